import { data, Form, redirect, useNavigation } from 'react-router'
import { Link } from '#app/components/ui/link.tsx'
import type { Route } from './+types/item'
import { CONTENT_PICTURES } from '#app/features/cms/entities.ts'
import { deleteMedia, describeMedia, getMedia, MediaTextSchema, replaceMedia, usageOf } from '#app/features/media/media.server.ts'
import { audit } from '#app/features/staff/audit.server.ts'
import { actorOf, requireRole } from '#app/features/staff/session.server.ts'
import { appContext } from '#app/server/context.server.ts'
import { type FieldErrors, fieldErrors } from '#app/lib/field-errors.ts'
import { deleteImage, IMAGE_MAX_BYTES, IMAGE_MESSAGES, type ImageProblem, receiveImage, type StoredImage } from '#app/server/images.server.ts'
import { mediaImage, mediaUrl } from '#app/lib/media.ts'
import { readUploadForm } from '#app/server/multipart.server.ts'
import { ROLES } from '../access.ts'
import { AdminField, DeleteForm, Notice } from '../kit.tsx'
import { folderLabel, formatBytes } from './folders.ts'
import './media.css'


export function meta({ data: loaderData }: Route.MetaArgs) {
	return [{ title: `${loaderData?.item.alt || 'Picture'} | Media library | Lanternfish back office` }]
}

async function itemOf(params: Route.LoaderArgs['params'], context: Route.LoaderArgs['context']) {
	const id = Number(params.id)
	const item = Number.isSafeInteger(id) && id > 0 ? await getMedia(context.get(appContext).db, id) : undefined
	if (!item) throw data('No such picture in the library.', { status: 404 })
	return item
}

export async function loader({ params, context, request }: Route.LoaderArgs) {
	// Checked here rather than in a middleware, so a refusal is drawn inside the back office (decision 034).
	requireRole(context, ROLES.content)
	const item = await itemOf(params, context)
	const usages = await usageOf(context.get(appContext).db, item, CONTENT_PICTURES)
	const done = new URL(request.url).searchParams.get('done')
	return { item, url: mediaUrl(item.kind, item.file), usages, notice: done === 'saved' ? 'Alt text and caption saved.' : done === 'replaced' ? 'Picture replaced: every page that showed it shows the new one.' : null }
}

type Result = { errors: FieldErrors; values: Record<string, string> | null; usages?: { name: string; href: string; where: string }[] }

export async function action({ params, context, request }: Route.ActionArgs) {
	requireRole(context, ROLES.content)
	const item = await itemOf(params, context)
	const { db, media } = context.get(appContext)
	const actor = actorOf(context)
	const subject = `Picture '${item.alt || item.file}'`
	const folder = `media/${item.kind}`
	const fail = (result: Result) => data(result, { status: 422 })

	if (/^multipart\/form-data/i.test(request.headers.get('content-type') ?? '')) {
		// Replace: the new bytes get a new name; every content item that named the old one names the new one (decision 041).
		const form = await readUploadForm<StoredImage | ImageProblem>(request, {
			maxFileBytes: IMAGE_MAX_BYTES,
			maxFiles: 1,
			maxFieldBytes: 16 * 1024,
			onFile: async (file) => (file.field === 'file' ? receiveImage(file.stream, { storage: media, folder, maxBytes: IMAGE_MAX_BYTES }) : (file.stream.resume(), 'empty')),
			onDiscard: async (value) => {
				if (typeof value !== 'string') await deleteImage(media, folder, value.file)
			},
		})
		if ('problem' in form) return fail({ errors: { file: [form.problem === 'too_large' ? IMAGE_MESSAGES.too_large : 'The form could not be read. Try again.'] }, values: null })
		const upload = form.files[0]?.value ?? 'empty'
		if (typeof upload === 'string') return fail({ errors: { file: [IMAGE_MESSAGES[upload]] }, values: null })
		const replaced = await replaceMedia(db, media, item.id, upload, CONTENT_PICTURES)
		await audit(db, actor, 'media.replaced', subject, { item: `media/${item.id}`, changes: replaced ? [{ label: 'File', from: replaced.from, to: replaced.to }] : [] })
		throw redirect(`/admin/media/${item.id}?done=replaced`)
	}

	const fields = Object.fromEntries([...(await request.formData())].map(([key, value]) => [key, String(value)]))
	if (fields.intent === 'delete') {
		const result = await deleteMedia(db, media, item.id, CONTENT_PICTURES)
		if (!result.ok) {
			const refused: Result = { errors: { form: ['This picture is still in use, so it was not deleted. Replace it or remove it from these items first.'] }, values: null, usages: result.usages }
			return data(refused, { status: 409 })
		}
		await audit(db, actor, 'media.deleted', subject, { file: `${item.kind}/${result.file}` })
		throw redirect('/admin/media?deleted=1')
	}
	const text = MediaTextSchema.safeParse({ alt: fields.alt ?? '', caption: fields.caption ?? '' })
	if (!text.success) return fail({ errors: fieldErrors(text.error), values: fields })
	await describeMedia(db, item.id, text.data)
	await audit(db, actor, 'media.described', subject, { item: `media/${item.id}`, alt: [item.alt, text.data.alt], caption: [item.caption, text.data.caption] })
	throw redirect(`/admin/media/${item.id}?done=saved`)
}

