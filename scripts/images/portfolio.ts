/**
 * Portfolio "screenshots": a tall (1200×2400) mock-up of the client's web
 * site, built from a navigation bar, a hero, several content sections and a
 * footer. Four layout templates, a seeded palette and sector-specific wording
 * (menu items, section headings, button labels) keep them varied.
 */
import { FEATURE_GLYPHS, icon } from './icons.ts'
import { Rng, circle, fitFont, hsl, initials, makePalette, n, rect, svgDoc, text, textBars, textWidth, wrapText } from './lib.ts'
import type { Palette } from './lib.ts'

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
}

const W = 1200
const H = 2400
const X0 = 60
const CW = W - 2 * X0
const FOOTER_MIN = 320

type Sector = 'shop' | 'food' | 'property' | 'health' | 'education' | 'travel' | 'rides' | 'wedding' | 'finance' | 'tech' | 'business'
type PhotoKind = 'landscape' | 'building' | 'plate' | 'product' | 'person' | 'abstract' | 'device' | 'vehicle'

interface Vocab {
	menu: string[]
	cta: string
	eyebrow: string
	cards: string
	features: string
	about: string
	closing: string
	photos: PhotoKind[]
}

const SECTORS: [Sector, RegExp][] = [
	['shop', /e ?commerce|(?<!fabrication |repair )\bshop\b|\bstores?\b|magento|woocommerce|shopify|fashion|boutique|retail|jewel|apparel|clothing|workwear|handicraft|furniture|gifts?\b|marketplace|spices?\b|grocery/],
	['food', /restaurant|\bfood|\bcafe|café|bakery|catering|dining|sweets|\btea\b|coffee|dhaba|pizza/],
	['property', /real estate|realty|propert|\bhomes?\b|builder|construction|interior|architect|housing|apartment|modular/],
	['health', /health|clinic|hospital|dental|medical|medicine|pharma|wellness|yoga|fitness|gym|ayurved|physio|doctor|audiolog|\bspa\b|salon|care\b/],
	['education', /school|education|academy|learning|course|universit|college|tutor|coaching|institute|kids|exams?\b|mock tests?|assessment|training|gurukul|montessori/],
	['wedding', /wedding|bride|bridal|shaadi|\bvows?\b|marriage/],
	['rides', /\bcars?\b|\bcabs?\b|taxi|rental|fleet|courier|freight|logistic|chauffeur|\bvans?\b|self drive|transport/],
	['travel', /travel|\btours?\b|hotel|resort|holiday|\btrips?\b|homestay|\bstays?\b|trek|safari|airline|lodge|villa|suites|beach/],
	['finance', /financ|\bbank|insurance|accounting|invest|\btax\b|loan|legal|law firm|consult|wealth|invoic/],
	['tech', /software|saas|\bapp\b|mobile app|\btech\b|cloud|startup|platform|\bcrm\b|\berp\b|dashboard|\bapi\b|iot|analytics/],
]

const VOCAB: Record<Sector, Vocab> = {
	shop: {
		menu: ['Shop', 'New In', 'Collections', 'Sale', 'About'],
		cta: 'Shop now',
		eyebrow: 'NEW SEASON',
		cards: 'Best sellers',
		features: 'Why shop with us',
		about: 'Our story',
		closing: 'Join our newsletter',
		photos: ['product', 'product', 'person', 'abstract'],
	},
	food: {
		menu: ['Menu', 'Reservations', 'Catering', 'Gallery', 'Contact'],
		cta: 'Book a table',
		eyebrow: 'FRESH EVERY DAY',
		cards: 'Chef’s specials',
		features: 'Made with care',
		about: 'Our kitchen',
		closing: 'Reserve your table tonight',
		photos: ['plate', 'plate', 'person', 'building'],
	},
	property: {
		menu: ['Buy', 'Rent', 'Projects', 'About', 'Contact'],
		cta: 'View properties',
		eyebrow: 'FIND YOUR HOME',
		cards: 'Featured listings',
		features: 'Why buy with us',
		about: 'Built to last',
		closing: 'Book a site visit',
		photos: ['building', 'building', 'landscape', 'person'],
	},
	health: {
		menu: ['Services', 'Doctors', 'Patients', 'About', 'Contact'],
		cta: 'Book appointment',
		eyebrow: 'CARE YOU CAN TRUST',
		cards: 'Our specialists',
		features: 'Why patients choose us',
		about: 'About the clinic',
		closing: 'Your health, our priority',
		photos: ['person', 'person', 'building', 'abstract'],
	},
	education: {
		menu: ['Courses', 'Admissions', 'Faculty', 'Campus', 'Contact'],
		cta: 'Apply now',
		eyebrow: 'ADMISSIONS OPEN',
		cards: 'Popular courses',
		features: 'Why learn with us',
		about: 'About the school',
		closing: 'Start learning today',
		photos: ['person', 'building', 'device', 'abstract'],
	},
	travel: {
		menu: ['Destinations', 'Packages', 'Stays', 'Blog', 'Contact'],
		cta: 'Plan your trip',
		eyebrow: 'EXPLORE MORE',
		cards: 'Top destinations',
		features: 'Travel made easy',
		about: 'Our story',
		closing: 'Ready for your next adventure?',
		photos: ['landscape', 'landscape', 'building', 'person'],
	},
	finance: {
		menu: ['Services', 'Solutions', 'Insights', 'About', 'Contact'],
		cta: 'Get started',
		eyebrow: 'TRUSTED ADVISORS',
		cards: 'Our solutions',
		features: 'Why clients trust us',
		about: 'Who we are',
		closing: 'Talk to an advisor',
		photos: ['person', 'device', 'building', 'abstract'],
	},
	tech: {
		menu: ['Product', 'Features', 'Pricing', 'Docs', 'Login'],
		cta: 'Start free trial',
		eyebrow: 'NEW RELEASE',
		cards: 'Built for teams',
		features: 'Everything you need',
		about: 'How it works',
		closing: 'Start building today',
		photos: ['device', 'device', 'abstract', 'person'],
	},
	rides: {
		menu: ['Fleet', 'Locations', 'Deals', 'Business', 'Contact'],
		cta: 'Book now',
		eyebrow: 'ON TIME, EVERY TIME',
		cards: 'Choose your ride',
		features: 'Why ride with us',
		about: 'Our fleet',
		closing: 'Get moving today',
		photos: ['vehicle', 'vehicle', 'landscape', 'person'],
	},
	wedding: {
		menu: ['Weddings', 'Venues', 'Gallery', 'Packages', 'Contact'],
		cta: 'Plan your day',
		eyebrow: 'YOUR DAY, YOUR WAY',
		cards: 'Featured venues',
		features: 'Everything taken care of',
		about: 'Our story',
		closing: 'Let’s plan your celebration',
		photos: ['landscape', 'building', 'person', 'abstract'],
	},
	business: {
		menu: ['Home', 'About', 'Services', 'Portfolio', 'Contact'],
		cta: 'Get a quote',
		eyebrow: 'WELCOME',
		cards: 'Recent work',
		features: 'What we do',
		about: 'About us',
		closing: 'Let’s work together',
		photos: ['person', 'building', 'abstract', 'landscape'],
	},
}

