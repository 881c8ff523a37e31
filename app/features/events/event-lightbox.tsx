import Lightbox, { type LightboxExternalProps, type Slide } from 'yet-another-react-lightbox'

/** Height kept below the photo for its caption and its place in the series (two lines of title on a phone, one beside the count wider). */
const CAPTION_SPACE = { narrow: 112, wide: 84 }

/**
 * The event gallery's lightbox, loaded by the gallery when a photo is first opened. Each photo is
 * drawn with its caption below it, never over it, and its place in the series ("3 of 6"): the
 * photo is sized to the room the slide leaves once the caption's is kept.
 */
export default function EventLightbox(props: LightboxExternalProps) {
	const slides = props.slides ?? []
	return (
		<Lightbox
			{...props}
			render={{
				slide: ({ slide, rect }) => <Photo slide={slide} rect={rect} position={`${slides.indexOf(slide) + 1} of ${slides.length}`} />,
			}}
		/>
	)
}

function Photo({ slide, rect, position }: { slide: Slide; rect: { width: number; height: number }; position: string }) {
	if (slide.type !== undefined && slide.type !== 'image') return undefined
	const { src, srcSet, alt, width = 1200, height = 800 } = slide
	const title = (slide as { title?: string }).title
	const room = rect.height - (rect.width < 600 ? CAPTION_SPACE.narrow : CAPTION_SPACE.wide)
	const scale = Math.min(rect.width / width, Math.max(room, 120) / height, 1)
	const size = { width: Math.round(width * scale), height: Math.round(height * scale) }
	return (
		<figure className="event-lightbox__photo">
			<img
				src={src}
				srcSet={srcSet?.map((source) => `${source.src} ${source.width}w`).join(', ')}
				sizes={`${size.width}px`}
				alt={alt ?? ''}
				width={size.width}
				height={size.height}
				style={size}
				draggable={false}
			/>
			<figcaption className="event-lightbox__caption" style={{ maxWidth: Math.max(size.width, 280) }}>
				{title ? <span className="event-lightbox__title">{title}</span> : null}
				<span className="event-lightbox__count">{position}</span>
			</figcaption>
		</figure>
	)
}
