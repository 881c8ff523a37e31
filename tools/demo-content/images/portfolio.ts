/**
 * Portfolio "screenshots": a tall (1200×2400) capture of the client's home
 * page. Each project is classified into an archetype from keywords in its
 * title, description and industry (a clinic gets an appointment page, a hotel
 * a booking search, a shop a product grid, a SaaS product its dashboard),
 * and the archetype lays out its own header, hero and sections with copy
 * about the client. A curated palette, a type pairing, corner radii and the
 * layout variant come from the item's position among its siblings, so two
 * projects of the same kind never look alike. The finished page is put on
 * the studio palette (onPalette), so the mock-ups sit with the site's other
 * pictures.
 */
import { Rng, compact, onPalette, rect, svgDoc } from './lib.ts'
import { type Block, footer, hero, navBar } from './portfolio-blocks.ts'
import { type Page, market } from './portfolio-copy.ts'
import { type Ctx, H, PALETTES, type PalName, TYPES, type TypeName, css } from './portfolio-kit.ts'
import { clinicPage, lawPage, serviceBookingPage, wellnessPage } from './portfolio-pages-care.ts'
import { cafePage, foodGuidePage, shopPage } from './portfolio-pages-shop.ts'
import { hotelPage, rentalPage, toursPage } from './portfolio-pages-travel.ts'
import { dashboardPage, jobsPage, logisticsPage, marketPage, saasPage, solarPage, wholesalePage } from './portfolio-pages-data.ts'
import { coursesPage, examsPage, schoolPage, universityPage } from './portfolio-pages-learn.ts'
import { industrialPage, realEstatePage, studioPage, weddingPage } from './portfolio-pages-places.ts'

export interface PortfolioItem {
	category: string
	title: string
	domain: string
	image: string
	description: string
	/** The category's display label, when content/portfolio/categories.json has it. */
	categoryLabel?: string
	/** 'industry' or 'technology', from the same file. */
	categoryKind?: string
	/** How many earlier items share this item's archetype; siblings get different layouts and palettes. */
	variant?: number
}

interface Archetype {
	/** Keywords that point to the archetype. */
	match: RegExp
	palettes: PalName[]
	types: TypeName[]
	/** Corner radii of cards and buttons the trade suits. */
	radii: number[]
	page: (c: Ctx) => Page
}

/**
 * Checked against the title, the description's first sentence, the category
 * (when it names an industry) and the rest of the description, in falling
 * weight; the best score wins and ties go to the earlier archetype.
 */