export function detectSector(item: PortfolioItem): Sector {
	const category = `${item.categoryLabel ?? ''} ${item.category}`
	const firstSentence = item.description.split(/(?<=\.)\s/)[0] ?? ''
	// an industry category says what the business is; a technology one only how it was built
	const sources = item.categoryKind === 'industry' ? [category, item.title, firstSentence] : [item.title, firstSentence, category]
	for (const source of sources) {
		const hay = source.toLowerCase().replace(/-/g, ' ')
		for (const [sector, re] of SECTORS) if (re.test(hay)) return sector
	}
	return 'business'
}

interface Ctx {
	rng: Rng
	p: Palette
	item: PortfolioItem
	sector: Sector
	v: Vocab
	/** Corner radius of cards, images and buttons. */
	r: number
	/** Shape of the logo mark. */
	mark: number
	defs: string[]
	clips: number
	heading: number
}

interface Section {
	h: number
	draw: (c: Ctx, y: number) => string
}

// ---------------------------------------------------------------- components

function logoMark(c: Ctx, x: number, y: number, s: number, color: string, on: string): string {
	const letter = initials(c.item.title, 1)
	const glyph = text(x + s / 2, y + s * 0.7, letter, { size: s * 0.56, fill: on, weight: 800, anchor: 'middle' })
	switch (c.mark) {
		case 0:
			return rect(x, y, s, s, color, s * 0.28) + glyph
		case 1:
			return circle(x + s / 2, y + s / 2, s / 2, color) + glyph
		case 2:
			return `<path d="M${n(x + s / 2)} ${n(y)}L${n(x + s)} ${n(y + s / 2)}L${n(x + s / 2)} ${n(y + s)}L${n(x)} ${n(y + s / 2)}z" fill="${color}"/>` + text(x + s / 2, y + s * 0.66, letter, { size: s * 0.42, fill: on, weight: 800, anchor: 'middle' })
		default:
			return circle(x + s * 0.36, y + s / 2, s * 0.36, color) + circle(x + s * 0.64, y + s / 2, s * 0.36, c.p.secondary, 'fill-opacity=".85"')
	}
}

function brand(c: Ctx, x: number, y: number, color: string, markColor: string, maxWidth = 300): string {
	const s = 36
	const size = fitFont(c.item.title, maxWidth - s - 12, 21, 14, true)
	const label = wrapText(c.item.title, maxWidth - s - 12, size, true, 1)[0] ?? ''
	return logoMark(c, x, y, s, markColor, '#fff') + text(x + s + 12, y + s / 2 + size * 0.36, label, { size, fill: color, weight: 700 })
}

function button(c: Ctx, x: number, y: number, label: string, fill: string, color: string, size = 16, outline = false, anchor: 'start' | 'middle' = 'start'): string {
	const w = textWidth(label, size, true) + size * 2.6
	const h = size * 3
	const left = anchor === 'middle' ? x - w / 2 : x
	const shape = outline
		? rect(left, y, w, h, 'none', Math.min(c.r, h / 2), `stroke="${fill}" stroke-width="2"`)
		: rect(left, y, w, h, fill, Math.min(c.r, h / 2))
	return shape + text(left + w / 2, y + h / 2 + size * 0.36, label, { size, fill: color, weight: 600, anchor: 'middle' })
}

function buttonWidth(label: string, size = 16): number {
	return textWidth(label, size, true) + size * 2.6
}

function heading(c: Ctx, x: number, y: number, label: string, anchor: 'start' | 'middle' = 'start', color = c.p.ink, size = 34): string {
	return text(x, y, label, { size, fill: color, weight: c.heading, anchor })
}

