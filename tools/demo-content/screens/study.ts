import type { Screen } from './kit.ts'

/** How a gallery picture shows the screens: one desktop screen on the study's ground, or two or three phones side by side with a label under each. */
export type Layout = { kind: 'desktop'; screen: string } | { kind: 'phones'; screens: { id: string; label: string }[] }

/** A study's art direction and its screens: what its gallery and cover show. */
export interface StudyScreens {
	/** The case study's slug (content/case-studies/<slug>.md). */
	slug: string
	/** The pairing: the display face, the text face, and any other face its screens use. */
	faces: string[]
	/** The ground of its pictures, its accent, the ink of labels on that ground, and the display face for the labels. */
	art: { ground: string; accent: string; ink: string; display: string; pattern?: string }
	/** The product's own sheet, shared by its screens. */
	css: string
	screens: Screen[]
	/** Gallery pictures by file name, in the order of the study's gallery. */
	gallery: { file: string; layout: Layout }[]
	/** The cover: a desktop screen and a phone screen, placed as `arrangement` says. */
	cover: { file: string; desktop: string; phone: string; arrangement: 'phone-right' | 'phone-left' | 'phone-front' }
}
