import { type MediaKind, mediaImage } from '#app/lib/media.ts'

/**
 * How wide the pictures of the designed inner pages are drawn (decision 031), like
 * IMAGE_SIZES in app/lib/media.ts. They are kept here because their pages' loaders work out the
 * pictures' attributes on the server, so these strings need not join the JavaScript every
 * page loads.
 */
export const PAGE_IMAGE_SIZES = {
	/** A page's hero picture: the column beside the heading from 60rem, the page's width below. */
	hero: '(min-width: 60rem) 560px, 100vw',
	/** A portrait of the team: two to a row on a phone, about 240 px from 40rem. */
	portrait: '(min-width: 40rem) 240px, 45vw',
} as const

/** mediaImage() with one of the sizes above: `src`, and for an upload its widths. */
export function pageImage(kind: MediaKind, file: string, sizes: keyof typeof PAGE_IMAGE_SIZES): { src: string; srcSet?: string; sizes?: string } {
	const image = mediaImage(kind, file, 'card')
	return image.srcSet ? { ...image, sizes: PAGE_IMAGE_SIZES[sizes] } : image
}
