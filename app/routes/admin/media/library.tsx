import { data, Form, redirect, useNavigation } from 'react-router'
import { Link } from '#app/components/ui/link.tsx'
import type { Route } from './+types/library'
import { listMedia, MediaTextSchema, registerUpload } from '#app/features/media/media.server.ts'
import { audit } from '#app/features/staff/audit.server.ts'
import { actorOf, requireRole, staffContext } from '#app/features/staff/session.server.ts'
import { appContext } from '#app/server/context.server.ts'
import { type FieldErrors, fieldErrors } from '#app/lib/field-errors.ts'
import { deleteImage, IMAGE_MAX_BYTES, IMAGE_MESSAGES, type ImageProblem, receiveImage, type StoredImage } from '#app/server/images.server.ts'
import { mediaImage } from '#app/lib/media.ts'
import { readUploadForm } from '#app/server/multipart.server.ts'
import { ROLES } from '../access.ts'
import { AdminField, Notice } from '../kit.tsx'
import { FOLDERS, folderLabel, folderOf, formatBytes } from './folders.ts'
import './media.css'


export function meta() {
	return [{ title: 'Media library | Lanternfish back office' }]
}

export async function loader({ request, context }: Route.LoaderArgs) {
	// Checked here rather than in a middleware, so a refusal is drawn inside the back office (decision 034).
	requireRole(context, ROLES.content)
	const { db } = context.get(appContext)
	const url = new URL(request.url)
	const folder = folderOf(url.searchParams.get('folder'))
	const query = (url.searchParams.get('q') ?? '').slice(0, 100)
	const items = await listMedia(db, { kind: url.searchParams.get('folder') ? folder : undefined, query })
	return { items, folder, filtered: Boolean(url.searchParams.get('folder')), query, uploaded: url.searchParams.get('uploaded'), deleted: url.searchParams.has('deleted') }
}

export async function action({ request, context }: Route.ActionArgs) {
	requireRole(context, ROLES.content)
	const { db, media } = context.get(appContext)
	const staff = context.get(staffContext)
	// The folder is the page's: an upload lands where the library is showing.
	const folder = folderOf(new URL(request.url).searchParams.get('folder'))
	const fail = (errors: FieldErrors, status = 422) => data({ errors, values: null as Record<string, string> | null }, { status })
	if (!/^multipart\/form-data/i.test(request.headers.get('content-type') ?? '')) return fail({ file: ['Choose an image to upload.'] })
	const form = await readUploadForm<StoredImage | ImageProblem>(request, {
		maxFileBytes: IMAGE_MAX_BYTES,
		maxFiles: 1,
		maxFieldBytes: 16 * 1024,
		onFile: async (file) => {
			if (file.field !== 'file') {
				file.stream.resume()
				return 'empty'
			}
			return receiveImage(file.stream, { storage: media, folder: `media/${folder}`, maxBytes: IMAGE_MAX_BYTES })
		},
		onDiscard: async (value) => {
			if (typeof value !== 'string') await deleteImage(media, `media/${folder}`, value.file)
		},
	})
	if ('problem' in form) return fail({ file: [form.problem === 'too_large' ? IMAGE_MESSAGES.too_large : 'The form could not be read. Try again.'] })
	const upload = form.files[0]?.value ?? 'empty'
	const text = MediaTextSchema.safeParse({ alt: form.fields.alt ?? '', caption: form.fields.caption ?? '' })
	const errors: FieldErrors = text.success ? {} : fieldErrors(text.error)
	if (typeof upload === 'string') errors.file = [IMAGE_MESSAGES[upload]]
	if (Object.keys(errors).length > 0 || !text.success || typeof upload === 'string') {
		if (typeof upload !== 'string') await deleteImage(media, `media/${folder}`, upload.file)
		return data({ errors, values: form.fields }, { status: 422 })
	}
	const item = await registerUpload(db, media, { kind: folder, file: upload.file, width: upload.width, height: upload.height, uploadedBy: staff.id, ...text.data })
	await audit(db, actorOf(context), 'media.uploaded', `Picture '${item.alt}'`, { item: `media/${item.id}`, file: `${folder}/${item.file}` })
	throw redirect(`/admin/media?folder=${folder}&uploaded=${item.id}`)
}