/** A flat illustration standing in for a photograph, clipped to rounded corners. */
function photo(c: Ctx, x: number, y: number, w: number, h: number, kind: PhotoKind = c.rng.pick(c.v.photos)): string {
	const { rng, p } = c
	const hue = p.hue + rng.pick([0, 0, 25, -25, 180])
	let g = ''
	switch (kind) {
		case 'landscape': {
			g += rect(x, y, w, h, hsl(hue + 10, 55, 86))
			g += circle(x + w * rng.range(0.55, 0.8), y + h * 0.32, Math.min(w, h) * 0.11, hsl(38, 95, 70))
			for (const [i, light] of [[0, 68], [1, 48]] as const) {
				const base = y + h * (0.62 + i * 0.12)
				let d = `M${n(x)} ${n(y + h)}L${n(x)} ${n(base)}`
				const peaks = rng.int(2, 4)
				for (let k = 0; k < peaks; k++) {
					const px = x + (w * (k + rng.range(0.3, 0.7))) / peaks
					d += `L${n(px)} ${n(base - h * rng.range(0.15, 0.35))}L${n(x + (w * (k + 1)) / peaks)} ${n(base)}`
				}
				g += `<path d="${d}L${n(x + w)} ${n(y + h)}z" fill="${hsl(hue + 120, 30, light)}"/>`
			}
			break
		}
		case 'building': {
			g += rect(x, y, w, h, hsl(hue + 10, 45, 88))
			g += rect(x, y + h * 0.82, w, h * 0.18, hsl(110, 30, 62))
			const count = rng.int(2, 3)
			for (let i = 0; i < count; i++) {
				const bw = (w / count) * rng.range(0.5, 0.7)
				const bx = x + (w / count) * i + (w / count - bw) / 2
				const bh = h * rng.range(0.4, 0.68)
				const by = y + h * 0.84 - bh
				g += rect(bx, by, bw, bh, hsl(hue + i * 20, 18, 30 + i * 14))
				const cols = 3
				const rows = Math.max(2, Math.floor(bh / 40))
				const ww = bw / (cols * 2 + 1)
				for (let r = 0; r < rows; r++) g += rect(bx + ww, by + 14 + r * (bh - 20) / rows, bw - 2 * ww, Math.max(3, ww * 0.7), hsl(45, 80, 80), 0, 'fill-opacity=".75"')
			}
			break
		}
		case 'plate': {
			g += rect(x, y, w, h, hsl(28, 35, 78))
			const cx = x + w / 2
			const cy = y + h / 2
			const rr = Math.min(w, h) * 0.36
			g += circle(cx + 6, cy + 8, rr, '#000', 'fill-opacity=".12"') + circle(cx, cy, rr, '#fbfaf7') + circle(cx, cy, rr * 0.74, '#efe9df')
			g += circle(cx, cy, rr * 0.52, hsl(rng.pick([15, 30, 45, 95]), 70, 48))
			for (let i = 0; i < 6; i++) {
				const a = (i / 6) * Math.PI * 2 + rng.next()
				g += circle(cx + Math.cos(a) * rr * 0.3, cy + Math.sin(a) * rr * 0.3, rr * 0.09, hsl(rng.pick([100, 0, 50]), 60, 42))
			}
			g += rect(cx + rr * 1.15, cy - rr * 0.8, rr * 0.08, rr * 1.6, '#c9c4bb', 3) + rect(cx - rr * 1.23, cy - rr * 0.8, rr * 0.08, rr * 1.6, '#c9c4bb', 3)
			break
		}
		case 'product': {
			g += rect(x, y, w, h, hsl(hue, 35, 90))
			const cx = x + w / 2
			const base = y + h * 0.8
			const s = Math.min(w, h) * 0.5
			g += `<ellipse cx="${n(cx)}" cy="${n(base)}" rx="${n(s * 0.55)}" ry="${n(s * 0.08)}" fill="#000" fill-opacity=".1"/>`
			const col = hsl(hue + rng.pick([0, 30, 180]), 55, rng.pick([35, 55, 70]))
			switch (rng.int(0, 3)) {
				case 0: // bottle
					g += rect(cx - s * 0.22, base - s, s * 0.44, s, col, s * 0.1) + rect(cx - s * 0.09, base - s * 1.18, s * 0.18, s * 0.22, hsl(hue, 20, 25), 3) + rect(cx - s * 0.16, base - s * 0.62, s * 0.32, s * 0.26, '#fff', 3, 'fill-opacity=".85"')
					break
				case 1: // bag
					g += `<path d="M${n(cx - s * 0.2)} ${n(base - s * 0.72)}a${n(s * 0.2)} ${n(s * 0.22)} 0 0 1 ${n(s * 0.4)} 0" fill="none" stroke="${hsl(hue, 20, 25)}" stroke-width="${n(s * 0.04)}"/>` + rect(cx - s * 0.38, base - s * 0.72, s * 0.76, s * 0.72, col, 6)
					break
				case 2: // jar
					g += rect(cx - s * 0.32, base - s * 0.72, s * 0.64, s * 0.72, col, s * 0.14) + rect(cx - s * 0.35, base - s * 0.86, s * 0.7, s * 0.16, hsl(hue, 20, 25), 5)
					break
				default: // box
					g += rect(cx - s * 0.4, base - s * 0.6, s * 0.8, s * 0.6, col, 4) + rect(cx - s * 0.05, base - s * 0.6, s * 0.1, s * 0.6, '#fff', 0, 'fill-opacity=".6"')
			}
			break
		}
		case 'person': {
			g += rect(x, y, w, h, hsl(hue, 30, 86))
			g += rect(x + w * 0.08, y + h * 0.1, w * 0.3, h * 0.45, '#fff', 4, 'fill-opacity=".5"')
			const cx = x + w * rng.range(0.45, 0.6)
			const s = Math.min(w, h * 1.2)
			const headR = s * 0.12
			const top = y + h - s * 0.5
			g += `<path d="M${n(cx - s * 0.34)} ${n(y + h)}c0-${n(s * 0.3)} ${n(s * 0.12)}-${n(s * 0.36)} ${n(s * 0.34)}-${n(s * 0.36)}s${n(s * 0.34)} ${n(s * 0.06)} ${n(s * 0.34)} ${n(s * 0.36)}z" fill="${hsl(hue + 180, 40, 45)}"/>`
			g += circle(cx, top, headR, rng.pick(['#f1c9a5', '#d9a27c', '#a26a42', '#7d4f2e']))
			g += `<path d="M${n(cx - headR)} ${n(top)}a${n(headR)} ${n(headR)} 0 0 1 ${n(headR * 2)} 0c-${n(headR * 0.6)}-${n(headR * 0.45)}-${n(headR * 1.3)}-${n(headR * 0.4)}-${n(headR * 2)} 0z" fill="#2b1d14"/>`
			break
		}
		case 'device': {
			g += rect(x, y, w, h, hsl(hue + 200, 25, 88))
			const dw = w * 0.7
			const dh = Math.min(h * 0.62, dw * 0.6)
			const dx = x + (w - dw) / 2
			const dy = y + (h - dh) / 2 - h * 0.04
			g += rect(dx, dy, dw, dh, '#1f2430', 6) + rect(dx + 6, dy + 6, dw - 12, dh - 12, '#fff', 2)
			g += rect(dx - dw * 0.08, dy + dh, dw * 1.16, Math.max(6, h * 0.04), '#c8ccd6', 3)
			for (let i = 0; i < 4; i++) {
				const bh = (dh - 30) * rng.range(0.3, 0.85)
				g += rect(dx + 20 + i * (dw - 40) / 4, dy + dh - 14 - bh, (dw - 40) / 6, bh, i % 2 ? p.secondary : p.primary, 2)
			}
			break
		}
		case 'vehicle': {
			g += rect(x, y, w, h, hsl(hue + 200, 35, 88)) + rect(x, y + h * 0.74, w, h * 0.26, hsl(hue + 200, 10, 70))
			const s = Math.min(w, h * 1.6) * 0.8
			const cx = x + w / 2
			const base = y + h * 0.8
			const body = hsl(hue + rng.pick([0, 150, 200]), 60, 45)
			g += `<ellipse cx="${n(cx)}" cy="${n(base + s * 0.02)}" rx="${n(s * 0.5)}" ry="${n(s * 0.04)}" fill="#000" fill-opacity=".15"/>`
			g += `<path d="M${n(cx - s * 0.48)} ${n(base - s * 0.06)}v-${n(s * 0.12)}q0-${n(s * 0.05)} ${n(s * 0.06)}-${n(s * 0.07)}l${n(s * 0.12)}-${n(s * 0.03)}l${n(s * 0.1)}-${n(s * 0.12)}q${n(s * 0.03)}-${n(s * 0.03)} ${n(s * 0.08)}-${n(s * 0.03)}h${n(s * 0.26)}q${n(s * 0.05)} 0 ${n(s * 0.08)} ${n(s * 0.03)}l${n(s * 0.11)} ${n(s * 0.12)}l${n(s * 0.09)} ${n(s * 0.03)}q${n(s * 0.05)} ${n(s * 0.02)} ${n(s * 0.05)} ${n(s * 0.07)}v${n(s * 0.12)}z" fill="${body}"/>`
			g += `<path d="M${n(cx - s * 0.17)} ${n(base - s * 0.27)}l${n(s * 0.07)}-${n(s * 0.09)}h${n(s * 0.12)}v${n(s * 0.09)}zM${n(cx + s * 0.05)} ${n(base - s * 0.27)}v-${n(s * 0.09)}h${n(s * 0.1)}l${n(s * 0.08)} ${n(s * 0.09)}z" fill="#dff3ff"/>`
			for (const wx of [cx - s * 0.28, cx + s * 0.28]) g += circle(wx, base - s * 0.06, s * 0.085, '#1f2430') + circle(wx, base - s * 0.06, s * 0.04, '#c8ccd6')
			break
		}
		default: {
			g += rect(x, y, w, h, hsl(hue, 45, 84))
			g += circle(x + w * rng.range(0.2, 0.5), y + h * rng.range(0.3, 0.7), Math.min(w, h) * 0.42, hsl(hue + 30, 60, 70))
			g += circle(x + w * rng.range(0.55, 0.85), y + h * rng.range(0.4, 0.8), Math.min(w, h) * 0.3, hsl(hue - 30, 55, 55), 'fill-opacity=".8"')
			g += rect(x + w * 0.1, y + h * 0.75, w * 0.5, h * 0.1, '#fff', 4, 'fill-opacity=".6"')
		}
	}
	if (c.r === 0) return g
	const id = `c${c.clips++}`
	c.defs.push(`<clipPath id="${id}">${rect(x, y, w, h, '#000', c.r)}</clipPath>`)
	return `<g clip-path="url(#${id})">${g}</g>`
}