export default function MediaItem({ loaderData, actionData }: Route.ComponentProps) {
	const { item, url, notice } = loaderData
	const usages = actionData?.usages ?? loaderData.usages
	const busy = useNavigation().state === 'submitting'
	const errors = actionData?.errors ?? {}
	const values = actionData?.values ?? {}
	return (
		<>
			<p className="admin-crumbs">
				<Link to="/admin/media">Media library</Link>
			</p>
			<h1>{item.alt || 'A picture without alt text'}</h1>
			<Notice message={actionData ? null : notice} />
			{errors.form ? (
				<div role="alert" className="form-alert form-alert--failure">
					{errors.form[0]}
				</div>
			) : null}
			<div className="media-item">
				<img {...mediaImage(item.kind, item.file, 'gallery')} alt="" width={item.width ?? 600} height={item.height ?? 400} className="media-item__image" />
				<dl className="media-item__facts">
					<dt>Folder</dt>
					<dd>{folderLabel(item.kind)}</dd>
					<dt>Size</dt>
					<dd>{item.width && item.height ? `${item.width} × ${item.height} pixels` : 'Not recorded'}{item.bytes ? `, ${formatBytes(item.bytes)}` : ''}</dd>
					<dt>Address</dt>
					<dd>
						<a href={url}>{url}</a>
					</dd>
					<dt>Uploaded</dt>
					<dd>{item.created_at.slice(0, 10)}</dd>
				</dl>
			</div>
			<section className="admin-panel" aria-labelledby="usage-title">
				<h2 id="usage-title">Where it is used</h2>
				{usages.length === 0 ? (
					<p>Not used by any content.</p>
				) : (
					<ul>
						{usages.map((usage) => (
							<li key={`${usage.href}-${usage.where}`}>
								<Link to={usage.href}>{usage.name}</Link> ({usage.where})
							</li>
						))}
					</ul>
				)}
			</section>
			<section className="admin-panel" aria-labelledby="describe-title">
				<h2 id="describe-title">Alt text and caption</h2>
				<Form method="post" className="lead-form" noValidate>
					<AdminField name="alt" label="Alt text" required defaultValue={values.alt ?? item.alt} errors={errors.alt} maxLength={300} hint="What the picture shows, for people who cannot see it. Pages that show it use this text." />
					<AdminField name="caption" label="Caption" required={false} defaultValue={values.caption ?? item.caption} errors={errors.caption} maxLength={500} multiline rows={3} />
					<button type="submit" name="intent" value="describe" className="button button--primary" disabled={busy}>
						Save
					</button>
				</Form>
			</section>
			<section className="admin-panel" aria-labelledby="replace-title">
				<h2 id="replace-title">Replace the picture</h2>
				<Form method="post" encType="multipart/form-data" className="lead-form" noValidate>
					<div className="form-field">
						<label htmlFor="replace-file" className="form-field__label">
							New picture
						</label>
						<input
							id="replace-file"
							name="file"
							type="file"
							accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
							className={errors.file ? 'form-field__control form-field__control--invalid' : 'form-field__control'}
							aria-invalid={errors.file ? true : undefined}
							aria-describedby={errors.file ? 'replace-hint replace-error' : 'replace-hint'}
						/>
						<p id="replace-hint" className="form-field__hint">
							Every item that shows this picture shows the new one; the alt text and caption stay. The old file stays for earlier revisions.
						</p>
						{errors.file ? (
							<p id="replace-error" className="form-field__error">
								{errors.file[0]}
							</p>
						) : null}
					</div>
					<button type="submit" className="button" disabled={busy}>
						Replace
					</button>
				</Form>
			</section>
			{usages.length > 0 ? (
				// A picture in use cannot be deleted: the button says why instead of being refused after the click.
				<div className="admin-danger-zone">
					<button type="button" className="button button--danger" disabled aria-describedby="delete-reason">
						Delete this picture
					</button>
					<p id="delete-reason" className="form-field__hint">
						{`It cannot be deleted while ${usages.length === 1 ? 'an item uses it' : `${usages.length} items use it`} (see “Where it is used” above): replace it there or remove it from ${usages.length === 1 ? 'that item' : 'those items'} first.`}
					</p>
				</div>
			) : (
				<DeleteForm question="Delete this picture for good? It is removed from storage." busy={busy} hint="No content uses it.">
					Delete this picture
				</DeleteForm>
			)}
		</>
	)
}
