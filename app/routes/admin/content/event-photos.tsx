import { Form } from 'react-router'
import type { FieldErrors } from '#app/lib/field-errors.ts'
import { mediaImage } from '#app/lib/media.ts'
import { AdminField } from '../kit.tsx'

/** Event photos uploaded at once, at most. */
export const MAX_PHOTOS = 20

/** An event's photos below its fields: upload, caption, order, remove (after a confirmation). */
export function EventPhotos({ photos, errors, busy, removing }: { photos: { id: number; photo: string; title: string; sort_order: number }[]; errors: FieldErrors; busy: boolean; removing: number | null }) {
	const doomed = photos.find((photo) => photo.id === removing)
	return (
		<section className="admin-panel admin-photos" aria-labelledby="event-photos">
			<h2 id="event-photos">Photos</h2>
			{doomed ? (
				<div className="admin-confirm" role="group" aria-labelledby="confirm-photo">
					<h3 id="confirm-photo">{`Remove the photo ${doomed.title ? `“${doomed.title}”` : `#${doomed.id}`}?`}</h3>
					<img {...mediaImage('events', doomed.photo, 'admin')} alt="" width={160} height={100} className="admin-thumb" />
					<Form method="post" className="admin-form-actions">
						<button type="submit" name="intent" value={`photo-remove:${doomed.id}`} className="button button--danger" disabled={busy}>
							Remove the photo
						</button>
						<a href="?#event-photos" className="button">
							Keep it
						</a>
					</Form>
				</div>
			) : null}
			<Form method="post" encType="multipart/form-data" className="lead-form" noValidate>
				<div className="form-field">
					<label htmlFor="photos" className="form-field__label">
						Add photos
					</label>
					<input
						id="photos"
						name="photos"
						type="file"
						multiple
						accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
						className={errors.photos ? 'form-field__control form-field__control--invalid' : 'form-field__control'}
						aria-invalid={errors.photos ? true : undefined}
						aria-describedby={errors.photos ? 'photos-error' : 'photos-hint'}
					/>
					<p id="photos-hint" className="form-field__hint">
						{`Up to ${MAX_PHOTOS} at a time, 10 MB each.`}
					</p>
					{errors.photos ? (
						<p id="photos-error" className="form-field__error">
							{errors.photos[0]}
						</p>
					) : null}
				</div>
				<AdminField name="caption" label="Caption for these photos" maxLength={200} />
				<button type="submit" name="intent" value="photos-add" className="button button--primary" disabled={busy}>
					Upload photos
				</button>
			</Form>
			{photos.length === 0 ? (
				<p className="admin-muted">No photos yet.</p>
			) : (
				<Form method="post" className="lead-form" noValidate>
					<ul className="admin-photo-list">
						{photos.map((photo) => (
							<li key={photo.id}>
								<img {...mediaImage('events', photo.photo, 'admin')} alt="" width={160} height={100} className="admin-thumb" />
								<AdminField name={`title-${photo.id}`} label="Caption" defaultValue={photo.title} maxLength={200} errors={errors[`title-${photo.id}`]} />
								<AdminField name={`order-${photo.id}`} label="Order" type="number" min={0} max={10_000} defaultValue={photo.sort_order} errors={errors[`order-${photo.id}`]} />
								{/* Removing asks first: the link opens the confirmation, which works without JavaScript. */}
								<a href={`?remove-photo=${photo.id}#event-photos`} className="button button--danger" aria-label={`Remove photo ${photo.title || photo.id}…`}>
									Remove…
								</a>
							</li>
						))}
					</ul>
					<button type="submit" name="intent" value="photos-save" className="button button--primary" disabled={busy}>
						Save captions and order
					</button>
				</Form>
			)}
		</section>
	)
}
