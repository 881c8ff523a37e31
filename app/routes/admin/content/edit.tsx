import { marked } from 'marked'
import { useEffect, useRef } from 'react'
import { data, Form, redirect, useNavigation } from 'react-router'
import { Link } from '#app/components/ui/link.tsx'
import { slugOf } from '#app/lib/slug.ts'
import type { Route } from './+types/edit'
import {
	addPhotos,
	deleteRefusal,
	deleteRow,
	draftsWhenLive,
	getRow,
	listPhotos,
	listPlans,
	plansOfFeature,
	refOptions,
	removePhoto,
	updatePhotos,
} from '#app/features/cms/cms.server.ts'
import { entityByKey } from '#app/features/cms/entities.ts'
import type { EntityDescriptor } from '#app/features/cms/entity-descriptor.ts'
import { entitySchema, EventPhotoSchema, formValue } from '#app/features/cms/entity-form.ts'
import { publicState, publicView } from '#app/features/cms/entity-publication.ts'
import { seoPanelOf } from './seo-fields.server.ts'
import { SeoPanel } from './seo-panel.tsx'
import { itemName, mergeConflict } from '#app/features/cms/changes.ts'
import { dropDraft, getDraft, getRevision } from '#app/features/cms/revisions.server.ts'
import { PREVIEWABLE, previewPath } from '#app/features/cms/preview.server.ts'
import { type EntitySave, saveEntity, type SaveSteps } from '#app/features/cms/save-entity.server.ts'
import type { LibraryImage } from '#app/features/cms/rich-text-field.tsx'
import { findMediaRef, listMedia, type PictureOfItem, picturesStep } from '#app/features/media/media.server.ts'
import { ConflictNotice, type ConflictView, DraftOffer, useEditDraft } from '#app/features/cms/edit-guard.tsx'
import { applicationCounts, stageLabels } from '#app/features/leads/hiring.server.ts'
import { type StageCount, StageCounts } from '#app/features/leads/stage-counts.tsx'
import { audit } from '#app/features/staff/audit.server.ts'
import { actorOf, requireRole, staffContext } from '#app/features/staff/session.server.ts'
import { listStaffUsers } from '#app/features/staff/staff.server.ts'
import { type AppContext, appContext } from '#app/server/context.server.ts'
import { type FieldErrors, fieldErrors } from '#app/lib/field-errors.ts'
import { sanitizeHtml } from '#app/server/html.server.ts'
import { deleteImage, IMAGE_MAX_BYTES, IMAGE_MESSAGES, type ImageProblem, receiveImage, type StoredImage } from '#app/server/images.server.ts'
import { type MediaKind, mediaRef, mediaRefValue, mediaUrl, UPLOADED_IMAGE_NAME } from '#app/lib/media.ts'
import type { ImageChoice } from './library-picker.tsx'
import { readUploadForm } from '#app/server/multipart.server.ts'
import { EditorField } from './editor-field.tsx'
import { EventPhotos, MAX_PHOTOS } from './event-photos.tsx'
import { PreviewPanel } from './preview-panel.tsx'
import { ActionBar, ErrorSummary, useSaveShortcut } from './action-bar.tsx'
import { mayDo, ROLES } from '../access.ts'
import { DeleteForm, formatWhen, Notice, savedNotice } from '../kit.tsx'

export function meta({ data: loaderData }: Route.MetaArgs) {
	return [{ title: `${loaderData?.heading ?? 'Edit'} | Lanternfish back office` }]
}

function entityOf(params: Route.LoaderArgs['params'], context: Route.LoaderArgs['context']): { entity: EntityDescriptor; id: number | null } {
	const entity = entityByKey(params.entity)
	if (!entity) throw data('No such kind of content.', { status: 404 })
	requireRole(context, ROLES[entity.access])
	if (params.id === 'new') {
		if (!entity.create) throw data(`New ${entity.singular} entries cannot be added here.`, { status: 404 })
		return { entity, id: null }
	}
	const id = Number(params.id)
	if (!Number.isSafeInteger(id) || id < 0) throw data('No such item.', { status: 404 })
	return { entity, id }
}