function featureIcon(c: Ctx, x: number, y: number, s: number, glyph: string, tinted = true): string {
	const bg = tinted ? c.p.soft : c.p.primary
	return rect(x, y, s, s, bg, Math.min(c.r, s / 2)) + icon(glyph, x + s * 0.25, y + s * 0.25, s * 0.5, tinted ? c.p.primary : '#fff')
}

function price(c: Ctx): string {
	const inr = /\.in$/.test(c.item.domain)
	const amount = inr ? c.rng.int(4, 60) * 100 - 1 : c.rng.int(12, 180)
	return inr ? `₹${amount.toLocaleString('en-IN')}` : `$${amount}.00`
}

// ------------------------------------------------------------------ headers

function navBar(c: Ctx, variant: 'light' | 'dark' | 'overlay' | 'center'): { svg: string; h: number } {
	const { p } = c
	const dark = variant === 'dark' || variant === 'overlay'
	const fg = dark ? '#fff' : p.ink
	const menuColor = dark ? '#ffffffcc' : hsl(p.hue, 15, 35)
	if (variant === 'center') {
		const shop = c.sector === 'shop'
		const domain = c.item.domain.replace(/^www\./, '')
		let g = rect(0, 0, W, 40, p.deep) + text(X0, 25, shop ? `help@${domain}` : `info@${domain}`, { size: 13, fill: '#ffffffb0' })
		const notice = shop ? `Free delivery on orders over ${/\.in$/.test(domain) ? '₹999' : '$50'}` : 'Mon–Sat · 9:00 – 18:00'
		g += text(W - X0, 25, notice, { size: 13, fill: '#ffffffd0', anchor: 'end' })
		g += rect(0, 40, W, 130, '#fff') + rect(0, 169, W, 1, p.line)
		const bw = 36 + 12 + textWidth(c.item.title, 21, true)
		g += brand(c, W / 2 - Math.min(bw, 360) / 2, 58, p.ink, p.primary, 360)
		g += icon('search', X0, 70, 22, p.ink)
		if (shop) g += icon('user', W - X0 - 70, 70, 22, p.ink) + icon('cart', W - X0 - 24, 70, 22, p.ink)
		else g += button(c, W - X0 - buttonWidth(c.v.cta, 14), 58, c.v.cta, p.primary, '#fff', 14)
		const widths = c.v.menu.map((m) => textWidth(m, 15, true))
		let x = W / 2 - (widths.reduce((a, b) => a + b, 0) + 40 * (widths.length - 1)) / 2
		c.v.menu.forEach((m, i) => {
			g += text(x, 143, m, { size: 15, fill: menuColor, weight: 600 })
			x += widths[i]! + 40
		})
		return { svg: g, h: 170 }
	}
	let g = ''
	if (variant === 'light') g += rect(0, 0, W, 84, '#fff') + rect(0, 83, W, 1, p.line)
	if (variant === 'dark') g += rect(0, 0, W, 84, p.deep)
	g += brand(c, X0, 24, fg, variant === 'light' ? p.primary : p.accent)
	const ctaW = buttonWidth(c.v.cta, 15)
	g += button(c, W - X0 - ctaW, 20, c.v.cta, variant === 'light' ? p.primary : p.accent, '#fff', 15)
	let x = W - X0 - ctaW - 40
	for (const m of [...c.v.menu].reverse()) {
		x -= textWidth(m, 15)
		if (x < 400) break
		g += text(x, 48, m, { size: 15, fill: menuColor, weight: 500 })
		x -= 32
	}
	return { svg: g, h: 84 }
}

