import { describe, expect, it } from 'vitest'
import { headingId, pageSections } from './page-sections.server.ts'

/** Decision 031: a page's rich text set out in sections by its shape, so staff keep one HTML field. */
describe('page sections', () => {
	it('keeps the text before the first h2 as the introduction, and each h2 starts a section with an id', () => {
		const { intro, sections } = pageSections('<p>Hello.</p>\n<h2>Our people</h2>\n<p>Sixty of us.</p>\n<h2>Our people</h2>\n<p>Again, with <a href="/x">a link</a> and more.</p><p>Two.</p><p>Three.</p>')
		expect(intro).toBe('<p>Hello.</p>')
		expect(sections.map((s) => [s.id, s.kind])).toEqual([
			['our-people', 'text'],
			['our-people-2', 'text'],
		])
	})

	it('makes a list whose items open in bold into cards, numbered when the list is', () => {
		const html = '<h2>What we do</h2><p>Three areas:</p><ul><li><strong>Build</strong> – websites</li><li><strong>Design.</strong> interfaces</li><li><strong>Grow:</strong> search</li></ul><p>After.</p><h2>How</h2><ol><li>One</li><li>Two</li><li>Three</li></ol><p>x</p><p>y</p><p>z</p>'
		const [cards, steps] = pageSections(html).sections
		expect(cards).toEqual({
			id: 'what-we-do',
			heading: 'What we do',
			kind: 'cards',
			numbered: false,
			before: '<p>Three areas:</p>',
			after: '<p>After.</p>',
			items: [
				{ title: 'Build', html: 'Websites' },
				{ title: 'Design', html: 'Interfaces' },
				{ title: 'Grow', html: 'Search' },
			],
		})
		expect(steps).toMatchObject({ kind: 'cards', numbered: true, items: [{ title: '', html: 'One' }, { title: '', html: 'Two' }, { title: '', html: 'Three' }] })
	})

	it('makes h3 subsections into cards', () => {
		const html = `<h2>Platforms</h2>${['Laravel', 'WordPress', 'React', 'Node.js'].map((name) => `<h3>${name}</h3><p>About ${name}.</p>`).join('')}<h2>End</h2><p>Bye.</p><p>Two.</p><p>Three.</p>`
		const [platforms] = pageSections(html).sections
		expect(platforms).toMatchObject({ kind: 'cards', before: '', items: [{ title: 'Laravel', html: '<p>About Laravel.</p>' }, { title: 'WordPress' }, { title: 'React' }, { title: 'Node.js' }] })
	})

	it('sets a list of figures as key figures, the figure alone large', () => {
		const html = '<h2>In numbers</h2><ul><li><strong>10+ years</strong> of experience</li><li><strong>900+ projects</strong> completed</li><li><strong>~60 people</strong> across two offices</li></ul><h2>Talk</h2><p>Write to us.</p><p>Or call.</p><p>Or visit.</p>'
		expect(pageSections(html).sections[0]).toMatchObject({
			kind: 'figures',
			items: [
				{ value: '10+', label: 'years of experience' },
				{ value: '900+', label: 'projects completed' },
				{ value: '~60', label: 'people across two offices' },
			],
		})
	})

	it('closes the page with a short last section, and leaves anything else as text', () => {
		const closing = pageSections('<h2>A</h2><ul><li>x</li><li>y</li></ul><ul><li>z</li></ul><h2>Let&#39;s talk</h2><p>Write to <a href="mailto:a@b.example">us</a>.</p>').sections
		expect(closing.map((s) => [s.id, s.kind])).toEqual([
			['a', 'text'],
			['lets-talk', 'closing'],
		])
		const long = pageSections('<h2>Last</h2><table><tr><td>1</td></tr></table>').sections
		expect(long[0]!.kind).toBe('text')
	})

	it('leaves a list with fewer than three items, or with a nested list, as text', () => {
		expect(pageSections('<h2>A</h2><ul><li><strong>One</strong> a</li><li><strong>Two</strong> b</li></ul><p>1</p><p>2</p><p>3</p>').sections[0]!.kind).toBe('text')
		expect(pageSections('<h2>A</h2><ul><li><strong>One</strong><ul><li>x</li></ul></li><li><strong>Two</strong></li><li><strong>3</strong></li></ul><p>1</p><p>2</p><p>3</p>').sections[0]!.kind).toBe('text')
	})

	it('makes ids from headings', () => {
		expect(headingId('Time &amp; material')).toBe('time-and-material')
		expect(headingId('<em>Why</em> Lanternfish?')).toBe('why-lanternfish')
		expect(headingId('&nbsp;')).toBe('section')
	})
})
