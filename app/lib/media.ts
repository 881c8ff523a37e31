/**
 * The image base paths of the spec (§7): the API returns file names and the
 * pages prefix them. Kept in one place so a CDN can be put in front later.
 */
export const MEDIA_BASE = {
	blog: '/media/blog/',
	portfolio: '/media/portfolio/',
	logos: '/media/logos/',
	events: '/media/events/',
	testimonials: '/media/testimonials/',
	brand: '/media/brand/',
} as const

/** The name of an image uploaded through the back office (the seeded demo files have other names). */
export const UPLOADED_IMAGE_NAME = /^u-[0-9a-f-]{36}\.(jpg|png|webp)$/
/** An upload or one of its widths (the extension captured): a name never reused for other bytes. */
export const UPLOADED_NAME = /^u-[0-9a-f-]{36}(?:-\d+)?\.(jpg|png|webp)$/

declare const __DEMO_MEDIA_VERSION__: string

/**
 * A picture's URL. An upload's name is never reused for other bytes; a demo
 * file of the repository is named with the demo pictures' version (set by the
 * build, server/media-version.ts), so both may be kept by browsers for a year.
 */
export function mediaUrl(kind: keyof typeof MEDIA_BASE, file: string): string {
	const url = MEDIA_BASE[kind] + encodeURIComponent(file)
	return UPLOADED_NAME.test(file) ? url : `${url}?v=${__DEMO_MEDIA_VERSION__}`
}

/**
 * Every uploaded image also exists as `u-<uuid>-<width>.webp` at these widths. All three are
 * always written (a smaller original is not enlarged), so a page can derive them from the name.
 */
export const IMAGE_VARIANT_WIDTHS = [480, 960, 1600] as const

export function imageVariantName(file: string, width: number): string {
	return `${file.replace(/\.[^.]+$/, '')}-${width}.webp`
}

/** The `srcset` of an uploaded image; undefined for the demo files, which have no variants. */
export function mediaSrcSet(kind: keyof typeof MEDIA_BASE, file: string): string | undefined {
	if (!UPLOADED_IMAGE_NAME.test(file)) return undefined
	return IMAGE_VARIANT_WIDTHS.map((width) => `${mediaUrl(kind, imageVariantName(file, width))} ${width}w`).join(', ')
}