function headline(c: Ctx, x: number, y: number, width: number, color: string, anchor: 'start' | 'middle' = 'start', max = 60): { svg: string; h: number } {
	let size = max
	let lines = wrapText(c.item.title, width, size, true)
	while (lines.length > 2 && size > 36) {
		size -= 4
		lines = wrapText(c.item.title, width, size, true, 3)
	}
	const lh = size * 1.12
	const svg = lines.map((line, i) => text(x, y + size + i * lh, line, { size, fill: color, weight: 800, anchor, spacing: -1 })).join('')
	return { svg, h: size * 0.3 + lines.length * lh }
}

/** Hero with the headline on the left and a picture on the right. */
function heroSplit(c: Ctx, top: number): { svg: string; h: number } {
	const { p, rng } = c
	const h = 560
	let g = rect(0, top, W, h, p.tint)
	g += circle(W - 80, top + 80, 180, p.soft2, 'fill-opacity=".6"')
	const ey = top + 120
	g += text(X0, ey, c.v.eyebrow, { size: 14, fill: p.primary, weight: 700, spacing: 2 })
	const hl = headline(c, X0, ey + 14, 500, p.ink)
	g += hl.svg
	let y = ey + 14 + hl.h + 26
	g += textBars(rng, X0, y, 440, 3, p.bar, 12, 12)
	y += 3 * 24 + 26
	g += button(c, X0, y, c.v.cta, p.primary, '#fff', 17)
	g += button(c, X0 + buttonWidth(c.v.cta, 17) + 16, y, 'Learn more', p.primary, p.primary, 17, true)
	g += photo(c, 620, top + 60, 520, h - 120)
	return { svg: g, h }
}

/** Full-width picture with a dark overlay and a centred headline. */
function heroCentered(c: Ctx, top: number): { svg: string; h: number } {
	const { p } = c
	const h = 620
	const saved = c.r
	c.r = 0
	let g = photo(c, 0, top, W, h, c.v.photos.find((k) => k !== 'person') ?? 'abstract')
	c.r = saved
	g += rect(0, top, W, h, p.deep, 0, 'fill-opacity=".62"')
	g += text(W / 2, top + 190, c.v.eyebrow, { size: 15, fill: '#fff', weight: 700, spacing: 3, anchor: 'middle' })
	const hl = headline(c, W / 2, top + 206, 820, '#fff', 'middle', 68)
	g += hl.svg
	let y = top + 206 + hl.h + 30
	for (const w of [560, 420]) {
		g += rect(W / 2 - w / 2, y, w, 12, '#ffffff', 6, 'fill-opacity=".55"')
		y += 24
	}
	y += 24
	const bw = buttonWidth(c.v.cta, 17)
	g += button(c, W / 2 - bw / 2 - 8 - buttonWidth('Explore', 17) / 2, y, c.v.cta, p.accent, '#fff', 17)
	g += button(c, W / 2 + bw / 2 + 8 - buttonWidth('Explore', 17) / 2, y, 'Explore', '#fff', '#fff', 17, true)
	g += [0, 1, 2].map((i) => circle(W / 2 - 20 + i * 20, top + h - 40, 5, '#fff', i === 0 ? '' : 'fill-opacity=".45"')).join('')
	return { svg: g, h }
}

/** Gradient hero with a product dashboard mock-up. */
function heroDashboard(c: Ctx, top: number): { svg: string; h: number } {
	const { p, rng } = c
	const h = 640
	c.defs.push(`<linearGradient id="hg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.deep}"/><stop offset="1" stop-color="${p.primary}"/></linearGradient>`)
	let g = rect(0, 0, W, top + h, 'url(#hg)')
	g += circle(W - 120, top + 40, 260, '#fff', 'fill-opacity=".05"') + circle(140, top + h - 20, 180, '#fff', 'fill-opacity=".04"')
	const ey = top + 110
	g += rect(X0, ey - 22, textWidth(c.v.eyebrow, 12, true, 1.5) + 28, 30, '#ffffff', 15, 'fill-opacity=".14"')
	g += text(X0 + 14, ey - 2, c.v.eyebrow, { size: 12, fill: '#fff', weight: 700, spacing: 1.5 })
	const hl = headline(c, X0, ey + 20, 470, '#fff', 'start', 56)
	g += hl.svg
	let y = ey + 20 + hl.h + 26
	for (let i = 0; i < 3; i++) g += rect(X0, y + i * 24, i === 2 ? 260 : 430, 12, '#ffffff', 6, 'fill-opacity=".45"')
	y += 3 * 24 + 24
	g += button(c, X0, y, c.v.cta, p.accent, '#fff', 17)
	g += button(c, X0 + buttonWidth(c.v.cta, 17) + 16, y, 'Book a demo', '#fff', '#fff', 17, true)
	// dashboard window
	const dx = 600
	const dy = top + 70
	const dw = 560
	const dh = 470
	g += rect(dx + 12, dy + 16, dw, dh, '#000', 14, 'fill-opacity=".18"') + rect(dx, dy, dw, dh, '#fff', 14)
	g += [0, 1, 2].map((i) => circle(dx + 22 + i * 16, dy + 20, 5, ['#ff6159', '#ffbd2e', '#28c941'][i]!)).join('') + rect(dx, dy + 39, dw, 1, p.line)
	g += rect(dx, dy + 40, 130, dh - 40, p.tint) + rect(dx + 20, dy + 62, 28, 28, p.primary, 8)
	for (let i = 0; i < 6; i++) g += rect(dx + 20, dy + 112 + i * 34, i === 1 ? 90 : rng.int(50, 80), 10, i === 1 ? p.primary : p.bar, 5)
	const cx = dx + 150
	const figures = rng.shuffle(['2,481', '96%', '$18k', '412', '7.2k', '+24%'])
	for (let i = 0; i < 3; i++) {
		const x = cx + i * 130
		g += rect(x, dy + 60, 118, 74, '#fff', 10, `stroke="${p.line}"`) + rect(x + 14, dy + 76, 50, 8, p.bar, 4)
		g += text(x + 14, dy + 116, figures[i]!, { size: 22, fill: p.ink, weight: 700 })
	}
	g += rect(cx, dy + 150, 390, 170, '#fff', 10, `stroke="${p.line}"`)
	let d = ''
	for (let i = 0; i <= 10; i++) d += `${i ? 'L' : 'M'}${n(cx + 20 + i * 35)} ${n(dy + 290 - rng.range(0.15, 0.9) * 110 * (0.5 + i / 20))}`
	g += `<path d="${d}" fill="none" stroke="${p.primary}" stroke-width="3" stroke-linejoin="round"/>`
	g += rect(cx, dy + 336, 190, 116, '#fff', 10, `stroke="${p.line}"`) + rect(cx + 200, dy + 336, 190, 116, '#fff', 10, `stroke="${p.line}"`)
	for (let i = 0; i < 5; i++) {
		const bh = rng.range(20, 80)
		g += rect(cx + 20 + i * 32, dy + 440 - bh, 18, bh, i % 2 ? p.secondary : p.primary, 3)
	}
	g += `<circle cx="${n(cx + 295)}" cy="${n(dy + 394)}" r="36" fill="none" stroke="${p.soft}" stroke-width="14"/>`
	g += `<circle cx="${n(cx + 295)}" cy="${n(dy + 394)}" r="36" fill="none" stroke="${p.secondary}" stroke-width="14" stroke-dasharray="${n(rng.range(90, 190))} 300" transform="rotate(-90 ${n(cx + 295)} ${n(dy + 394)})"/>`
	return { svg: g, h }
}

