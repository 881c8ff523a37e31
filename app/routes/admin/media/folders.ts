import type { MediaKind } from '#app/lib/media.ts'

/** The folders uploads go to (a MediaKind each), as the library names them. */
export const FOLDERS = ['blog', 'pages', 'case-studies', 'events', 'portfolio', 'logos', 'team', 'testimonials'] as const satisfies readonly MediaKind[]

const LABELS: Record<(typeof FOLDERS)[number], string> = {
	blog: 'Blog pictures',
	pages: 'Page and service pictures',
	'case-studies': 'Case study pictures',
	events: 'Event photos',
	portfolio: 'Portfolio screenshots',
	logos: 'Logo designs',
	team: 'Team portraits',
	testimonials: 'Testimonial posters',
}

export const folderOf = (value: string | null | undefined): (typeof FOLDERS)[number] => FOLDERS.find((kind) => kind === value) ?? 'blog'

export const folderLabel = (kind: string) => LABELS[kind as (typeof FOLDERS)[number]] ?? kind

export const formatBytes = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`)
