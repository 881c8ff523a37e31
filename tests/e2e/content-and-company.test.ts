import type { Locator, Page } from 'playwright-core'
import { beforeAll, describe, expect, test } from 'vitest'
import { decodeEntities, DESKTOP, expectAccessible, hydrated, pageFacts, PHONE, serverHtml, type Site, useSite } from './site.ts'

/*
 * Content pages, service pages, site map, FAQ, testimonials, career and
 * feature comparison: what crawlers get without JavaScript, and what
 * visitors do on them.
 */

const site = useSite()

/** The seven content pages (spec §2) and their headings. */
const CONTENT_PAGES: [string, string][] = [
	['/about-us', 'About us'],
	['/why-us', 'Why choose us'],
	['/business-model', 'Our business model'],
	['/links', 'Useful links'],
	['/terms-and-conditions', 'Terms and conditions'],
	['/privacy-policy', 'Privacy policy'],
	['/open-source-development', 'Open source development'],
]

/** The other pages of this group and their headings. */
const COMPANY_PAGES: [string, string][] = [
	['/site-map', 'Site map'],
	['/faq', 'Frequently asked questions'],
	['/testimonial', 'Client testimonials'],
	['/career', 'Build your career with us'],
	['/feature-comparison', 'Feature comparison'],
]

/** The content pages laid out in sections, with a hero (decision 031); the others stay documents. */
const DESIGNED_PAGES = ['/about-us', '/why-us', '/business-model', '/open-source-development']

/** One page per route template, for the accessibility checks (a designed page, a document, a service). */
const TEMPLATES = ['/about-us', '/privacy-policy', '/service/web-development', '/site-map', '/faq', '/testimonial', '/career', '/feature-comparison']