/** A large picture with a headline card laid over its lower-left corner. */
function heroBanner(c: Ctx, top: number): { svg: string; h: number } {
	const { p, rng } = c
	const h = 600
	// a person would hide behind the headline card, so the banner shows a scene instead
	let g = photo(c, X0, top + 30, CW, h - 60, c.v.photos.find((k) => k !== 'person') ?? 'abstract')
	const cw = 560
	const hl = headline(c, X0 + 76, 0, cw - 80, p.ink, 'start', 44)
	const ch = 180 + hl.h
	const cy = top + h - 60 - ch - 30
	g += rect(X0 + 40, cy, cw, ch, '#fff', c.r)
	g += text(X0 + 76, cy + 52, c.v.eyebrow, { size: 13, fill: p.secondary, weight: 700, spacing: 2 })
	g += headline(c, X0 + 76, cy + 60, cw - 80, p.ink, 'start', 44).svg
	g += textBars(rng, X0 + 76, cy + 60 + hl.h + 20, cw - 110, 2, p.bar, 10, 10)
	g += text(X0 + 76, cy + ch - 30, `${c.v.cta} →`, { size: 16, fill: p.primary, weight: 700 })
	return { svg: g, h }
}

// ----------------------------------------------------------------- sections

function features(columns: 3 | 4): Section {
	return {
		h: 440,
		draw: (c, y) => {
			const { p, rng } = c
			let g = heading(c, W / 2, y + 100, c.v.features, 'middle')
			g += rect(W / 2 - 200, y + 124, 400, 12, p.bar, 6)
			const gap = 24
			const cw = (CW - gap * (columns - 1)) / columns
			const glyphs = rng.shuffle(FEATURE_GLYPHS)
			for (let i = 0; i < columns; i++) {
				const x = X0 + i * (cw + gap)
				const top = y + 180
				g += rect(x, top, cw, 210, '#fff', c.r, `stroke="${p.line}"`)
				g += featureIcon(c, x + 28, top + 28, 52, glyphs[i]!)
				g += rect(x + 28, top + 104, cw * 0.5, 14, p.ink, 7, 'fill-opacity=".8"')
				g += textBars(rng, x + 28, top + 134, cw - 56, 3, p.bar, 9, 9)
			}
			return g
		},
	}
}

function split(reverse: boolean): Section {
	return {
		h: 500,
		draw: (c, y) => {
			const { p, rng } = c
			const px = reverse ? W - X0 - 520 : X0
			const tx = reverse ? X0 : X0 + 580
			let g = photo(c, px, y + 60, 520, 380)
			g += text(tx, y + 130, c.v.about.toUpperCase(), { size: 13, fill: p.secondary, weight: 700, spacing: 2 })
			const lines = wrapText(rng.pick(['Crafted with care for every customer', 'Quality you can see and feel', 'Trusted by thousands since 2009', 'A team that puts you first']), 480, 32, true, 2)
			lines.forEach((line, i) => (g += text(tx, y + 176 + i * 40, line, { size: 32, fill: p.ink, weight: c.heading })))
			let ty = y + 176 + lines.length * 40
			g += textBars(rng, tx, ty, 480, 4, p.bar, 10, 12)
			ty += 4 * 22 + 24
			for (let i = 0; i < 3; i++) g += icon('check', tx, ty + i * 30, 20, p.primary) + rect(tx + 32, ty + 6 + i * 30, rng.int(180, 300), 9, p.bar, 5)
			return g
		},
	}
}

function cardGrid(columns: 3 | 4, rows: 1 | 2): Section {
	const cardH = columns === 4 ? 360 : 400
	return {
		h: 160 + rows * (cardH + 24) + 40,
		draw: (c, y) => {
			const { p, rng } = c
			let g = heading(c, X0, y + 100, c.v.cards)
			g += text(W - X0, y + 98, 'View all →', { size: 16, fill: p.primary, weight: 600, anchor: 'end' })
			const gap = 24
			const cw = (CW - gap * (columns - 1)) / columns
			const shop = c.sector === 'shop' || c.sector === 'food'
			for (let r = 0; r < rows; r++) {
				for (let i = 0; i < columns; i++) {
					const x = X0 + i * (cw + gap)
					const top = y + 150 + r * (cardH + gap)
					const ph = cardH - 130
					g += rect(x, top, cw, cardH, '#fff', c.r, `stroke="${p.line}"`)
					g += photo(c, x, top, cw, ph)
					g += rect(x + 20, top + ph + 24, cw * rng.range(0.45, 0.7), 13, p.ink, 6, 'fill-opacity=".8"')
					g += textBars(rng, x + 20, top + ph + 50, cw - 40, 2, p.bar, 8, 8)
					if (shop) {
						g += text(x + 20, top + cardH - 18, price(c), { size: 18, fill: p.primary, weight: 700 })
						g += circle(x + cw - 34, top + cardH - 26, 16, p.soft) + icon('plus', x + cw - 44, top + cardH - 36, 20, p.primary)
					} else g += text(x + 20, top + cardH - 20, 'Read more →', { size: 14, fill: p.primary, weight: 600 })
				}
			}
			return g
		},
	}
}