/** After a save that changed no field: nothing was written, and the staff member is told so. */
const UNCHANGED_NOTICE = 'Nothing had changed, so nothing was saved.'

export async function loader({ params, context, request }: Route.LoaderArgs) {
	const { entity, id } = entityOf(params, context)
	const { db, siteUrl, config } = context.get(appContext)
	const row = id === null ? undefined : await getRow(db, entity, id)
	if (id !== null && !row) throw data('No such item.', { status: 404 })
	const staff = context.get(staffContext)
	const url = new URL(request.url)
	// A live post's changes are a working draft beside it (decision 078): the form shows the draft when there is one.
	const live = id !== null && draftsWhenLive(entity, row)
	const working = live ? await getDraft(db, entity, id) : undefined
	const shown = working ? { ...row, ...working.values } : row
	const values: Record<string, string> = {}
	for (const field of entity.fields) values[field.name] = formValue(field, shown?.[field.name], config.timeZone)
	// A new item starts as a draft; its byline is whoever writes it.
	if (!row && entity.publication) values[entity.publication.status] = entity.publication.draft
	for (const field of entity.fields.filter((f) => f.kind === 'staff')) if (!row) values[field.name] = staff.name || staff.email
	const photos = entity.extra === 'event-photos' && id !== null ? await listPhotos(db, id) : []
	const plans = entity.extra === 'feature-plans' ? await listPlans(db) : []
	// The media library: pictures for the texts, and for each image field any picture of any folder (decisions 041, 051).
	const media = await listMedia(db)
	const library: LibraryImage[] = media.map((item) => ({ url: mediaUrl(item.kind, item.file), alt: item.alt, file: item.file, width: item.width, height: item.height }))
	const imageChoices: Record<string, ImageChoice[]> = {}
	for (const field of entity.fields.filter((f) => f.kind === 'image' && f.media)) {
		const kind = field.media!
		imageChoices[field.name] = media.map((item) => ({ value: mediaRefValue(kind, item), alt: item.alt, folder: item.kind, file: item.file }))
		const current = values[field.name] ? mediaRef(kind, values[field.name]!) : undefined
		values[`${field.name}__alt`] = (current && media.find((item) => item.kind === current.kind && item.file === current.file)?.alt) ?? ''
	}
	// The share image: any picture of the library, by its address (a typed address is still taken).
	const socialChoices = entity.fields.some((f) => f.name === 'social_image') ? media.map((item) => ({ value: `/media/${item.kind}/${item.file}`, alt: item.alt, folder: item.kind, file: item.file })) : []
	const { secret } = context.get(appContext)
	const planIds = entity.extra === 'feature-plans' && id !== null ? await plansOfFeature(db, id) : []
	// A job opening's applications by stage, for those who may read them (decision 092).
	let applications: { jobId: number; title: string; counts: StageCount[] } | null = null
	if (entity.table === 'job_openings' && id !== null && mayDo(staff.role, 'applications')) {
		const [counts, stages] = await Promise.all([applicationCounts(db, [id]), stageLabels(db)])
		applications = { jobId: id, title: String(row?.[entity.title] ?? ''), counts: (counts.get(id) ?? []).map(({ stage, count }) => ({ stage, count, label: stages[stage] })) }
	}
	return {
		key: entity.key,
		label: entity.label,
		singular: entity.singular,
		titleField: entity.title,
		heading: id === null ? `New ${entity.singular}` : `${entity.singular[0]!.toUpperCase()}${entity.singular.slice(1)}: ${row?.[entity.title] ?? ''}`,
		isNew: id === null,
		canDelete: Boolean(entity.delete) && id !== null,
		fields: entity.fields,
		values,
		refs: { ...(await refOptions(db, entity)), ...(await staffOptions(db, entity, values)) },
		timeZone: config.timeZone,
		view: row ? publicView(entity, row) : undefined,
		/** When the item was last saved, for the action bar. */
		savedAt: row?.updated_at ? String(row.updated_at) : null,
		/** The version the form is loaded from: the save is refused if another one was saved since (decision 035). */
		version: Number(row?.version ?? 0),
		draftKey: `${entity.key}:${id ?? 'new'}`,
		path: `/admin/content/${entity.key}/${id ?? 'new'}`,
		extra: entity.extra,
		seo: seoPanelOf(entity, row, siteUrl),
		/** The photo whose removal is being confirmed (?remove-photo=id). */
		removing: Number(url.searchParams.get('remove-photo')) || null,
		photos: photos.map((photo) => ({ id: photo.id, photo: photo.photo, title: photo.title, sort_order: photo.sort_order })),
		plans,
		planIds,
		applications,
		// What the save just made of the item: public now, scheduled, or a draft.
		saved: row && url.searchParams.get('saved') ? (url.searchParams.get('saved') === 'unchanged' ? UNCHANGED_NOTICE : savedNotice(publicState(entity, row))) : null,
		library,
		imageChoices,
		socialChoices,
		/** The saved state of the item through its public page, for an hour (decision 041). */
		preview: id !== null && PREVIEWABLE.has(entity.key) ? previewPath(secret, { entity: entity.key, id, version: Number(row?.version ?? 0) }) : null,
		/** The working draft of a live item: its id (the form's stamp), who saved it and when, and its own preview. */
		drafting: live
			? {
					id: working?.id ?? null,
					by: working?.staffName ?? '',
					at: working?.savedAt ?? '',
					publishAt: working?.publishAt ?? null,
					preview: working ? previewPath(secret, { entity: entity.key, id: id!, version: working.id, draft: true }) : null,
					done: url.searchParams.get('draft'),
				}
			: null,
	}
}

