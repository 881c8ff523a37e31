import type { Kysely, Transaction } from 'kysely'
import { changeContent } from '#database/content-version.ts'
import type { DB } from '#database/schema.ts'
import { type MediaKind, imageVariantName, IMAGE_VARIANT_WIDTHS, mediaRef, mediaRefValue } from '#app/lib/media.ts'
import type { FileStorage } from '#app/server/storage.server.ts'
import { oneLine, withoutControls, z } from '#app/lib/zod.ts'

/**
 * The media library (decision 041): each uploaded image once, its alt text and
 * caption, and where the content uses it. Content keeps naming a picture by
 * its file name, so the library describes pictures without changing a URL.
 */

// The content tables are named at run time here, from the columns the routes pass in.
type Db = Kysely<any>
const untyped = (db: Kysely<DB>) => db as unknown as Db

export interface MediaItem {
	id: number
	kind: MediaKind
	file: string
	width: number | null
	height: number | null
	bytes: number | null
	alt: string
	caption: string
	uploaded_by: string | null
	created_at: string
}

/**
 * Where content names a picture: an image column (by file name) or an HTML body (by URL), with
 * what the usage list calls the item and where the back office edits it. Made from the CMS's
 * descriptors (app/features/cms/entities.ts, `CONTENT_PICTURES`), which the routes pass in.
 */
export interface PictureColumns {
	images: { table: string; column: string; kind: MediaKind; entity: string; title: string; label: string }[]
	html: { table: string; column: string; entity: string; title: string; label: string }[]
}

export interface Usage {
	/** Blog post 'Design systems…' */
	name: string
	/** Where the back office edits it. */
	href: string
	/** Cover image, or "in the text". */
	where: string
}

const ITEM_COLUMNS = 'id, kind, file, width, height, bytes, alt, caption, uploaded_by, created_at'.split(', ') as (keyof MediaItem)[]

export async function listMedia(db: Kysely<DB>, options: { kind?: string; query?: string } = {}): Promise<MediaItem[]> {
	let query = db.selectFrom('media').select(ITEM_COLUMNS)
	if (options.kind) query = query.where('kind', '=', options.kind)
	const search = options.query?.trim().toLowerCase()
	if (search) query = query.where((eb) => eb.or([eb(eb.fn('lower', ['alt']), 'like', `%${search}%`), eb(eb.fn('lower', ['caption']), 'like', `%${search}%`), eb('file', 'like', `%${search}%`)]))
	return (await query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(500).execute()) as MediaItem[]
}

export async function getMedia(db: Kysely<DB>, id: number): Promise<MediaItem | undefined> {
	return (await db.selectFrom('media').select(ITEM_COLUMNS).where('id', '=', id).executeTakeFirst()) as MediaItem | undefined
}

export async function findMedia(db: Kysely<DB>, kind: string, file: string): Promise<MediaItem | undefined> {
	return (await db.selectFrom('media').select(ITEM_COLUMNS).where('kind', '=', kind).where('file', '=', file).executeTakeFirst()) as MediaItem | undefined
}

/**
 * The alt text of pictures by the value their column stores (a file name, or
 * `folder/file` for another folder's picture), for public pages; a file missing
 * from the library has none.
 */
export async function altTexts(db: Kysely<DB>, kind: MediaKind, values: (string | null | undefined)[]): Promise<Record<string, string>> {
	const refs = [...new Set(values.filter((value): value is string => Boolean(value)))].map((value) => ({ value, ...mediaRef(kind, value) }))
	if (refs.length === 0) return {}
	const rows = await db
		.selectFrom('media')
		.select(['kind', 'file', 'alt'])
		.where('file', 'in', [...new Set(refs.map((ref) => ref.file))])
		.execute()
	const texts: Record<string, string> = {}
	for (const ref of refs) {
		const row = rows.find((r) => r.kind === ref.kind && r.file === ref.file)
		if (row?.alt) texts[ref.value] = row.alt
	}
	return texts
}

/** The library row of the picture an image column of `kind` names, wherever its folder. */
export async function findMediaRef(db: Kysely<DB>, kind: MediaKind, value: string): Promise<MediaItem | undefined> {
	const ref = mediaRef(kind, value)
	return findMedia(db, ref.kind, ref.file)
}

/**
 * Adds an upload to the library (its size read from storage); an upload already there is left as
 * it is. Pages take the alt text of their pictures from the library: content changed.
 */