function stats(): Section {
	return {
		h: 220,
		draw: (c, y) => {
			const { p, rng } = c
			let g = rect(0, y + 20, W, 180, p.primary)
			const values = rng.shuffle(['250+', '15 yrs', '98%', '12k', '40+', '4.9★', '24/7', '1M+'])
			for (let i = 0; i < 4; i++) {
				const x = X0 + (CW / 4) * (i + 0.5)
				g += text(x, y + 108, values[i]!, { size: 44, fill: '#fff', weight: 800, anchor: 'middle' })
				g += rect(x - 60, y + 130, 120, 10, '#fff', 5, 'fill-opacity=".5"')
			}
			return g
		},
	}
}

function logoStrip(): Section {
	return {
		h: 150,
		draw: (c, y) => {
			const { p, rng } = c
			let g = rect(W / 2 - 150, y + 40, 300, 10, p.bar, 5)
			const grey = hsl(p.hue, 8, 72)
			for (let i = 0; i < 5; i++) {
				const x = X0 + 40 + i * ((CW - 80) / 5)
				const shape = rng.int(0, 2)
				g += shape === 0 ? circle(x + 14, y + 96, 14, grey) : shape === 1 ? rect(x, y + 82, 28, 28, grey, 6) : `<path d="M${x} ${y + 110}l14-28 14 28z" fill="${grey}"/>`
				g += rect(x + 38, y + 90, rng.int(70, 110), 12, grey, 6)
			}
			return g
		},
	}
}

function testimonial(): Section {
	return {
		h: 360,
		draw: (c, y) => {
			const { p } = c
			let g = rect(0, y + 20, W, 320, p.tint)
			g += text(W / 2, y + 130, '“', { size: 120, fill: p.secondary, weight: 700, anchor: 'middle' })
			for (const [i, w] of [680, 620, 420].entries()) g += rect(W / 2 - w / 2, y + 150 + i * 28, w, 14, hsl(p.hue, 15, 70), 7)
			g += circle(W / 2 - 70, y + 278, 26, hsl(p.hue + 30, 40, 70)) + rect(W / 2 - 30, y + 264, 120, 12, p.ink, 6, 'fill-opacity=".75"') + rect(W / 2 - 30, y + 284, 80, 9, p.bar, 5)
					return g
		},
	}
}

function gallery(): Section {
	return {
		h: 480,
		draw: (c, y) => {
			let g = heading(c, W / 2, y + 90, 'Gallery', 'middle')
			const gap = 16
			const top = y + 130
			const colW = (CW - 3 * gap) / 4
			g += photo(c, X0, top, colW * 2 + gap, 320)
			g += photo(c, X0 + 2 * (colW + gap), top, colW, 152)
			g += photo(c, X0 + 2 * (colW + gap), top + 168, colW, 152)
			g += photo(c, X0 + 3 * (colW + gap), top, colW, 320)
			return g
		},
	}
}

function pricing(): Section {
	return {
		h: 580,
		draw: (c, y) => {
			const { p, rng } = c
			let g = heading(c, W / 2, y + 100, 'Simple, transparent pricing', 'middle')
			g += rect(W / 2 - 180, y + 124, 360, 12, p.bar, 6)
			const cw = 340
			const gap = (CW - 3 * cw) / 2
			const names = ['Starter', 'Growth', 'Scale']
			const prices = /\.in$/.test(c.item.domain) ? ['₹999', '₹2,499', '₹5,999'] : ['$19', '$49', '$99']
			for (let i = 0; i < 3; i++) {
				const x = X0 + i * (cw + gap)
				const hi = i === 1
				const top = y + 180 - (hi ? 16 : 0)
				g += rect(x, top, cw, 360 + (hi ? 32 : 0), hi ? p.deep : '#fff', c.r, hi ? '' : `stroke="${p.line}"`)
				const fg = hi ? '#fff' : p.ink
				g += text(x + 32, top + 50, names[i]!, { size: 18, fill: fg, weight: 700 })
				g += text(x + 32, top + 110, prices[i]!, { size: 44, fill: fg, weight: 800 })
				g += text(x + 36 + textWidth(prices[i]!, 44, true), top + 110, '/mo', { size: 16, fill: hi ? '#ffffffaa' : p.bar })
				for (let k = 0; k < 5; k++) g += icon('check', x + 32, top + 140 + k * 32, 18, hi ? p.accent : p.primary) + rect(x + 60, top + 145 + k * 32, rng.int(130, 210), 9, hi ? '#ffffff55' : p.bar, 5)
				const bw = cw - 64
				g += rect(x + 32, top + 316 + (hi ? 16 : 0) - 12, bw, 48, hi ? p.accent : p.soft, Math.min(c.r, 24))
				g += text(x + cw / 2, top + 334 + (hi ? 16 : 0), 'Choose plan', { size: 15, fill: hi ? '#fff' : p.primary, weight: 700, anchor: 'middle' })
			}
			return g
		},
	}
}

function faq(): Section {
	return {
		h: 460,
		draw: (c, y) => {
			const { p, rng } = c
			let g = heading(c, W / 2, y + 90, 'Frequently asked questions', 'middle')
			for (let i = 0; i < 5; i++) {
				const top = y + 130 + i * 64
				g += rect(X0 + 140, top, CW - 280, 52, '#fff', Math.min(c.r, 12), `stroke="${p.line}"`)
				g += rect(X0 + 168, top + 21, rng.int(300, 560), 11, hsl(p.hue, 15, 55), 5)
				g += icon(i === 0 ? 'menu' : 'plus', X0 + CW - 140 - 44, top + 16, 20, p.primary)
			}
			return g
		},
	}
}

function closing(newsletter: boolean): Section {
	return {
		h: 250,
		draw: (c, y) => {
			const { p } = c
			let g = rect(X0, y + 30, CW, 190, newsletter ? p.soft : p.deep, c.r)
			const fg = newsletter ? p.ink : '#fff'
			g += text(X0 + 60, y + 112, c.v.closing, { size: fitFont(c.v.closing, 540, 34, 20, true), fill: fg, weight: c.heading })
			g += rect(X0 + 60, y + 136, 380, 11, newsletter ? p.bar : '#ffffff', 5, newsletter ? '' : 'fill-opacity=".4"')
			if (newsletter) {
				const bw = buttonWidth('Subscribe', 16)
				g += rect(W - X0 - 60 - 420, y + 100, 420, 52, '#fff', Math.min(c.r, 26), `stroke="${p.line}"`)
				g += text(W - X0 - 60 - 400, y + 132, 'Your email address', { size: 15, fill: p.bar })
				g += button(c, W - X0 - 60 - bw - 2, y + 102, 'Subscribe', p.primary, '#fff', 16)
			} else {
				const bw = buttonWidth(c.v.cta, 17)
				g += button(c, W - X0 - 60 - bw, y + 100, c.v.cta, p.accent, '#fff', 17)
			}
			return g
		},
	}
}