type Received = { folder: string; value: StoredImage | ImageProblem }

/** The choices of every "staff" field: the names of the accounts that are not disabled, and the item's own value if it is no longer one. */
async function staffOptions(db: AppContext['db'], entity: EntityDescriptor, values: Record<string, string>): Promise<Record<string, { value: string; label: string }[]>> {
	const fields = entity.fields.filter((field) => field.kind === 'staff')
	if (fields.length === 0) return {}
	const names = [...new Set((await listStaffUsers(db)).filter((user) => !user.disabled).map((user) => user.name || user.email))].sort((a, b) => a.localeCompare(b))
	return Object.fromEntries(
		fields.map((field) => {
			const value = values[field.name] ?? ''
			const options = names.map((name) => ({ value: name, label: name }))
			return [field.name, value && !names.includes(value) ? [{ value, label: `${value} (not a member of staff)` }, ...options] : options]
		}),
	)
}

export async function action({ params, context, request }: Route.ActionArgs) {
	const { entity, id } = entityOf(params, context)
	const { db, media } = context.get(appContext)
	const actor = actorOf(context)
	/** Where an image field's uploads go: /media/{kind}/ (event photos under events). */
	const folderOf = (field: string) => {
		const kind = field === 'photos' && entity.extra === 'event-photos' ? 'events' : entity.fields.find((f) => f.name === field && f.kind === 'image')?.media
		return kind ? `media/${kind}` : undefined
	}

	// Forms with images arrive as multipart and are read as they stream, each file checked and re-encoded on arrival.
	let fields: Record<string, string>
	let uploads: { field: string; folder: string; value: StoredImage | ImageProblem }[] = []
	if (/^multipart\/form-data/i.test(request.headers.get('content-type') ?? '')) {
		const form = await readUploadForm<Received>(request, {
			maxFileBytes: IMAGE_MAX_BYTES,
			maxFiles: MAX_PHOTOS,
			maxFieldBytes: 256 * 1024,
			onFile: async (file) => {
				const folder = folderOf(file.field)
				if (!folder) {
					// A file in a field that takes none is read past and dropped.
					file.stream.resume()
					return { folder: '', value: 'empty' }
				}
				return { folder, value: await receiveImage(file.stream, { storage: media, folder, maxBytes: IMAGE_MAX_BYTES }) }
			},
			onDiscard: async ({ folder, value }) => {
				if (typeof value !== 'string') await deleteImage(media, folder, value.file)
			},
		})
		if ('problem' in form) {
			const message = form.problem === 'too_large' ? IMAGE_MESSAGES.too_large : form.problem === 'too_many_files' ? `Upload at most ${MAX_PHOTOS} images at a time.` : 'The form could not be read. Try again.'
			return data({ errors: { form: [message] } as FieldErrors, values: null, notice: null, preview: null, conflict: null }, { status: 422 })
		}
		fields = form.fields
		uploads = form.files.map(({ field, value }) => ({ field, ...value }))
	} else {
		fields = Object.fromEntries([...(await request.formData())].map(([key, value]) => [key, String(value)]))
	}
	const stored = (value: StoredImage | ImageProblem): value is StoredImage => typeof value !== 'string'
	const discardUploads = () => Promise.all(uploads.map(({ folder, value }) => (stored(value) ? deleteImage(media, folder, value.file) : undefined)))
	const intent = fields.intent ?? 'save'
	// The audit log names the item as staff know it; `item` is where the back office edits it.
	const before = id === null ? undefined : await getRow(db, entity, id)
	const subject = itemName(entity, before)
	const item = `${entity.key}/${id ?? 'new'}`

	if (intent === 'preview') {
		return { errors: {} as FieldErrors, values: fields, notice: null, conflict: null, preview: sanitizeHtml(marked.parse(fields.body_markdown ?? '', { async: false })) }
	}

	if (intent === 'discard' && id !== null) {
		if (await dropDraft(db, entity, id)) await audit(db, actor, 'content.draft-discarded', subject, { item })
		throw redirect(`/admin/content/${entity.key}/${id}?draft=discarded`)
	}

	if (intent === 'delete' && id !== null && entity.delete) {
		const refusal = await deleteRefusal(db, entity, id)
		if (refusal || !(await deleteRow(db, entity, id))) {
			const message = `Not deleted: ${refusal ?? 'other items name it.'}`
			return data({ errors: { form: [message] } as FieldErrors, values: null, notice: null, preview: null, conflict: null }, { status: 409 })
		}
		await audit(db, actor, 'content.deleted', subject, { item })
		throw redirect(`/admin/content/${entity.key}`)
	}

	if (entity.extra === 'event-photos' && id !== null && intent === 'photos-add') {
		const problems = uploads.filter(({ value }) => !stored(value) && value !== 'empty')
		if (problems.length > 0 || uploads.every(({ value }) => !stored(value))) {
			await discardUploads()
			const message = problems.length > 0 ? IMAGE_MESSAGES[problems[0]!.value as ImageProblem] : 'Choose one or more photos to upload.'
			return data({ errors: { photos: [message] } as FieldErrors, values: null, notice: null, preview: null, conflict: null }, { status: 422 })
		}
		const caption = (fields.caption ?? '').trim().slice(0, 200)
		const added = uploads.flatMap(({ value }) => (stored(value) ? [{ photo: value.file, title: caption }] : []))
		await addPhotos(db, id, added)
		await audit(db, actor, 'media.uploaded', `Photos of ${subject}`, { item, photos: added.map((photo) => photo.photo) })
		return { errors: {} as FieldErrors, values: null, conflict: null, notice: `${added.length === 1 ? '1 photo' : `${added.length} photos`} added.`, preview: null }
	}

	if (entity.extra === 'event-photos' && id !== null && intent === 'photos-save') {
		const photos = await listPhotos(db, id)
		const changes: { id: number; title: string; sort_order: number }[] = []
		const errors: FieldErrors = {}
		for (const photo of photos) {
			const input = EventPhotoSchema.safeParse({ title: fields[`title-${photo.id}`] ?? photo.title, sort_order: fields[`order-${photo.id}`] ?? photo.sort_order })
			if (input.success) changes.push({ id: photo.id, ...input.data })
			else for (const [key, messages] of Object.entries(fieldErrors(input.error))) errors[`${key === 'title' ? 'title' : 'order'}-${photo.id}`] = messages
		}
		if (Object.keys(errors).length > 0) return data({ errors, values: null, notice: null, preview: null, conflict: null }, { status: 422 })
		await updatePhotos(db, id, changes)
		await audit(db, actor, 'content.updated', `Photos of ${subject}`, { item, captionsAndOrder: changes.length })
		return { errors: {} as FieldErrors, values: null, notice: 'Captions and order saved.', preview: null, conflict: null }
	}

	if (entity.extra === 'event-photos' && id !== null && intent.startsWith('photo-remove:')) {
		const file = await removePhoto(db, id, Number(intent.split(':')[1]))
		if (file) await deleteImage(media, 'media/events', file)
		await audit(db, actor, 'content.deleted', `Photos of ${subject}`, { item, photo: file })
		return { errors: {} as FieldErrors, values: null, notice: 'Photo removed.', preview: null, conflict: null }
	}

	// The share image chosen from the library takes the place of a typed address (decision 051).
	const socialPick = (fields.social_image__library ?? '').trim()
	const socialPicture = socialPick ? /^\/media\/([a-z-]+)\/([^/?#]+)$/.exec(socialPick) : null
	const socialFound = socialPicture ? await findMediaRef(db, socialPicture[1] as MediaKind, `${socialPicture[1]}/${socialPicture[2]}`) : undefined
	if (socialFound) fields = { ...fields, social_image: `/media/${socialFound.kind}/${socialFound.file}` }
	// Save the entity's own fields.
	const { timeZone } = context.get(appContext).config
	const input = entitySchema(entity, timeZone).safeParse(fields)
	const errors: FieldErrors = input.success ? {} : fieldErrors(input.error)
	// A byline names a member of staff: a name typed by hand is refused, the item's own earlier one kept.
	for (const field of entity.fields.filter((f) => f.kind === 'staff' && input.success && input.data[f.name] !== before?.[f.name])) {
		const choices = (await staffOptions(db, entity, {}))[field.name] ?? []
		if (!choices.some((choice) => choice.value === input.data?.[field.name])) errors[field.name] = [`Choose the ${field.label.toLowerCase()} from the list of staff`]
	}
	if (socialPick && !socialFound) errors.social_image = ['That picture is no longer in the media library. Choose another one.']
	const images: Record<string, string> = {}
	const staff = context.get(staffContext)
	/** The library pictures the item shows after this save, and the alt text given for each. */
	const described: PictureOfItem[] = []
	for (const field of entity.fields.filter((f) => f.kind === 'image')) {
		const upload = uploads.find((u) => u.field === field.name)
		const picked = (fields[`${field.name}__library`] ?? '').trim()
		const alt = (fields[`${field.name}__alt`] ?? '').trim()
		if (upload && stored(upload.value)) images[field.name] = upload.value.file
		else if (upload && upload.value !== 'empty') errors[field.name] = [IMAGE_MESSAGES[upload.value as ImageProblem]]
		else if (picked && field.media) {
			// A picture already in the library, of any folder: another folder's is stored as folder/file (decision 051).
			const item = await findMediaRef(db, field.media, picked)
			if (item) images[field.name] = mediaRefValue(field.media, item)
			else errors[field.name] = ['That picture is no longer in the media library. Choose another one.']
		} else if (field.required && !before?.[field.name]) errors[field.name] = [`Choose an image for ${field.label.toLowerCase()}`]
		const file = images[field.name] ?? (before?.[field.name] as string | undefined)
		if (!field.media || !file || !UPLOADED_IMAGE_NAME.test(mediaRef(field.media, file).file)) continue
		if (alt.length > 300) errors[`${field.name}__alt`] = ['Alt text can be at most 300 characters']
		else if (!alt) errors[`${field.name}__alt`] = [`Describe the ${field.label.toLowerCase()} for people who cannot see it`]
		const value = upload && stored(upload.value) ? upload.value : undefined
		described.push({
			field: `${field.name}__alt`,
			label: `Alt text of the ${field.label.toLowerCase()}`,
			...mediaRef(field.media, file),
			alt,
			upload: value ? { width: value.width, height: value.height, uploadedBy: staff.id } : undefined,
		})
	}
	if (!input.success || Object.keys(errors).length > 0) {
		await discardUploads()
		return data({ errors, values: fields, notice: null, preview: null, conflict: null }, { status: 422 })
	}
	const loaded = /^\d+$/.test(fields.version ?? '') ? Number(fields.version) : undefined
	const plans = entity.extra === 'feature-plans' ? Object.keys(fields).flatMap((key) => (/^plan-\d+$/.test(key) ? [Number(key.slice(5))] : [])) : undefined
	// One save, one transaction, one audit entry, one content change (decision 097).
	const save: EntitySave = {
		values: { ...input.data, ...images },
		uploaded: images,
		version: loaded,
		draftId: /^\d+$/.test(fields.draft ?? '') ? Number(fields.draft) : null,
		publish: intent === 'publish',
		plans,
		editor: { id: staff.id, name: staff.name || staff.email },
	}
	const steps: SaveSteps = { pictures: await picturesStep(db, media, described), audit: (trx, entry) => audit(trx, actor, entry.action, entry.subject, entry.detail) }
	const result = await saveEntity(db, entity, id, save, steps).catch(async (error: unknown) => {
		await discardUploads()
		throw error
	})
	if (!result.ok) {
		await discardUploads()
		// Refused over a newer version: the form keeps what was typed and shows where it differs from what is stored now.
		if (!result.conflict) return data({ errors: result.errors, values: fields, notice: null, preview: null, conflict: null }, { status: result.status })
		const base = loaded === undefined ? undefined : await getRevision(db, entity, id!, loaded)
		const merge = mergeConflict(entity, base?.values, fields, input.data, result.conflict.stored, timeZone)
		const conflict: ConflictView = { by: result.conflict.by, at: result.conflict.at, version: result.conflict.version, diffs: merge.diffs, kept: merge.kept }
		return data({ errors: result.errors, values: merge.values, notice: null, preview: null, conflict }, { status: 409 })
	}
	// A replaced upload stays in storage: an earlier revision may bring it back (decision 035).
	const done = { created: 'saved=1', saved: 'saved=1', published: 'saved=1', unchanged: 'saved=unchanged', drafted: 'draft=saved', scheduled: 'draft=scheduled' }[result.outcome]
	throw redirect(`/admin/content/${entity.key}/${result.id}?${done}`)
}

export default function EditContent({ loaderData, actionData }: Route.ComponentProps) {
	const { key, label, heading, isNew, canDelete, fields, refs, view, extra, photos, plans, planIds, saved, library, imageChoices, preview, drafting } = loaderData
	const navigation = useNavigation()
	const busy = navigation.state === 'submitting'
	const errors = actionData?.errors ?? {}
	const values = { ...loaderData.values, ...(actionData?.values ?? {}) }
	const multipart = fields.some((field) => field.kind === 'image')
	const conflict = actionData?.conflict ?? null
	const formRef = useRef<HTMLFormElement>(null)
	const draft = useEditDraft(formRef, { key: loaderData.draftKey, saved: Boolean(saved), version: loaderData.version, loaded: loaderData.values })
	useSaveShortcut(formRef)
	// After a refused save the focus goes to what says why (the conflict, else the error summary), which the screen scrolls to.
	const fieldProblems = Object.entries(errors).flatMap(([name, messages]) => (name !== 'form' && messages?.[0] ? [[name, messages[0]] as [string, string]] : []))
	const labels = Object.fromEntries(fields.flatMap((field) => [[field.name, field.label], [`${field.name}__alt`, `Alt text of the ${field.label.toLowerCase()}`]]))
	useEffect(() => {
		if (!actionData) return
		document.getElementById(actionData.conflict ? 'conflict' : 'error-summary')?.focus()
	}, [actionData])
	// A new item's slug is made from its title as it is typed, until someone edits the slug itself.
	const slugEdited = useRef(false)
	const slugFollows = (event: React.FormEvent<HTMLFormElement>) => {
		const target = event.target as HTMLInputElement
		const slug = event.currentTarget.elements.namedItem('slug')
		if (!(slug instanceof HTMLInputElement)) return
		if (target === slug) slugEdited.current = slug.value !== ''
		else if (target.name === loaderData.titleField && !slugEdited.current) slug.value = slugOf(target.value)
	}
	return (
		<>
			<p className="admin-crumbs">
				<Link to="/admin/content">Content</Link> › <Link to={`/admin/content/${key}`}>{label}</Link>
			</p>
			<h1>{heading}</h1>
			{view || !isNew ? (
				<p className="admin-item-links">
					{view ? <a href={view}>See it on the site</a> : null}
					{!isNew ? <Link to={`${loaderData.path}/revisions`}>Revisions</Link> : null}
				</p>
			) : null}
			{loaderData.applications ? (
				<div className="admin-item-applications">
					<span>Applications:</span>
					<StageCounts {...loaderData.applications} />
				</div>
			) : null}
			{drafting ? <WorkingDraftPanel drafting={drafting} singular={loaderData.singular} /> : null}
			{drafting?.preview ? <PreviewPanel href={drafting.preview} draft /> : preview ? <PreviewPanel href={preview} /> : null}
			{draft.offer ? <DraftOffer at={draft.offer.at} onRestore={draft.restore} onDiscard={draft.discard} /> : null}
			{conflict ? <ConflictNotice conflict={conflict} reloadTo={loaderData.path} onDrop={draft.drop} /> : null}
			{/* After a refused save, only its errors: the earlier save's notice would read as this one's. */}
			<Notice message={actionData ? actionData.notice : saved} />
			{errors.form && !conflict ? (
				<div role="alert" className="form-alert form-alert--failure">
					{errors.form[0]}
				</div>
			) : null}
			{fieldProblems.length > 0 ? <ErrorSummary errors={fieldProblems} labels={labels} formRef={formRef} /> : null}
			<Form
				// A refused save shows the form again with the other person's changes merged in: its fields are drawn anew.
				// So is a form whose working draft was saved, published or discarded: it shows what is stored now.
				key={conflict ? `conflict-${conflict.version}` : `loaded-${loaderData.version}-${drafting?.id ?? 'none'}`}
				ref={formRef}
				method="post"
				className="lead-form admin-editor"
				encType={multipart ? 'multipart/form-data' : undefined}
				noValidate
				onInput={(event) => {
					if (isNew) slugFollows(event)
					draft.changed()
				}}
				onSubmit={draft.submitted}
			>
				<input type="hidden" name="version" value={conflict?.version ?? loaderData.version} />
				{drafting ? <input type="hidden" name="draft" value={drafting.id ?? ''} /> : null}
				{fields.filter((field) => !loaderData.seo?.names.includes(field.name)).map((field) => (
					<EditorField
						key={field.name}
						field={field}
						value={values[field.name] ?? ''}
						errors={errors[field.name]}
						options={refs[field.name]}
						isNew={isNew}
						library={library}
						alt={{ value: values[`${field.name}__alt`] ?? '', errors: errors[`${field.name}__alt`] }}
						choices={imageChoices[field.name]}
						timeZone={loaderData.timeZone}
					/>
				))}
				{loaderData.seo ? (
					<SeoPanel
						fields={fields.filter((field) => loaderData.seo!.names.includes(field.name))}
						values={values}
						errors={errors}
						titleField={loaderData.seo.titleField}
						summaryField={loaderData.seo.summaryField}
						address={loaderData.seo.address}
						drawnCard={loaderData.seo.drawnCard}
						choices={loaderData.socialChoices}
					/>
				) : null}
				{extra === 'feature-plans' ? (
					<fieldset className="admin-checks">
						<legend>Included in these plans</legend>
						{plans.map((plan) => (
							<label key={plan.id}>
								<input type="checkbox" name={`plan-${plan.id}`} defaultChecked={planIds.includes(plan.id)} className="admin-check" /> {plan.name}
							</label>
						))}
					</fieldset>
				) : null}
				{actionData?.preview ? (
					<section className="admin-preview" aria-label="Preview">
						<h2>Preview</h2>
						<div className="prose" dangerouslySetInnerHTML={{ __html: actionData.preview }} />
					</section>
				) : null}
				<ActionBar state={busy ? 'saving' : draft.dirty ? 'changed' : 'saved'} savedAt={loaderData.savedAt}>
					<button type="submit" name="intent" value="save" className={drafting ? 'button' : 'button button--primary'} disabled={busy} data-save="">
						{isNew ? 'Create' : drafting ? 'Save draft' : 'Save'}
					</button>
					{drafting ? (
						<button type="submit" name="intent" value="publish" className="button button--primary" disabled={busy}>
							Publish changes
						</button>
					) : null}
					{drafting?.id ? (
						<button
							type="submit"
							name="intent"
							value="discard"
							className="button"
							disabled={busy}
							formNoValidate
							onClick={(event) => {
								if (!window.confirm('Discard the working draft? The form goes back to the published version.')) event.preventDefault()
							}}
						>
							Discard draft
						</button>
					) : null}
					{fields.some((field) => field.kind === 'markdown') ? (
						<button type="submit" name="intent" value="preview" className="button" disabled={busy}>
							Preview
						</button>
					) : null}
				</ActionBar>
			</Form>
			{extra === 'event-photos' && !isNew ? <EventPhotos photos={photos} errors={errors} busy={busy} removing={loaderData.removing} /> : null}
			{canDelete ? (
				<DeleteForm question="Delete it for good? The public site stops showing it at once." busy={busy}>
					{`Delete this ${key === 'jobs' ? 'opening' : 'item'}`}
				</DeleteForm>
			) : null}
		</>
	)
}

/** What a live item's form saves to: its working draft, beside the published version the site shows (decision 078). */
function WorkingDraftPanel({ drafting, singular }: { drafting: { id: number | null; by: string; at: string; publishAt: string | null; done: string | null }; singular: string }) {
	const done =
		drafting.done === 'saved'
			? 'Working draft saved: the public site still shows the published version.'
			: drafting.done === 'discarded'
				? 'Working draft discarded: the form shows the published version.'
				: drafting.done === 'scheduled' && drafting.publishAt
					? `Changes scheduled: they go live on ${formatWhen(drafting.publishAt)}.`
					: null
	return (
		<>
			<Notice message={done} />
			<section className="admin-panel admin-working-draft" aria-labelledby="working-draft-title">
				<h2 id="working-draft-title">{drafting.id ? 'Editing the working draft' : `This ${singular} is live`}</h2>
				<p>
					{drafting.id
						? `Saved by ${drafting.by || 'someone'} ${formatWhen(drafting.at)}. The public site shows the published version until you publish the changes.`
						: 'What you save here is kept as a working draft: preview it, then publish the changes. The public site shows the published version until then.'}
				</p>
				{drafting.publishAt ? <p>{`Scheduled to go live on ${formatWhen(drafting.publishAt)}; saving the draft again keeps it unpublished until you publish it again.`}</p> : null}
			</section>
		</>
	)
}