export async function registerUpload(
	db: Kysely<DB>,
	storage: FileStorage,
	upload: { kind: MediaKind; file: string; width: number | null; height: number | null; uploadedBy: string | null; alt?: string; caption?: string },
): Promise<MediaItem> {
	const known = await findMedia(db, upload.kind, upload.file)
	if (known) return known
	const stat = await storage.stat(`media/${upload.kind}/${upload.file}`)
	await changeContent(db, 'media', (trx) => insertMedia(trx, { ...upload, bytes: stat?.bytes ?? null }))
	return (await findMedia(db, upload.kind, upload.file))!
}

/** A new row of the library, in the caller's transaction (its content change is the caller's to say). */
async function insertMedia(
	trx: Kysely<DB>,
	row: { kind: MediaKind; file: string; width: number | null; height: number | null; bytes: number | null; uploadedBy: string | null; alt?: string; caption?: string },
): Promise<void> {
	const now = new Date().toISOString()
	await trx
		.insertInto('media')
		.values({
			kind: row.kind,
			file: row.file,
			width: row.width,
			height: row.height,
			bytes: row.bytes,
			alt: row.alt ?? '',
			caption: row.caption ?? '',
			uploaded_by: row.uploadedBy,
			created_at: now,
			updated_at: now,
		})
		.execute()
}

/** A picture an item shows after a save, and the alt text given for it with the form (decision 041). */
export interface PictureOfItem {
	/** The form's field for its alt text (`cover__alt`) and that field's label, for the audit entry. */
	field: string
	label: string
	kind: MediaKind
	file: string
	alt: string
	/** A file uploaded with the save: its size, and who uploaded it. */
	upload?: { width: number; height: number; uploadedBy: string | null }
}

/**
 * The pictures of a save, made ready for its transaction: the size of each file the library does not
 * hold yet is read from storage now, so the transaction waits on the database alone. The step answered
 * writes, in the save's transaction, each such file into the library and each alt text that changed,
 * and answers those changes as the audit log reads them; the save announces the content change.
 */
export async function picturesStep(db: Kysely<DB>, storage: FileStorage, pictures: PictureOfItem[]): Promise<(trx: Transaction<DB>) => Promise<{ field: string; label: string; from: string; to: string }[]>> {
	const bytes = new Map<PictureOfItem, number | null>()
	for (const picture of pictures) {
		if (!(await findMedia(db, picture.kind, picture.file))) bytes.set(picture, (await storage.stat(`media/${picture.kind}/${picture.file}`))?.bytes ?? null)
	}
	return async (trx) => {
		const changes: { field: string; label: string; from: string; to: string }[] = []
		for (const picture of pictures) {
			const known = await findMedia(trx, picture.kind, picture.file)
			if (known?.alt === picture.alt) continue
			if (known) await trx.updateTable('media').set({ alt: picture.alt, updated_at: new Date().toISOString() }).where('id', '=', known.id).execute()
			else {
				const { kind, file, alt, upload } = picture
				await insertMedia(trx, { kind, file, alt, width: upload?.width ?? null, height: upload?.height ?? null, bytes: bytes.get(picture) ?? null, uploadedBy: upload?.uploadedBy ?? null })
			}
			changes.push({ field: picture.field, label: picture.label, from: known?.alt ?? '', to: picture.alt })
		}
		return changes
	}
}

export const MediaTextSchema = z.object({
	alt: oneLine(z.string().trim().max(300, 'Alt text can be at most 300 characters'), 'Alt text').min(1, 'Describe the picture for people who cannot see it'),
	caption: withoutControls(z.string().trim().max(500, 'A caption can be at most 500 characters'), 'A caption'),
})

/** A picture's alt text and caption; the pages that show it read them (content changed). */
export async function describeMedia(db: Kysely<DB>, id: number, text: { alt: string; caption: string }): Promise<void> {
	await changeContent(db, 'media', (trx) => trx.updateTable('media').set({ ...text, updated_at: new Date().toISOString() }).where('id', '=', id).execute())
}

