import { useState } from 'react'
import Lightbox from 'yet-another-react-lightbox'
import Captions from 'yet-another-react-lightbox/plugins/captions'
import { mediaUrl } from '#app/lib/media.ts'
import 'yet-another-react-lightbox/styles.css'
import 'yet-another-react-lightbox/plugins/captions.css'
import './events.css'

interface Photo {
	id: number
	photo: string
	photo_title: string
}

const PHOTO_WIDTH = 1200
const PHOTO_HEIGHT = 800

/**
 * A grid of photo thumbnails; each opens the lightbox at that photo. The
 * lightbox (yet-another-react-lightbox) is a modal dialog: Esc closes it,
 * arrow keys move between photos, and focus returns to the thumbnail.
 */
export function EventGallery({ photos, eventName }: { photos: Photo[]; eventName: string }) {
	const [index, setIndex] = useState(-1)
	const slides = photos.map((photo) => ({
		src: mediaUrl('events', photo.photo),
		alt: photo.photo_title,
		title: photo.photo_title,
		width: PHOTO_WIDTH,
		height: PHOTO_HEIGHT,
	}))
	return (
		<>
			<ul className="auto-grid card-grid event-gallery" aria-label={`Photos of ${eventName}`}>
				{photos.map((photo, i) => (
					<li key={photo.id}>
						<button type="button" className="event-gallery__thumb" onClick={() => setIndex(i)}>
							<img
								src={mediaUrl('events', photo.photo)}
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
			<Lightbox
				open={index >= 0}
				index={Math.max(index, 0)}
				close={() => setIndex(-1)}
				slides={slides}
				plugins={[Captions]}
				captions={{ descriptionTextAlign: 'center' }}
				controller={{ closeOnBackdropClick: true }}
				labels={{ Lightbox: `Photos of ${eventName}` }}
			/>
		</>
	)
}
