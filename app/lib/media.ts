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

export function mediaUrl(kind: keyof typeof MEDIA_BASE, file: string): string {
	return MEDIA_BASE[kind] + encodeURIComponent(file)
}