export default function MediaLibrary({ loaderData, actionData }: Route.ComponentProps) {
	const { items, folder, filtered, query, uploaded, deleted } = loaderData
	const busy = useNavigation().state === 'submitting'
	const errors = actionData?.errors ?? {}
	const values = actionData?.values ?? {}
	return (
		<>
			<h1>Media library</h1>
			<p className="admin-muted">Every uploaded picture once, with the text that describes it. Pictures chosen here can be used in any post or page.</p>
			<Notice message={uploaded ? 'Picture uploaded to the library.' : deleted ? 'Picture deleted from the library and from storage.' : null} />
			<section className="admin-panel" aria-labelledby="upload-title">
				<h2 id="upload-title">Upload a picture</h2>
				<Form method="get" className="media-filter">
					<AdminField name="folder" label="Folder" defaultValue={folder} options={FOLDERS.map((kind) => ({ value: kind, label: folderLabel(kind) }))} />
					<AdminField name="q" label="Search alt text, caption or file name" defaultValue={query} maxLength={100} />
					<button type="submit" className="button">
						Show
					</button>
				</Form>
				<Form key={uploaded ?? 'empty'} method="post" action={`/admin/media?folder=${folder}`} encType="multipart/form-data" className="lead-form" noValidate>
					<div className="form-field">
						<label htmlFor="media-file" className="form-field__label">
							{`Picture (goes to ${folderLabel(folder).toLowerCase()})`}
						</label>
						<input
							id="media-file"
							name="file"
							type="file"
							accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
							className={errors.file ? 'form-field__control form-field__control--invalid' : 'form-field__control'}
							aria-invalid={errors.file ? true : undefined}
							aria-describedby={errors.file ? 'media-file-hint media-file-error' : 'media-file-hint'}
						/>
						<p id="media-file-hint" className="form-field__hint">
							JPEG, PNG, WebP, AVIF or GIF, up to 10 MB. Choose the folder above first.
						</p>
						{errors.file ? (
							<p id="media-file-error" className="form-field__error">
								{errors.file[0]}
							</p>
						) : null}
					</div>
					<AdminField name="alt" label="Alt text" required defaultValue={values.alt} errors={errors.alt} maxLength={300} hint="What the picture shows, for people who cannot see it." />
					<AdminField name="caption" label="Caption" required={false} defaultValue={values.caption} errors={errors.caption} maxLength={500} />
					<button type="submit" className="button button--primary" disabled={busy}>
						Upload
					</button>
				</Form>
			</section>
			<h2>{filtered ? folderLabel(folder) : 'All pictures'}</h2>
			{items.length === 0 ? (
				<p className="admin-muted">{query ? 'No picture matches.' : 'No pictures yet: upload one above.'}</p>
			) : (
				<ul className="media-grid">
					{items.map((item) => (
						<li key={item.id} className="media-card">
							<img {...mediaImage(item.kind, item.file, 'admin')} alt="" width={item.width ?? 160} height={item.height ?? 100} className="media-card__image" loading="lazy" />
							<div className="media-card__text">
								<Link to={`/admin/media/${item.id}`} className="media-card__title">
									{item.alt || <span className="media-card__missing">No alt text yet</span>}
								</Link>
								<p className="media-card__meta">
									{folderLabel(item.kind)}
									{item.width && item.height ? ` · ${item.width} × ${item.height}` : ''}
									{item.bytes ? ` · ${formatBytes(item.bytes)}` : ''}
								</p>
							</div>
						</li>
					))}
				</ul>
			)}
		</>
	)
}
