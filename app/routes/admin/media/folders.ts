import type { MediaKind } from '#app/lib/media.ts'

/** The folders uploads go to: every kind of picture but the site's own brand files, in the library's order. */
type Folder = Exclude<MediaKind, 'brand'>

/** Each folder's name in the library (a new kind of picture does not compile until it has one). */
const LABELS: Record<Folder, string> = {
	blog: 'Blog pictures',
	pages: 'Page and service pictures',
	'case-studies': 'Case study pictures',
	events: 'Event photos',
	portfolio: 'Portfolio screenshots',
	logos: 'Logo designs',
	team: 'Team portraits',
	testimonials: 'Testimonial posters',
}

export const FOLDERS = Object.keys(LABELS) as Folder[]

export const folderOf = (value: string | null | undefined): Folder => FOLDERS.find((kind) => kind === value) ?? 'blog'

export const folderLabel = (kind: string) => LABELS[kind as Folder] ?? kind

export const formatBytes = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`)