/** The attributes of the first element of a piece of HTML that a pattern finds, by name. */
function attributes(html: string, pattern: RegExp): Record<string, string> | undefined {
	const tag = pattern.exec(html)?.[0]
	if (!tag) return undefined
	return Object.fromEntries([...tag.matchAll(/([a-zA-Z-]+)="([^"]*)"/g)].map((m) => [m[1]!.toLowerCase(), decodeEntities(m[2]!)]))
}

/** The HTML of the element that opens with `open`, up to its matching closing tag (elements of the same name nest). */
function element(html: string, open: RegExp, name: string): string {
	const start = html.search(open)
	if (start < 0) return ''
	const tags = new RegExp(`<(/?)${name}[\\s>]`, 'g')
	tags.lastIndex = start
	let depth = 0
	for (let m = tags.exec(html); m; m = tags.exec(html)) {
		depth += m[1] ? -1 : 1
		if (depth === 0) return html.slice(start, m.index + `</${name}>`.length)
	}
	return html.slice(start)
}

/** The hrefs of the links inside a piece of HTML. */
function hrefs(html: string): string[] {
	return [...html.matchAll(/<a [^>]*href="([^"]+)"/g)].map((m) => decodeEntities(m[1]!))
}

async function api<T>(s: Site, pathname: string): Promise<T> {
	const response = await fetch(s.url(pathname))
	expect(response.status, pathname).toBe(200)
	return (await response.json()) as T
}

/** The text of the tooltip a trigger points to (aria-describedby) once it is visible. */
async function shownTooltip(page: Page, trigger: Locator): Promise<string> {
	await expect.poll(() => trigger.getAttribute('aria-describedby')).toBeTruthy()
	const tooltip = page.locator(`[id="${await trigger.getAttribute('aria-describedby')}"]`)
	await tooltip.waitFor()
	expect(await tooltip.getAttribute('role')).toBe('tooltip')
	return (await tooltip.textContent()) ?? ''
}

async function visit(pathname: string, viewport = DESKTOP): Promise<Page> {
	const page = await site.page(viewport)
	await page.goto(pathname)
	await hydrated(page)
	return page
}

describe('pages as crawlers see them', () => {
	const titles = new Map<string, string>()
	const remember = (pathname: string, title: string | undefined) => {
		expect(title, `<title> of ${pathname}`).toBeTruthy()
		titles.set(pathname, title!)
	}

	test('every content page answers 200 with its heading, meta tags and lowercase canonical URL', async () => {
		for (const [pathname, heading] of CONTENT_PAGES) {
			const { status, html } = await serverHtml(site, pathname)
			expect(status, pathname).toBe(200)
			const facts = pageFacts(html)
			expect(facts.h1s, pathname).toEqual([heading])
			expect(facts.description, pathname).toBeTruthy()
			expect(facts.keywords, pathname).toBeTruthy()
			expect(facts.ogTitle, pathname).toBe(facts.title)
			expect(facts.canonical, pathname).toMatch(new RegExp(`${pathname}$`))
			expect(facts.main, pathname).toContain('class="prose')
			expect(hrefs(facts.main), `${pathname} links to the contact page`).toContain('/contact-us')
			remember(pathname, facts.title)
		}
	})

	test('a content page URL in another case reaches the same page', async () => {
		const { status, html } = await serverHtml(site, '/About-Us')
		expect(status).toBe(200)
		expect(pageFacts(html).h1s).toEqual(['About us'])
		expect(pageFacts(html).canonical).toMatch(/\/about-us$/)
	})

	test('every service answers under /service/ and /services/ with one lowercase canonical URL', async () => {
		const services = await api<{ name: string; services_name: string }[]>(site, '/api/ServiceList')
		expect(services).toHaveLength(16)
		for (const { name, services_name } of services) {
			const facts: ReturnType<typeof pageFacts>[] = []
			for (const prefix of ['/service/', '/services/']) {
				const pathname = prefix + services_name
				const { status, html } = await serverHtml(site, pathname)
				expect(status, pathname).toBe(200)
				facts.push(pageFacts(html))
				expect(facts.at(-1)!.h1s, pathname).toEqual([name])
				expect(facts.at(-1)!.canonical, pathname).toMatch(new RegExp(`/service/${services_name.toLowerCase()}$`))
				expect(facts.at(-1)!.description, pathname).toBeTruthy()
				expect(facts.at(-1)!.keywords, pathname).toBeTruthy()
			}
			expect(facts[0]!.title).toBe(facts[1]!.title)
			remember(`/service/${services_name}`, facts[0]!.title)
		}
	})

	test('a service URL in upper case reaches the service', async () => {
		const { status, html } = await serverHtml(site, '/service/seo-service-USA')
		expect(status).toBe(200)
		const facts = pageFacts(html)
		expect(facts.h1s).toEqual(['SEO services in the USA'])
		expect(facts.canonical).toMatch(/\/service\/seo-service-usa$/)
	})

	test('an unknown service is a 404 page', async () => {
		for (const pathname of ['/service/no-such-service', '/services/cobol-development']) {
			const { status, html } = await serverHtml(site, pathname)
			expect(status, pathname).toBe(404)
			expect(html).toContain('Oops! Page not found.')
		}
	})

	test('the logo design service shows the logo designs, each linking to its /logodesign page', async () => {
		const { html } = await serverHtml(site, '/service/logo-designing')
		const links = hrefs(pageFacts(html).main).filter((href) => href.startsWith('/logodesign/'))
		expect(links.length).toBeGreaterThan(0)
		const first = await fetch(site.url(links[0]!))
		expect(first.status).toBe(200)
	})

	test('the company pages open with a hero: the heading, a lead sentence and an illustration that keeps its box', async () => {
		for (const pathname of [...DESIGNED_PAGES, '/service/seo-services', '/service/web-designing']) {
			const { html } = await serverHtml(site, pathname)
			const hero = element(html, /<div class="page-hero[ "]/, 'div')
			expect(hero, pathname).toMatch(/<h1[^>]*>/)
			expect(decodeEntities(hero.replace(/<[^>]+>/g, ' ')).trim().length, `${pathname} has a lead`).toBeGreaterThan(60)
			const image = attributes(hero, /<img [^>]*>/)
			expect(image, `${pathname} has a hero picture`).toBeDefined()
			expect(image!.src, pathname).toMatch(/^\/media\/pages\/[a-z0-9-]+\.svg\?v=/)
			expect([image!.width, image!.height], pathname).toEqual(['960', '720'])
			// The largest thing in the first screen: fetched first, never lazily.
			expect(image!.loading, pathname).toBe('eager')
			expect(image!.fetchpriority, pathname).toBe('high')
			expect((await fetch(site.url(image!.src!))).status, image!.src).toBe(200)
			// No other picture of the page is fetched before it is needed.
			const others = [...pageFacts(html).main.matchAll(/<img [^>]*>/g)].map((m) => m[0]).filter((tag) => !hero.includes(tag))
			for (const tag of others) {
				expect(tag, pathname).toMatch(/ loading="lazy"/)
				expect(tag, pathname).toMatch(/ width="\d+" height="\d+"/)
			}
		}
	})

	test('a company page sets its text out in sections, not one column beside a list of links', async () => {
		const { html } = await serverHtml(site, '/about-us')
		const main = pageFacts(html).main
		expect(main).not.toContain('site-layout__aside')
		// Values and process steps as cards, the key figures as a band, the closing section as a call to action.
		expect(element(main, /<ul class="page-cards/, 'ul').match(/<li class="page-card"/g)?.length).toBeGreaterThanOrEqual(3)
		expect(element(main, /<ol class="page-cards[^"]*page-cards--steps/, 'ol').match(/<span class="page-card__number"/g)?.length).toBeGreaterThanOrEqual(3)
		const figures = decodeEntities(element(main, /<dl class="page-figures__list"/, 'dl'))
		for (const figure of ['10+', '900+', '300+']) expect(figures).toContain(`<dd>${figure}</dd>`)
		const closing = element(main, /<section class="cta-band page-closing__band"/, 'section')
		expect(hrefs(closing)).toContain('/contact-us')
		// The other company pages follow as a row of cards after the content.
		const more = element(html, /<nav class="siblings"/, 'nav')
		expect(more).toContain('More about us')
		for (const [pathname] of CONTENT_PAGES) expect(hrefs(more)).toContain(pathname)
	})

	test('the about page introduces at least six people with their role and a portrait', async () => {
		const { html } = await serverHtml(site, '/about-us')
		const team = element(pageFacts(html).main, /<section class="team"/, 'section')
		const people = [...team.matchAll(/<li class="team__member">([\s\S]*?)<\/li>/g)].map((m) => m[1]!)
		expect(people.length).toBeGreaterThanOrEqual(6)
		for (const person of people) {
			const name = decodeEntities(/<h3 class="team__name">([^<]+)<\/h3>/.exec(person)?.[1] ?? '')
			expect(name).toMatch(/\w+ \w+/)
			expect(/<p class="team__role">([^<]+)<\/p>/.exec(person)?.[1], name).toBeTruthy()
			const portrait = attributes(person, /<img [^>]*>/)!
			expect(portrait.alt, name).toBe(`Portrait of ${name}`)
			expect([portrait.width, portrait.height], name).toEqual(['480', '480'])
			expect(portrait.src, name).toMatch(/^\/media\/team\//)
		}
		// After the text about the team, not somewhere else on the page.
		expect(html.indexOf('id="our-people"')).toBeLessThan(html.indexOf('<section class="team"'))
	})

	test('a service page shows related work from the portfolio, a client testimonial and a call to action', async () => {
		for (const pathname of ['/service/seo-services', '/service/web-designing', '/service/web-development']) {
			const { html } = await serverHtml(site, pathname)
			const main = pageFacts(html).main
			const work = element(main, /<section class="related-work"/, 'section')
			const projects = [...work.matchAll(/<li class="tile related-work__item">([\s\S]*?)<\/li>/g)].map((m) => m[1]!)
			expect(projects.length, pathname).toBeGreaterThanOrEqual(2)
			expect(projects.length, pathname).toBeLessThanOrEqual(3)
			for (const project of projects) {
				const link = hrefs(project).find((href) => href.startsWith('/portfolio/'))
				expect(link, pathname).toBeDefined()
				expect((await fetch(site.url(link!))).status, link).toBe(200)
				const picture = attributes(project, /<img [^>]*>/)!
				expect(picture.src, pathname).toMatch(/^\/media\/portfolio\//)
				expect([picture.width, picture.height, picture.loading], pathname).toEqual(['600', '450', 'lazy'])
			}
			const quote = element(main, /<section class="quote-band"/, 'section')
			expect(quote, pathname).toMatch(/<blockquote><p>[^<]{40,}<\/p><\/blockquote>/)
			expect(quote, pathname).toMatch(/<span class="quote-band__name">[^<]+<\/span>/)
			expect(hrefs(element(main, /<section class="(?:site-cta )?cta-band/, 'section')), pathname).toContain('/contact-us')
		}
		const seo = decodeEntities(pageFacts((await serverHtml(site, '/service/seo-services')).html).main)
		expect(seo).toContain('Dr. Priya Menon')
		expect(seo).toContain('Planning an SEO services project?')
	})

	test('the site map, FAQ, testimonials, career and feature comparison answer 200 with their heading and meta tags', async () => {
		for (const [pathname, heading] of COMPANY_PAGES) {
			const { status, html } = await serverHtml(site, pathname)
			expect(status, pathname).toBe(200)
			const facts = pageFacts(html)
			expect(facts.h1s, pathname).toEqual([heading])
			expect(facts.description, pathname).toBeTruthy()
			expect(facts.keywords, pathname).toBeTruthy()
			expect(facts.canonical, pathname).toMatch(new RegExp(`${pathname}$`))
			remember(pathname, facts.title)
		}
	})

	test('every page of this group has its own <title>', () => {
		expect(titles.size).toBe(CONTENT_PAGES.length + 16 + COMPANY_PAGES.length)
		const duplicates = [...titles.values()].filter((title, i, all) => all.indexOf(title) !== i)
		expect(duplicates).toEqual([])
	})

	test('the site map links every section of the spec', async () => {
		const { html } = await serverHtml(site, '/site-map')
		const main = pageFacts(html).main
		const links = hrefs(main)
		const services = await api<{ service_name: string }[]>(site, '/api/sitemapServiceList')
		const portfolio = await api<{ portfolio_name: string }[]>(site, '/api/PortfolioList')
		expect(links).toContain('/')
		for (const href of ['/about-us', '/why-us', '/business-model', '/open-source-development']) expect(links).toContain(href)
		for (const { service_name } of services) expect(links).toContain(`/services/${service_name}`)
		for (const { portfolio_name } of portfolio) expect(links).toContain(`/portfolio/${portfolio_name}`)
		for (const href of ['/contact-us', '/terms-and-conditions', '/testimonial', '/faq', '/privacy-policy', '/links', '/career', '/blog', '/site-map']) {
			expect(links).toContain(href)
		}
		for (const section of ['Home', 'About Us', 'Services', 'Technology', 'Portfolio', 'Others']) {
			expect(main).toMatch(new RegExp(`<h2[^>]*>(<a[^>]*>)?${section}<`))
		}
	})

	test('the FAQ, testimonials and career pages show their content without JavaScript', async () => {
		const faq = pageFacts((await serverHtml(site, '/faq')).html).main
		const faqs = await api<{ faq_question: string }[]>(site, '/api/faq')
		for (const { faq_question } of faqs) expect(decodeEntities(faq)).toContain(faq_question)

		const testimonials = pageFacts((await serverHtml(site, '/testimonial')).html).main
		expect(testimonials).toMatch(/[A-Z][a-z]+ \d{1,2}, \d{4}/) // "March 5, 2024"
		expect(testimonials).not.toContain('<video')

		const career = decodeEntities(pageFacts((await serverHtml(site, '/career')).html).main)
		const jobs = await api<{ job_title: string }[]>(site, '/api/career')
		for (const { job_title } of jobs) expect(career).toContain(job_title)
		expect(career).toContain('Looking to hire us?')
	})

	test('the feature comparison shows the five plans with their monthly prices', async () => {
		const main = decodeEntities(pageFacts((await serverHtml(site, '/feature-comparison')).html).main)
		for (const [plan, price] of [
			['Starter', 199],
			['Progressive', 299],
			['Standard', 399],
			['Advanced', 499],
			['Premium', 599],
		] as const) {
			expect(main).toContain(plan)
			expect(main).toContain(`$${price} / month`)
		}
	})
})

describe('moving between pages in the browser', () => {
	test('a visitor goes from the site map to a content page and on through the pages below it', async () => {
		const page = await visit('/site-map')
		await page.locator('main').getByRole('link', { name: 'Why us', exact: true }).click()
		await page.waitForURL('**/why-us')
		await expect.poll(() => page.locator('h1').textContent()).toBe('Why choose us')
		await page.getByRole('navigation', { name: 'More about us' }).getByRole('link', { name: 'Privacy policy' }).click()
		await page.waitForURL('**/privacy-policy')
		await expect.poll(() => page.locator('h1').textContent()).toBe('Privacy policy')
		expect(await page.getByRole('navigation', { name: 'More about us' }).locator('[aria-current="page"]').textContent()).toBe('Privacy policy')
		// From the document back to a page set out in sections, with its hero.
		await page.getByRole('navigation', { name: 'More about us' }).getByRole('link', { name: 'Our business model' }).click()
		await page.waitForURL('**/business-model')
		await expect.poll(() => page.locator('.page-hero h1').textContent()).toBe('Our business model')
	})

	test('a visitor follows the service list from one service to another', async () => {
		const page = await visit('/services/web-development')
		const services = page.getByRole('navigation', { name: 'More services' })
		expect(await services.locator('[aria-current="page"]').textContent()).toBe('Web development')
		await services.getByRole('link', { name: 'Email marketing' }).click()
		await page.waitForURL('**/service/email-marketing')
		await expect.poll(() => page.locator('h1').textContent()).toBe('Email marketing')
		expect(await services.locator('[aria-current="page"]').textContent()).toBe('Email marketing')
	})
})

describe('the FAQ accordion', () => {
	test('a visitor reads the first answer at once, opens another by click or keyboard, one at a time, with no script loaded', async () => {
		const page = await visit('/faq')
		const questions = page.locator('details.accordion__item')
		expect(await questions.count()).toBeGreaterThan(2)
		const open = () => questions.evaluateAll((all) => all.map((details) => (details as HTMLDetailsElement).open))
		expect((await open()).slice(0, 2)).toEqual([true, false])
		// Each question is a heading inside its summary.
		expect(await questions.nth(1).locator('summary h2').count()).toBe(1)

		await questions.nth(1).locator('summary').click()
		await expect.poll(async () => (await open()).slice(0, 2)).toEqual([false, true])
		expect(await questions.nth(1).locator('.accordion__panel').isVisible()).toBe(true)
		expect(await questions.nth(0).locator('.accordion__panel').isVisible()).toBe(false)

		await questions.nth(2).locator('summary').focus()
		await page.keyboard.press('Enter')
		await expect.poll(async () => (await open()).slice(0, 3)).toEqual([false, false, true])
		await page.keyboard.press('Space')
		await expect.poll(async () => (await open()).slice(0, 3)).toEqual([false, false, false])
		// The browser did it all: no router was asked for (React DOM came for the footer's form alone).
		expect(await page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => /entry\.client|manifest-/.test(entry.name)).map((entry) => entry.name))).toEqual([])
	})
})

describe('the testimonials page', () => {
	test('a visitor opens a video testimonial and closing it removes the video', async () => {
		const page = await visit('/testimonial')
		const plays = page.getByRole('link', { name: /^Play the video testimonial from / })
		expect(await plays.count()).toBe(2)
		expect(await page.locator('video').count()).toBe(0)

		await plays.nth(0).click()
		const dialog = page.getByRole('dialog')
		await dialog.waitFor()
		const video = dialog.locator('video')
		expect(await video.getAttribute('src')).toMatch(/^\/media\/testimonials\/[a-z0-9-]+\.mp4$/)
		// It plays, or (a browser without H.264) says clearly that it cannot.
		await expect
			.poll(() => page.evaluate(() => (document.querySelector('video')?.readyState ?? 0) >= 1 || !!document.querySelector('[role="alert"]')))
			.toBe(true)

		// The dialog closes at once; the player goes with the render that follows.
		await page.keyboard.press('Escape')
		await dialog.waitFor({ state: 'detached' })
		await expect.poll(() => page.locator('video').count()).toBe(0)
		expect(await page.locator('video[src], source[src]').count()).toBe(0)
		await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toMatch(/Play the video testimonial/)

		// The close button does the same for the second video.
		await plays.nth(1).click()
		await dialog.waitFor()
		expect(await dialog.locator('video').getAttribute('src')).toMatch(/\.mp4$/)
		await dialog.getByRole('button', { name: 'Close' }).click()
		await dialog.waitFor({ state: 'detached' })
		await expect.poll(() => page.locator('video').count()).toBe(0)
	})

	test('a visitor sees a clear message when a video cannot be played', async () => {
		const page = await visit('/testimonial')
		await page.route('**/media/testimonials/*.mp4', (route) => route.fulfill({ status: 404, body: 'missing' }))
		await page.getByRole('link', { name: /^Play the video testimonial from / }).first().click()
		const alert = page.getByRole('dialog').getByRole('alert')
		await alert.waitFor()
		expect(await alert.textContent()).toContain('could not be played')
	})

	test('the text testimonials cycle through four background colours', async () => {
		const page = await visit('/testimonial')
		const colours = await page
			.locator('.company-quote')
			.evaluateAll((cards) => cards.map((card) => getComputedStyle(card).backgroundColor))
		expect(colours.length).toBeGreaterThan(4)
		expect(new Set(colours.slice(0, 4)).size).toBe(4)
		expect(colours[4]).toBe(colours[0])
		const dates = await page.locator('.company-quote time').allTextContents()
		for (const date of dates) expect(date).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/)
	})
})

describe('the career page', () => {
	test('a visitor applies for a specific opening: the modal carries that job', async () => {
		const page = await visit('/career')
		const jobs = await api<{ id: number; job_title: string }[]>(site, '/api/career')
		const job = jobs[1]!
		await page.locator('summary', { hasText: job.job_title }).click()
		// Clicked at once, before its island has a script: the click is kept and the modal opens when it has.
		const apply = page.getByRole('link', { name: `Apply for this Position (${job.job_title})` })
		await apply.click()

		const dialog = page.getByRole('dialog', { name: 'Apply for This Position' })
		await dialog.waitFor()
		expect(await dialog.locator('form').count()).toBe(1)
		expect(await dialog.textContent()).toContain(job.job_title)
		expect(await dialog.textContent()).not.toContain(jobs[0]!.job_title)

		await page.keyboard.press('Escape')
		await dialog.waitFor({ state: 'detached' })
		await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toContain('Apply for this Position')
	})

	test('each opening shows its details and how to reach the recruiters', async () => {
		const page = await visit('/career')
		const panel = page.locator('.accordion__panel').first()
		const text = await panel.textContent()
		for (const label of ['Experience', 'Number of vacancies', 'Job responsibility', 'Send your CV to', 'Phone']) {
			expect(text).toContain(label)
		}
		expect(await panel.locator('.company-job__contact a[href^="mailto:"]').count()).toBe(1)
		expect(await panel.locator('a[href^="tel:"]').count()).toBe(1)
		// "Apply for this Position" writes to the same address until its island opens the form (decision 099).
		const apply = panel.getByRole('link', { name: /^Apply for this Position/ })
		expect(await apply.getAttribute('href')).toBe(await panel.locator('.company-job__contact a[href^="mailto:"]').getAttribute('href'))
	})
})

describe('the feature comparison', () => {
	test('a visitor reads a feature description on hover and on keyboard focus', async () => {
		const page = await visit('/feature-comparison')
		const website = page.getByRole('button', { name: 'About Website Analysis' })
		const keyword = page.getByRole('button', { name: 'About Keyword Analysis' })

		await website.hover()
		expect(await shownTooltip(page, website)).toMatch(/\w{3,}/)
		await page.mouse.move(0, 0, { steps: 5 })
		await expect.poll(() => page.getByRole('tooltip').count()).toBe(0)

		await website.focus()
		await shownTooltip(page, website)
		// Escape needs the table's island, hydrated as the visitor reached for it.
		await page.locator('[data-island="comparison-table"][data-hydrated="true"]').waitFor({ state: 'attached' })
		await page.keyboard.press('Escape')
		await expect.poll(() => page.getByRole('tooltip').count()).toBe(0)
		await page.keyboard.press('Tab')
		await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('About Keyword Analysis')
		expect(await shownTooltip(page, keyword)).toContain('keyword')
	})

	test('every plan and feature cell says in words whether it is included', async () => {
		const page = await visit('/feature-comparison')
		const cells = page.locator('.pricing-table td')
		const texts = await cells.allTextContents()
		expect(texts.length).toBeGreaterThan(100)
		for (const text of texts) expect(['Included', 'Not included']).toContain(text.trim())
		// Competitive Analysis: Advanced and Premium only (spec §3).
		const row = page.locator('tr', { has: page.getByRole('button', { name: 'About Competitive Analysis' }) })
		expect(await row.locator('td').allTextContents()).toEqual(['Not included', 'Not included', 'Not included', 'Included', 'Included'])
	})

	test('without a configured payment page, Subscribe leads to the contact page for that plan', async () => {
		const page = await visit('/feature-comparison')
		const links = page.getByRole('link', { name: /^Subscribe to / })
		expect(await links.count()).toBe(5)
		expect(await links.first().getAttribute('href')).toBe('/contact-us?plan=Starter')
		expect(await links.first().getAttribute('target')).toBeNull()
	})
})

describe('the feature comparison with payment pages configured', () => {
	const paid = useSite({ SUBSCRIBE_URLS: JSON.stringify({ Starter: 'https://pay.example.com/buttons/starter' }) })

	let page: Page
	beforeAll(async () => {
		page = await paid.page()
		await page.goto('/feature-comparison')
	})

	test('Subscribe opens the hosted payment page in a new tab', async () => {
		const starter = page.getByRole('link', { name: /^Subscribe to Starter/ })
		expect(await starter.getAttribute('href')).toBe('https://pay.example.com/buttons/starter')
		expect(await starter.getAttribute('target')).toBe('_blank')
		expect(await starter.getAttribute('rel')).toContain('noopener')
		const premium = page.getByRole('link', { name: /^Subscribe to Premium/ })
		expect(await premium.getAttribute('href')).toBe('/contact-us?plan=Premium')
	})
})

describe('accessibility', () => {
	for (const pathname of TEMPLATES) {
		for (const [label, viewport] of [
			['phone', PHONE],
			['desktop', DESKTOP],
		] as const) {
			test(`${pathname} passes axe on a ${label}`, async () => {
				const page = await visit(pathname, viewport)
				await expectAccessible(page)
			})
		}
	}

	test('the open video player passes axe', async () => {
		const page = await visit('/testimonial', PHONE)
		await page.getByRole('link', { name: /^Play the video testimonial from / }).first().click()
		await page.getByRole('dialog').waitFor()
		await expectAccessible(page)
	})

	test('the open job application passes axe', async () => {
		const page = await visit('/career', PHONE)
		await page.getByRole('link', { name: /^Apply for this Position/ }).first().click()
		await page.getByRole('dialog', { name: 'Apply for This Position' }).waitFor()
		await expectAccessible(page)
	})
})