function posts(): Section {
	return {
		h: 520,
		draw: (c, y) => {
			const { p, rng } = c
			let g = heading(c, X0, y + 90, 'Latest news')
			for (let i = 0; i < 3; i++) {
				const top = y + 130 + i * 120
				g += photo(c, X0, top, 180, 100)
				g += text(X0 + 204, top + 22, rng.pick(['NEWS', 'GUIDE', 'UPDATE', 'STORIES']), { size: 12, fill: p.secondary, weight: 700, spacing: 1.5 })
				g += rect(X0 + 204, top + 36, rng.int(340, 460), 14, p.ink, 7, 'fill-opacity=".8"')
				g += textBars(rng, X0 + 204, top + 62, 480, 2, p.bar, 9, 9)
			}
			const sx = X0 + 760
			g += rect(sx, y + 130, CW - 760, 340, p.tint, c.r)
			g += text(sx + 30, y + 176, 'Categories', { size: 18, fill: p.ink, weight: 700 })
			for (let i = 0; i < 6; i++) g += rect(sx + 30, y + 204 + i * 38, rng.int(120, 220), 10, p.bar, 5) + rect(CW + X0 - 62, y + 200 + i * 38, 32, 18, p.soft, 9)
			return g
		},
	}
}

/** A short band of contact details, used to fill a leftover gap above the footer. */
function contactStrip(): Section {
	return {
		h: 150,
		draw: (c, y) => {
			const { p, rng } = c
			let g = rect(0, y + 20, W, 110, p.tint)
			;['pin', 'chat', 'clock'].forEach((glyph, i) => {
				const x = X0 + i * (CW / 3)
				g += featureIcon(c, x, y + 47, 56, glyph, false)
				g += rect(x + 76, y + 58, rng.int(90, 130), 12, p.ink, 6, 'fill-opacity=".75"') + rect(x + 76, y + 82, rng.int(160, 220), 9, p.bar, 5)
			})
			return g
		},
	}
}

// ------------------------------------------------------------------ footer

function footer(c: Ctx, top: number): string {
	const { p, rng } = c
	const h = H - top
	const light = hsl(p.hue, 18, 62)
	const faint = hsl(p.hue, 25, 30)
	let g = rect(0, top, W, h, p.deep)
	const y = top + 70
	g += brand(c, X0, y, '#fff', p.accent, 320)
	g += textBars(rng, X0, y + 66, 300, 3, faint, 9, 10)
	for (let i = 0; i < 4; i++) g += circle(X0 + 16 + i * 42, y + 148, 16, faint)
	const cols = ['Company', c.v.menu[2] ?? 'Services', 'Contact']
	cols.forEach((col, i) => {
		const x = 520 + i * 210
		g += text(x, y + 20, col, { size: 16, fill: '#fff', weight: 700 })
		for (let k = 0; k < 4; k++) g += rect(x, y + 46 + k * 30, rng.int(80, 140), 9, faint, 5)
	})
	g += rect(X0, H - 76, CW, 1, faint)
	g += text(X0, H - 38, `© 2025 ${c.item.title}. All rights reserved.`, { size: 14, fill: light })
	g += text(W - X0, H - 38, c.item.domain, { size: 14, fill: light, anchor: 'end' })
	return g
}

// ---------------------------------------------------------------- templates

type Template = () => { nav: 'light' | 'dark' | 'overlay' | 'center'; hero: (c: Ctx, top: number) => { svg: string; h: number }; sections: Section[] }

const TEMPLATES: Template[] = [
	() => ({ nav: 'light', hero: heroSplit, sections: [logoStrip(), features(3), split(false), stats(), cardGrid(3, 1), testimonial(), closing(false)] }),
	() => ({ nav: 'center', hero: heroCentered, sections: [cardGrid(4, 2), split(true), gallery(), closing(true), logoStrip()] }),
	() => ({ nav: 'overlay', hero: heroDashboard, sections: [logoStrip(), features(3), split(true), pricing(), faq(), closing(false)] }),
	() => ({ nav: 'dark', hero: heroBanner, sections: [posts(), stats(), split(false), gallery(), testimonial(), closing(true)] }),
]

const PREFERRED: Partial<Record<Sector, number[]>> = { shop: [1, 1, 0, 3], food: [1, 3, 0], tech: [2, 2, 0, 3], finance: [0, 2, 3], travel: [3, 1, 0], wedding: [3, 1, 0], rides: [0, 1, 3] }

export function portfolioSvg(item: PortfolioItem): string {
	const rng = new Rng(`portfolio:${item.image}:${item.title}`)
	const sector = detectSector(item)
	const c: Ctx = {
		rng,
		p: makePalette(rng),
		item,
		sector,
		v: VOCAB[sector],
		r: rng.pick([0, 6, 10, 16]),
		mark: rng.int(0, 3),
		defs: [],
		clips: 0,
		heading: rng.pick([700, 800]),
	}
	const template = TEMPLATES[rng.pick(PREFERRED[sector] ?? [0, 1, 2, 3])]!()

	let body = rect(0, 0, W, H, '#fff')
	const nav = navBar(c, template.nav)
	const hero = template.hero(c, nav.h)
	// the navigation is drawn last so that nothing in the hero covers it
	body += hero.svg + nav.svg
	let y = nav.h + hero.h

	const unused: Section[] = []
	for (const s of template.sections) {
		if (y + s.h + FOOTER_MIN <= H) {
			body += s.draw(c, y)
			y += s.h
		} else unused.push(s)
	}
	// fill a large leftover gap with any section that still fits
	for (const s of [...unused, contactStrip()]) {
		if (H - y - FOOTER_MIN >= 140 && y + s.h + FOOTER_MIN <= H) {
			body += s.draw(c, y)
			y += s.h
		}
	}
	body += footer(c, Math.min(y + 30, H - FOOTER_MIN))
	return svgDoc({
		width: W,
		height: H,
		title: `${item.title} (${item.domain}): home page screenshot`,
		defs: c.defs.join(''),
		body,
	})
}