const ARCHETYPES = {
	dashboard: { match: /dashboard|monitoring|dispatch|console|claims|\bops\b|insights|analytics|satellite/, palettes: ['emerald', 'midnight', 'violet', 'graphite'], types: ['sans', 'tight', 'humanist'], radii: [8, 12, 6], page: dashboardPage },
	saas: { match: /\bsaas\b|software for|invoic|ledger|queue/, palettes: ['violet', 'inkLime', 'ocean', 'midnight'], types: ['tight', 'sans', 'rounded'], radii: [12, 16, 8], page: saasPage },
	logistics: { match: /courier|freight|logistic|shipment|consignment|parcel|tracking/, palettes: ['petrol', 'redBold', 'navyGold'], types: ['condensed', 'tight', 'sans'], radii: [4, 8], page: logisticsPage },
	solar: { match: /solar quot|quotes\b|installer|proposals?\b/, palettes: ['sunset', 'forest', 'ocean'], types: ['tight', 'humanist'], radii: [12, 16], page: solarPage },
	jobs: { match: /staffing|recruit|\bjobs?\b|shifts?\b|candidates?/, palettes: ['ocean', 'coral', 'petrol'], types: ['humanist', 'sans'], radii: [8, 12], page: jobsPage },
	market: { match: /crop prices|mandi|market prices|commodit|agricultural markets/, palettes: ['agri', 'forest'], types: ['wide', 'sans'], radii: [6, 10], page: marketPage },
	wholesale: { match: /distribut|wholesale|chemists|ordering portal/, palettes: ['medBlue', 'clinicTeal'], types: ['sans', 'humanist'], radii: [6, 8], page: wholesalePage },
	clinic: { match: /dental|dentist|\bclinic\b|clinics\b|hearing|audiolog|family medicine|medicine practice|physician|hospital/, palettes: ['clinicTeal', 'medBlue', 'lavender', 'sage'], types: ['humanist', 'sans', 'serif'], radii: [16, 10, 24], page: clinicPage },
	hotel: { match: /hotel|resort|villas?\b|lodge|homestays?|suites|\bstays\b|guest ?house|courtyard/, palettes: ['maroon', 'forest', 'coffee', 'ocean', 'terracotta'], types: ['didone', 'classic', 'serif', 'humanist', 'tight'], radii: [0, 6, 14, 4, 10], page: hotelPage },
	tours: { match: /\btours?\b|treks?\b|trekking|travel|trail|routes\b|itinerar|holiday packages?|\btrips?\b/, palettes: ['sunset', 'forest', 'sky'], types: ['condensed', 'slab', 'serif'], radii: [8, 4, 16], page: toursPage },
	rental: { match: /self drive|car rental|\bcabs?\b|taxi|chauffeur|van rental|\brentals?\b|fleet/, palettes: ['redBold', 'graphite', 'sky', 'petrol'], types: ['tight', 'condensed', 'didone', 'sans'], radii: [10, 4, 0, 14], page: rentalPage },
	wedding: { match: /wedding|\bbrides?\b|shaadi|\bvows?\b|marriage/, palettes: ['blush', 'royal', 'sage'], types: ['didone', 'classic', 'serif'], radii: [0, 2, 20], page: weddingPage },
	realestate: { match: /real estate|realty|brokerage|property listings|listings?\b/, palettes: ['forest', 'navyGold', 'ocean'], types: ['tight', 'serif'], radii: [10, 4], page: realEstatePage },
	studio: { match: /interior|kitchens?\b|architect|furnish|home decor|design studio/, palettes: ['mono', 'terracotta', 'sage'], types: ['didone', 'tight', 'classic'], radii: [0, 4, 12], page: studioPage },
	industrial: { match: /fabrication|\bmills?\b|manufactur|factory|industrial|\bsteel\b|\bmetal\b/, palettes: ['steel', 'navyGold', 'maroon'], types: ['condensed', 'slab', 'tight'], radii: [0, 2, 4], page: industrialPage },
	wellness: { match: /yoga|fitness|\bgyms?\b|\bspas?\b|pilates|meditation|wellness/, palettes: ['graphite', 'sage', 'blush', 'coral'], types: ['condensed', 'classic', 'didone', 'rounded'], radii: [4, 20, 0, 14], page: wellnessPage },
	law: { match: /\blaw\b|legal|attorney|lawyer|accounting firm|consultan/, palettes: ['navyGold', 'forest', 'maroon'], types: ['classic', 'serif'], radii: [2, 0], page: lawPage },
	servicebooking: { match: /repair|servicing|workshop|salon|garage/, palettes: ['inkLime', 'coral', 'sky'], types: ['condensed', 'tight'], radii: [6, 12], page: serviceBookingPage },
	cafe: { match: /coffee|\bcafe\b|café|roaster|bakery|tea house/, palettes: ['coffee', 'terracotta', 'mono'], types: ['slab', 'didone', 'classic'], radii: [0, 10], page: cafePage },
	foodguide: { match: /\beats\b|food guide|restaurant guide|food and restaurant/, palettes: ['coral', 'redBold', 'maroon'], types: ['serif', 'condensed'], radii: [8, 0], page: foodGuidePage },
	shop: { match: /retailer|\bstores?\b|e ?commerce|\bshop\b|\bsells\b|outfitters|workwear|grocery|spice|\bbrand\b|dog food|\bpets?\b|organics|handwoven/, palettes: ['terracotta', 'steel', 'agri', 'forest', 'inkLime', 'maroon', 'rose', 'coral'], types: ['tight', 'condensed', 'serif', 'humanist', 'sans', 'didone', 'rounded', 'slab'], radii: [4, 0, 12, 8, 16, 2, 20, 6], page: shopPage },
	university: { match: /universit|institute of technology|school of design|admissions?\b|programmes/, palettes: ['navyGold', 'maroon', 'mono'], types: ['classic', 'serif', 'tight'], radii: [2, 4, 0], page: universityPage },
	school: { match: /\bschools?\b|montessori|preschool|k-8|k-12|kindergarten|pupils/, palettes: ['sky', 'coral', 'forest', 'maroon'], types: ['wide', 'rounded', 'humanist', 'serif'], radii: [12, 24, 8, 4], page: schoolPage },
	exams: { match: /\bexams?\b|test series|mock tests?|assessments?|question banks?/, palettes: ['sky', 'petrol', 'violet'], types: ['sans', 'humanist', 'tight'], radii: [8, 12, 6], page: examsPage },
	courses: { match: /academy|courses?\b|e ?learning|learning|training|bootcamp|coach|lessons?|gurukul|tutor|robotics|classes/, palettes: ['violet', 'sunset', 'inkLime', 'royal', 'ocean'], types: ['rounded', 'tight', 'condensed', 'serif', 'humanist'], radii: [16, 10, 6, 12, 20], page: coursesPage },
} satisfies Record<string, Archetype>

