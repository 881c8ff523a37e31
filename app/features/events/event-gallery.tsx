import { lazy, Suspense, useEffect, useState } from 'react'
import { mediaImage, mediaUrl, mediaVariants } from '#app/lib/media.ts'
import { opensInPlace } from '#app/lib/opens-in-place.ts'
import 'yet-another-react-lightbox/styles.css'
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

// The lightbox's code is not in the page's first scripts: it loads when the gallery is hydrated (as
// a visitor reaches for a photo), so the photo opens without waiting for the network.
const loadLightbox = () => import('./event-lightbox.tsx')
const EventLightbox = lazy(loadLightbox)

/**
 * A grid of photo thumbnails, each a link to its photo that opens the lightbox at it. The
 * lightbox (yet-another-react-lightbox) is a modal dialog: Esc closes it,
 * arrow keys move between photos, and focus returns to the thumbnail.
 */
export function EventGallery({ photos, eventName }: { photos: Photo[]; eventName: string }) {
	const [index, setIndex] = useState(-1)
	const [opened, setOpened] = useState(false)
	useEffect(() => void loadLightbox(), [])
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
						<a href={mediaUrl('events', photo.photo)} className="event-gallery__thumb" {...opensInPlace(() => setIndex(i))}>
							<img
								{...mediaImage('events', photo.photo, 'card')}
								alt=""
								width={PHOTO_WIDTH}
								height={PHOTO_HEIGHT}
								loading={i < 3 ? 'eager' : 'lazy'}
							/>
							<span className="event-gallery__caption">{photo.photo_title}</span>
						</a>
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
						controller={{ closeOnBackdropClick: true }}
						labels={{ Lightbox: `Pictures of ${eventName}` }}
					/>
				</Suspense>
			) : null}
		</>
	)
}
