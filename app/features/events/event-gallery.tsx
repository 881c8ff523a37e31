import { lazy, Suspense, useState } from 'react'
import { mediaImage, mediaUrl, mediaVariants } from '#app/lib/media.ts'
import 'yet-another-react-lightbox/styles.css'
import 'yet-another-react-lightbox/plugins/captions.css'
import './events.css'

interface Photo {
	id: number
	photo: string
	photo_title: string
	/** The alt text of its media library entry (decision 051). */
	alt?: string
}

const PHOTO_WIDTH = 1200
const PHOTO_HEIGHT = 800

// The lightbox's code loads when a photo is first opened, not with the page (issue 11).
const EventLightbox = lazy(() => import('./event-lightbox.tsx'))

/**
 * A grid of photo thumbnails; each opens the lightbox at that photo. The
 * lightbox (yet-another-react-lightbox) is a modal dialog: Esc closes it,
 * arrow keys move between photos, and focus returns to the thumbnail.
 */
export function EventGallery({ photos, eventName }: { photos: Photo[]; eventName: string }) {
	const [index, setIndex] = useState(-1)
	const [opened, setOpened] = useState(false)
	if (index >= 0 && !opened) setOpened(true)
	// An uploaded photo offers the lightbox its widths too, which picks the one the screen needs.
	const slides = photos.map((photo) => ({
		src: mediaUrl('events', photo.photo),
		srcSet: mediaVariants('events', photo.photo)?.map(({ width, url }) => ({ src: url, width, height: Math.round((width * PHOTO_HEIGHT) / PHOTO_WIDTH) })),
		alt: photo.alt || photo.photo_title,
		title: photo.photo_title,
		width: PHOTO_WIDTH,
		height: PHOTO_HEIGHT,
	}))
	return (
		<>
			<ul className="auto-grid card-grid event-gallery" aria-label={`Pictures of ${eventName}`}>
				{photos.map((photo, i) => (
					<li key={photo.id}>
						<button type="button" className="event-gallery__thumb" onClick={() => setIndex(i)}>
							<img
								{...mediaImage('events', photo.photo, 'card')}
								alt=""
								width={PHOTO_WIDTH}
								height={PHOTO_HEIGHT}
								loading={i < 3 ? 'eager' : 'lazy'}
							/>
							<span className="event-gallery__caption">{photo.photo_title}</span>
						</button>
					</li>
				))}
			</ul>
			{opened ? (
				<Suspense fallback={null}>
					<EventLightbox
						open={index >= 0}
						index={Math.max(index, 0)}
						close={() => setIndex(-1)}
						slides={slides}
						captions={{ descriptionTextAlign: 'center' }}
						controller={{ closeOnBackdropClick: true }}
						labels={{ Lightbox: `Pictures of ${eventName}` }}
					/>
				</Suspense>
			) : null}
		</>
	)
}