export type ArchetypeKey = keyof typeof ARCHETYPES

export function portfolioArchetype(item: PortfolioItem): ArchetypeKey {
	const [first = '', ...rest] = item.description.split(/(?<=\.)\s+/)
	const sources: [string, number][] = [
		[item.title, 3],
		[first, 2],
		[item.categoryKind === 'industry' ? `${item.categoryLabel ?? ''} ${item.category}` : '', 3],
		[rest.join(' '), 1],
	]
	const scores = new Map<ArchetypeKey, number>()
	for (const [source, weight] of sources) {
		const hay = source.toLowerCase().replace(/-/g, ' ')
		for (const [key, a] of Object.entries(ARCHETYPES) as [ArchetypeKey, Archetype][]) if (a.match.test(hay)) scores.set(key, (scores.get(key) ?? 0) + weight)
	}
	let best: ArchetypeKey = 'law'
	let top = 0
	for (const key of Object.keys(ARCHETYPES) as ArchetypeKey[]) {
		const s = scores.get(key) ?? 0
		if (s > top) [best, top] = [key, s]
	}
	return best
}

const FOOTER_MIN = 250

export function portfolioSvg(item: PortfolioItem): string {
	const key = portfolioArchetype(item)
	const a: Archetype = ARCHETYPES[key]
	const v = item.variant ?? 0
	const rng = new Rng(`portfolio:${item.image}:${item.title}`)
	const m = market(item)
	const c: Ctx = {
		rng,
		item: { title: item.title, domain: item.domain, description: item.description, variant: v, image: item.image },
		p: PALETTES[a.palettes[v % a.palettes.length]!],
		t: TYPES[a.types[v % a.types.length]!],
		r: a.radii[v % a.radii.length]!,
		br: a.radii[(v + 1) % a.radii.length]!,
		mark: (v * 3 + rng.int(0, 7)) % 8,
		cur: m.cur,
		place: m.place,
		india: m.india,
		defs: [],
		ids: new Map(),
		uid: 0,
	}
	const page = a.page(c)
	let body = rect(0, 0, 1200, H, c.p.bg)
	if (page.app) body += page.app(c)
	else {
		// a see-through header needs a picture or a dark ground behind it
		if (page.nav.style === 'overlay' && page.hero.layout !== 'image' && page.hero.bg !== 'dark' && page.hero.bg !== 'primary') page.nav.style = 'bar'
		const overlay = page.nav.style === 'overlay'
		const nav = navBar(c, page.nav)
		const top = hero(c, page.hero, overlay ? 0 : nav.h, overlay ? nav.h : 0)
		// the header is drawn last so that nothing in the hero covers it
		body += top.svg + nav.svg
		let y = nav.h + top.h
		const place = (blocks: Block[]) => {
			for (const b of blocks) {
				if (y + b.h + FOOTER_MIN > H) continue
				body += b.draw(y)
				y += b.h
			}
		}
		place(page.blocks)
		if (H - y - FOOTER_MIN > 160) place((page.fillers ?? []).filter((b) => !page.blocks.includes(b)))
		body += footer(c, Math.min(y, H - FOOTER_MIN), page.footer, page.cols, page.tagline)
	}
	return compact(onPalette(svgDoc({
		width: 1200,
		height: H,
		title: `${item.title} (${item.domain}): home page screenshot`,
		defs: c.defs.join(''),
		css: css(c),
		body: `<g fill="${c.p.ink}">${body}</g>`,
	})))
}
