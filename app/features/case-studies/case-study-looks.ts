/**
 * Each demo case study's art direction on its page (decision 086): the palette of its hero and
 * figures, its headings' face and the rhythm of its story, matched to the product's own screens in
 * its pictures. Drawn by case-studies.css from the article's class; a study without one (a new
 * study staff add) takes the house look.
 */
export type CaseStudyLook = 'house' | 'haveli' | 'night-ops' | 'instrument' | 'joinery' | 'clinic' | 'trade'

const LOOKS: Record<string, CaseStudyLook> = {
	'banyan-courtyard': 'haveli',
	freightpulse: 'night-ops',
	gridsense: 'instrument',
	'kitchen-canvas': 'joinery',
	'marigold-dental-care': 'clinic',
	'tilewala-home': 'trade',
}

export const caseStudyLook = (slug: string): CaseStudyLook => LOOKS[slug] ?? 'house'