const like = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** Every content item that shows a picture: as a cover or other image field, or inside its text (by URL). */
export async function usageOf(db: Kysely<DB>, item: Pick<MediaItem, 'kind' | 'file'>, columns: PictureColumns): Promise<Usage[]> {
	const t = untyped(db)
	const usages: Usage[] = []
	// A column of the picture's folder names it by its file name; another folder's, as folder/file (decision 051).
	for (const column of columns.images) {
		const rows = await t.selectFrom(column.table).select(['id', `${column.title} as title`]).where(column.column, '=', mediaRefValue(column.kind, item)).execute()
		for (const row of rows) usages.push({ name: `${column.label} '${row.title}'`, href: `/admin/content/${column.entity}/${row.id}`, where: column.column.replace(/_/g, ' ') })
	}
	const photos = await db
		.selectFrom('event_photos')
		.innerJoin('events', 'events.id', 'event_photos.event_id')
		.select(['events.id as id', 'events.name as title'])
		.where('event_photos.photo', '=', item.file)
		.execute()
	if (item.kind === 'events') for (const row of photos) usages.push({ name: `Event '${row.title}'`, href: `/admin/content/events/${row.id}`, where: 'photos' })
	// The base name covers the picture itself and its widths (u-…-960.webp).
	const base = item.file.replace(/\.[^.]+$/, '')
	for (const column of columns.html) {
		const rows = await t
			.selectFrom(column.table)
			.select(['id', `${column.title} as title`])
			.where(column.column, 'like', like(`/media/${item.kind}/${base}`))
			.execute()
		for (const row of rows) usages.push({ name: `${column.label} '${row.title}'`, href: `/admin/content/${column.entity}/${row.id}`, where: 'in the text' })
	}
	return usages
}

/** Removes an unused picture from the library and from storage; refused while content uses it (so no page changes). */
export async function deleteMedia(db: Kysely<DB>, storage: FileStorage, id: number, columns: PictureColumns): Promise<{ ok: true; file: string } | { ok: false; usages: Usage[] }> {
	const item = await getMedia(db, id)
	if (!item) return { ok: false, usages: [] }
	const usages = await usageOf(db, item, columns)
	if (usages.length > 0) return { ok: false, usages }
	await db.deleteFrom('media').where('id', '=', id).execute()
	for (const key of [item.file, ...IMAGE_VARIANT_WIDTHS.map((width) => imageVariantName(item.file, width))]) await storage.delete(`media/${item.kind}/${key}`)
	return { ok: true, file: item.file }
}

/**
 * Replaces a picture by a new upload: the old file stays in storage (its URL is
 * cached for a year and earlier revisions name it), every content column and
 * HTML body that named it names the new one, and the library row keeps its
 * alt text and caption with the new file's size.
 */
export async function replaceMedia(
	db: Kysely<DB>,
	storage: FileStorage,
	id: number,
	upload: { file: string; width: number; height: number },
	columns: PictureColumns,
): Promise<{ from: string; to: string; tables: string[] } | undefined> {
	const item = await getMedia(db, id)
	if (!item) return undefined
	const stat = await storage.stat(`media/${item.kind}/${upload.file}`)
	const tables = new Set<string>()
	await changeContent(db, 'media', async (trx) => {
		const t = trx as unknown as Db
		for (const column of columns.images) {
			const done = await t
				.updateTable(column.table)
				.set({ [column.column]: mediaRefValue(column.kind, { kind: item.kind, file: upload.file }) })
				.where(column.column, '=', mediaRefValue(column.kind, item))
				.executeTakeFirst()
			if (Number(done.numUpdatedRows) > 0) tables.add(column.table)
		}
		if (item.kind === 'events') await trx.updateTable('event_photos').set({ photo: upload.file }).where('photo', '=', item.file).execute()
		const from = item.file.replace(/\.[^.]+$/, '')
		const to = upload.file.replace(/\.[^.]+$/, '')
		for (const column of columns.html) {
			const rows = await t.selectFrom(column.table).select(['id', `${column.column} as html`]).where(column.column, 'like', like(`/media/${item.kind}/${from}`)).execute()
			for (const row of rows) {
				// The picture's URL and its widths' URLs (u-<uuid>-960.webp) take the new name; the extension follows the new file.
				const html = String(row.html)
					.replaceAll(`/media/${item.kind}/${item.file}`, `/media/${item.kind}/${upload.file}`)
					.replaceAll(`/media/${item.kind}/${from}-`, `/media/${item.kind}/${to}-`)
				await t.updateTable(column.table).set({ [column.column]: html }).where('id', '=', row.id).execute()
				tables.add(column.table)
			}
		}
		await trx
			.updateTable('media')
			.set({ file: upload.file, width: upload.width, height: upload.height, bytes: stat?.bytes ?? null, updated_at: new Date().toISOString() })
			.where('id', '=', id)
			.execute()
	})
	return { from: item.file, to: upload.file, tables: [...tables] }
}
