/**
 * Words for the portfolio pages: the client's market (currency, places,
 * people's names), phrases taken from the project description, and helpers
 * that pick copy by the item's variant so sibling projects differ.
 */
import type { Block, FooterStyle, HeroSpec, NavSpec } from './portfolio-blocks.ts'
import type { Ctx } from './portfolio-kit.ts'

/** What an archetype hands back: header, hero, sections in order and footer. */
export interface Page {
	nav: NavSpec
	hero: HeroSpec
	blocks: Block[]
	footer: FooterStyle
	cols: [string, string[]][]
	tagline: string
	/** Sections that may fill a gap above the footer. */
	fillers?: Block[]
	/** A page that is an app screen: it draws everything itself. */
	app?: (c: Ctx) => string
}

/** One of the list, chosen by the item's variant (plus an offset for a second choice). */
export function pickV<T>(c: Ctx, list: readonly T[], offset = 0): T {
	return list[(c.item.variant + offset) % list.length]!
}

/** The list rotated by the item's variant. */
export function rotate<T>(c: Ctx, list: readonly T[], offset = 0): T[] {
	const k = (c.item.variant + offset) % Math.max(1, list.length)
	return [...list.slice(k), ...list.slice(0, k)]
}

export function has(c: Ctx, re: RegExp): boolean {
	return re.test(`${c.item.title} ${c.item.description}`.toLowerCase())
}

// ------------------------------------------------------------------- market

const INDIA = /india|gujarat|rajasthan|ahmedabad|vadodara|surat|udaipur|karnataka|coorg|goa|manali|bhuj|kutch|mumbai|delhi|kerala|rajkot|narmada|sabarmati|\bupi\b|rupee|pin code|\bgst\b|farmer producer|entrance exams|^(kesar|kalrav|vidya)/i
const UK = /london|\buk\b|britain|england/i

export const PLACES = [
	'Vadodara',
	'San Antonio',
	'Ahmedabad',
	'Austin',
	'Houston',
	'Dallas',
	'Udaipur',
	'Galveston',
	'Round Rock',
	'Manali',
	'Goa',
	'Coorg',
	'Bhuj',
	'Surat',
	'London',
	'Northern California',
	'the Texas Hill Country',
	'Rajasthan',
	'Gujarat',
	'Karnataka',
	'Texas',
	'India',
]

export function market(item: { title: string; domain: string; description: string }): { cur: string; india: boolean; place?: string } {
	const text = `${item.title} ${item.description}`
	const india = INDIA.test(text)
	const cur = india ? '₹' : UK.test(text) ? '£' : '$'
	let place: string | undefined
	let at = Infinity
	for (const p of PLACES) {
		const i = text.indexOf(p.replace(/^the /, ''))
		if (i >= 0 && i < at) [place, at] = [p, i]
	}
	return { cur, india, place }
}

const FIRST_IN = ['Meera', 'Rohan', 'Ananya', 'Kavya', 'Arjun', 'Priyanka', 'Nikhil', 'Sneha', 'Dhruv', 'Ishita', 'Harsh', 'Pooja', 'Kunal', 'Ritu', 'Aarav', 'Neha', 'Vikram', 'Tanvi']
const LAST_IN = ['Joshi', 'Patel', 'Shah', 'Mehta', 'Desai', 'Trivedi', 'Iyer', 'Rao', 'Nair', 'Bhatt', 'Kapoor', 'Chauhan', 'Parikh', 'Solanki', 'Pandya']
const FIRST_US = ['Emily', 'Marcus', 'Sarah', 'David', 'Laura', 'James', 'Olivia', 'Daniel', 'Rachel', 'Kevin', 'Megan', 'Carlos', 'Hannah', 'Ethan', 'Grace', 'Tyler', 'Maria', 'Jordan']
const LAST_US = ['Carter', 'Nguyen', 'Brooks', 'Alvarez', 'Bennett', 'Foster', 'Hayes', 'Reed', 'Morgan', 'Kim', 'Walsh', 'Ortiz', 'Price', 'Coleman', 'Sullivan']

/** Distinct full names for the client's market. */
export function names(c: Ctx, count: number, prefix = ''): string[] {
	const first = c.rng.shuffle(c.india ? FIRST_IN : FIRST_US)
	const last = c.rng.shuffle(c.india ? LAST_IN : LAST_US)
	return Array.from({ length: count }, (_, i) => `${prefix}${first[i % first.length]} ${last[i % last.length]}`)
}

