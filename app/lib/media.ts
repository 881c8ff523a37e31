/**
 * The kinds of picture, each in its folder under /media/: the image base paths of
 * the spec (§7) and ours (`pages`: hero pictures of content and service pages;
 * `team`: portraits; `case-studies`: covers and galleries). The API returns file names and the pages prefix them with
 * mediaBase(), kept in one place so a CDN can be put in front later.
 */
export const MEDIA_KINDS = ['blog', 'portfolio', 'logos', 'events', 'testimonials', 'brand', 'pages', 'team', 'case-studies'] as const
export type MediaKind = (typeof MEDIA_KINDS)[number]

export const mediaBase = (kind: MediaKind): string => `/media/${kind}/`

/**
 * The picture an image column names. A column names a file of its own folder
 * by its name, as it always has, and a picture of another folder of the media
 * library as `folder/file` (decision 051), so any field may show any picture.
 */
export function mediaRef(kind: MediaKind, value: string): { kind: MediaKind; file: string } {
	const slash = value.indexOf('/')
	if (slash > 0) {
		const folder = value.slice(0, slash) as MediaKind
		const file = value.slice(slash + 1)
		if ((MEDIA_KINDS as readonly string[]).includes(folder) && file && !file.includes('/')) return { kind: folder, file }
	}
	return { kind, file: value }
}

/** What an image column of `kind` stores for a picture of the library: its name, or `folder/file` for another folder's. */
export const mediaRefValue = (kind: MediaKind, picture: { kind: MediaKind; file: string }): string => (picture.kind === kind ? picture.file : `${picture.kind}/${picture.file}`)

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
export function mediaUrl(kind: MediaKind, value: string): string {
	const { kind: folder, file } = mediaRef(kind, value)
	const url = mediaBase(folder) + encodeURIComponent(file)
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

/**
 * A demo picture drawn as a raster (a case study's cover, tools/demo-content/generate.ts) is written
 * 1200 px wide and again at 480 and 800 px as `<name>-<width>.webp` (a desktop card at 1×, a phone
 * at 2×); demo SVGs are one file at any width.
 */
const DEMO_RASTER_NAME = /^[a-z0-9][a-z0-9-]*\.webp$/
const DEMO_RASTER_SMALL_WIDTHS = [480, 800] as const
const DEMO_RASTER_WIDTH = 1200

/** An uploaded image's widths and their URLs, or a demo raster's; undefined for the demo SVGs, which have no variants. */
export function mediaVariants(kindOfColumn: MediaKind, value: string): { width: number; url: string }[] | undefined {
	const { kind, file } = mediaRef(kindOfColumn, value)
	if (UPLOADED_IMAGE_NAME.test(file)) return IMAGE_VARIANT_WIDTHS.map((width) => ({ width, url: mediaUrl(kind, imageVariantName(file, width)) }))
	if (DEMO_RASTER_NAME.test(file)) {
		return [
			...DEMO_RASTER_SMALL_WIDTHS.map((width) => ({ width, url: mediaUrl(kind, imageVariantName(file, width)) })),
			{ width: DEMO_RASTER_WIDTH, url: mediaUrl(kind, file) },
		]
	}
	return undefined
}

/** The `srcset` of an uploaded image or a demo raster; undefined for the demo SVGs, which have no variants. */
export function mediaSrcSet(kind: MediaKind, file: string): string | undefined {
	return mediaVariants(kind, file)
		?.map(({ width, url }) => `${url} ${width}w`)
		.join(', ')
}

/**
 * How wide each kind of picture is drawn, in CSS pixels, for `sizes` (measured at 360, 768, 1024
 * and 1440 px wide). Close is enough: the browser takes the first of IMAGE_VARIANT_WIDTHS that
 * covers this width times the screen's density.
 */
export const IMAGE_SIZES = {
	/** A card of a card grid: the column on a phone, at most about 400 px from two columns on. */
	card: '(min-width: 40rem) 400px, 100vw',
	/** A blog post's cover: the page's width, then the reading column's beside the sidebar from 60rem. */
	article: '(min-width: 60rem) 832px, 100vw',
	/** A related post: a thumbnail beside its title below 30rem, a card above it from there. */
	related: '(min-width: 30rem) 300px, 96px',
	/** The small pictures of lists beside a title (the blog's recent posts). */
	thumbnail: '72px',
	/** A tall page screenshot in a browser frame. */
	screenshot: '(min-width: 48rem) 690px, 100vw',
	/** The showcase frames of the home page's header, shown from 64rem. */
	showcase: '450px',
	/** A logo in a carousel or a grid of logos. */
	logo: '240px',
	/** A logo shown on its own page. */
	logoDetail: '400px',
	/** A case study's cover: the container's width (at most 1200 px), the page's on a phone. */
	cover: '(min-width: 78rem) 1200px, 100vw',
	/** A case study's gallery picture: the first one wide, the others half the container from 48rem. */
	gallery: '(min-width: 48rem) 600px, 100vw',
	/** A back office preview. */
	admin: '160px',
} as const

/**
 * The `src` of a picture and, for an upload or a demo raster, its widths with the `sizes` they are
 * chosen by: spread into an `<img>`. A demo SVG is one file at any width and gets `src` alone.
 */
export function mediaImage(
	kind: MediaKind,
	file: string,
	sizes: keyof typeof IMAGE_SIZES,
): { src: string; srcSet?: string; sizes?: string } {
	const srcSet = mediaSrcSet(kind, file)
	return srcSet ? { src: mediaUrl(kind, file), srcSet, sizes: IMAGE_SIZES[sizes] } : { src: mediaUrl(kind, file) }
}
