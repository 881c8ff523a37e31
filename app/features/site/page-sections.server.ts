import type { PageSection, PageSections, SectionBody, SectionCard } from './site.types.ts'

/**
 * Sets a page's rich text out in sections, so staff keep editing one HTML
 * field and the page still has a rhythm: each h2 starts a section, and a
 * section's shape decides its form (decision 031):
 *
 * - one list whose items all open in bold (`<strong>Title.</strong> text`), or
 *   h3 subsections, become cards — numbered when the list was an `<ol>`, as
 *   an `<ol>` of plain items also does (process steps);
 * - a list whose items all open with a figure (`<strong>10+ years</strong> of …`)
 *   becomes a band of key figures;
 * - a short last section (a paragraph or two, no list or table) becomes the
 *   page's closing call to action;
 * - anything else stays text.
 *
 * The input is the sanitiser's output (app/server/html.server.ts), whose tags are
 * plain: `<h2>`, `<li>`, `<strong>` without attributes, so the patterns here
 * can be exact. Every piece returned is a run of whole elements.
 */
export function pageSections(html: string): PageSections {
	const parts = html.split(/(?=<h2[\s>])/)
	const intro = parts[0]?.startsWith('<h2') ? '' : (parts.shift() ?? '')
	const ids = new Set<string>()
	const sections = parts.map((part, index): PageSection => {
		const match = /^<h2[^>]*>([\s\S]*?)<\/h2>\s*/.exec(part)
		const heading = match?.[1] ?? ''
		const body = match ? part.slice(match[0].length) : part
		const id = uniqueId(ids, headingId(heading))
		return { id, heading, ...sectionForm(body, index === parts.length - 1) }
	})
	return { intro: intro.trim(), sections }
}

function sectionForm(body: string, last: boolean): SectionBody {
	const lists = [...body.matchAll(/<(ul|ol)>\s*([\s\S]*?)<\/\1>/g)]
	const subsections = body.split(/(?=<h3[\s>])/)
	if (lists.length === 1 && !/<(ul|ol|table)[\s>]/.test(lists[0]![2]!)) {
		const [whole, tag, inner] = lists[0]!
		const at = lists[0]!.index
		const before = body.slice(0, at).trim()
		const after = body.slice(at + whole.length).trim()
		const items = [...inner!.matchAll(/<li>([\s\S]*?)<\/li>/g)].map((m) => m[1]!.trim())
		const titled = items.map((item) => /^<strong>([\s\S]+?)<\/strong>\s*(?:[–—:-]\s*)?([\s\S]*)$/.exec(item))
		const allTitled = titled.every(Boolean)
		if (items.length >= 3 && items.length <= 6 && allTitled && titled.every((m) => /^[~≈]?\d/.test(m![1]!))) {
			// "10+ years" of "10+ years of experience": the figure alone is set large, its words lead the label.
			const items = titled.map((m) => {
				const [, value = m![1]!, words = ''] = /^([~≈]?[\d.,]+\+?%?)\s*([\s\S]*)$/.exec(m![1]!) ?? []
				return { value, label: [words, m![2]!].filter(Boolean).join(' ') }
			})
			return { kind: 'figures', before, after, items }
		}
		if (items.length >= 3 && items.length <= 9 && (allTitled || tag === 'ol')) {
			const cards: SectionCard[] = titled.map((m, i) =>
				m ? { title: m[1]!.replace(/[.:]$/, ''), html: capitalise(m[2]!) } : { title: '', html: items[i]! },
			)
			return { kind: 'cards', before, after, items: cards, numbered: tag === 'ol' }
		}
	}
	if (subsections.length >= 4 && !/<(ul|ol|table)[\s>]/.test(body)) {
		const before = subsections[0]!.startsWith('<h3') ? '' : subsections.shift()!.trim()
		const items = subsections.map((sub) => {
			const m = /^<h3[^>]*>([\s\S]*?)<\/h3>\s*([\s\S]*)$/.exec(sub)
			return { title: m?.[1] ?? '', html: (m?.[2] ?? sub).trim() }
		})
		return { kind: 'cards', before, after: '', items, numbered: false }
	}
	if (last && lists.length === 0 && !/<(table|h3|blockquote)[\s>]/.test(body) && (body.match(/<p>/g)?.length ?? 0) <= 2) {
		return { kind: 'closing', html: body.trim() }
	}
	return { kind: 'text', html: body.trim() }
}

/** "custom websites…" after a bold title reads as its own sentence on a card. */
function capitalise(html: string): string {
	return html.replace(/^([a-z])/, (c) => c.toUpperCase())
}

/** An id from a heading's text: "Our people" → "our-people". */
export function headingId(heading: string): string {
	const text = heading
		.replace(/<[^>]*>/g, '')
		.replace(/&amp;/g, 'and')
		.replace(/&#39;|&#x27;|['’]/g, '')
		.replace(/&[a-z]+;|&#\d+;/g, '')
		.toLowerCase()
	return text.replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'section'
}

function uniqueId(ids: Set<string>, id: string): string {
	let candidate = id
	for (let i = 2; ids.has(candidate); i++) candidate = `${id}-${i}`
	ids.add(candidate)
	return candidate
}