/** First name and initial ("Meera J."), for reviews. */
export function shortNames(c: Ctx, count: number): string[] {
	return names(c, count).map((full) => {
		const [f, l] = full.split(' ')
		return `${f} ${l?.[0] ?? ''}.`
	})
}

const AREAS_IN = ['Navrangpura', 'Satellite', 'Bodakdev', 'Prahlad Nagar', 'Vastrapur', 'Maninagar', 'Paldi', 'Thaltej', 'Alkapuri', 'Gotri']
const CITIES_IN = ['Ahmedabad', 'Vadodara', 'Surat', 'Rajkot', 'Bhuj', 'Udaipur', 'Jaipur', 'Jodhpur', 'Mehsana', 'Gandhinagar', 'Anand', 'Bhavnagar']
const AREAS_US = ['Mueller', 'South Congress', 'Hyde Park', 'Zilker', 'Cedar Park', 'Pflugerville', 'Georgetown', 'Travis Heights', 'Bee Cave', 'Westlake']
const CITIES_US = ['Austin', 'Houston', 'Dallas', 'San Antonio', 'Round Rock', 'Fort Worth', 'Galveston', 'Waco', 'Plano', 'Katy']

export function areas(c: Ctx, count: number): string[] {
	return c.rng.shuffle(c.india ? AREAS_IN : AREAS_US).slice(0, count)
}

export function cities(c: Ctx, count: number): string[] {
	return c.rng.shuffle(c.india ? CITIES_IN : CITIES_US).slice(0, count)
}

export function street(c: Ctx): string {
	const { rng } = c
	return c.india
		? `${rng.int(12, 240)}, ${rng.pick(['Shivalik Plaza', 'Sun Arcade', 'Raj Complex', 'Param Tower', 'Gulmohar Park'])}, ${rng.pick(AREAS_IN)}`
		: `${rng.int(120, 9800)} ${rng.pick(['Oak Ridge Dr', 'W 38th St', 'Burnet Rd', 'Lamar Blvd', 'Main St', 'Pecan Ave'])}, ${rng.pick(CITIES_US)}`
}

export function phone(c: Ctx): string {
	const { rng } = c
	if (c.cur === '£') return `020 ${rng.int(3000, 8999)} ${rng.int(1000, 9999)}`
	return c.india ? `+91 ${rng.int(70000, 99999)} ${rng.int(10000, 99999)}` : `(${rng.pick([512, 713, 214, 210])}) ${rng.int(200, 989)}-${rng.int(1000, 9999)}`
}

// ------------------------------------------------------------------ phrases

/** The things the project built, from "…with X, Y and Z." in its description. */
export function builtFeatures(c: Ctx): string[] {
	const sentences = c.item.description.split(/(?<=\.)\s+/)
	for (const s of sentences) {
		if (!/\bwe\b/i.test(s)) continue
		const m = /\b(?:with|including)\b(?!.*\bwith\b)(.*)$/i.exec(s)
		if (!m) continue
		const parts = m[1]!
			.replace(/\.$/, '')
			.split(/,\s*|\s+and\s+/)
			.map((part) => part.trim().replace(/^(?:a|an|the)\s+/i, ''))
			.filter((part) => part.includes(' ') && part.length <= 34 && !/\d{2}%/.test(part))
		if (parts.length >= 2) return parts.map((part) => part[0]!.toUpperCase() + part.slice(1))
	}
	return []
}

/** Fills {place} and {name} in a line; lines with {place} are skipped when the place is unknown. */
export function line(c: Ctx, options: string[]): string {
	const usable = options.filter((o) => c.place || !o.includes('{place}'))
	const chosen = usable[(c.item.variant + c.rng.int(0, 3)) % usable.length] ?? options[0]!
	return fill(c, chosen)
}

export function fill(c: Ctx, s: string): string {
	return s.replace(/\{place\}/g, c.place ?? '').replace(/\{name\}/g, c.item.title)
}

/** The first word of the client's name, for possessive copy ("Marigold"). */
export function short(c: Ctx): string {
	return c.item.title.replace(/^the\s+/i, '').split(/\s+/)[0] ?? c.item.title
}
