import { describe, expect, it } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import { axExpanded, DESKTOP, expectAccessible, hydrated, PHONE, serverHtml, transitionsDone, useSite } from './site.ts'

const site = useSite()

/** Whether a popover (the phone menu, a desktop menu's panel) is open. */
const isOpen = (popover: Locator) => popover.evaluate((element) => element.matches(':popover-open'))
/** Whether an element is drawn (display and visibility respected). */
const isShown = (element: Locator) => element.evaluate((el) => el.checkVisibility({ visibilityProperty: true }))
/** Marks the document, to tell a navigation in the same document (the mark stays) from a document load (it goes). */
const markDocument = (page: Page) => page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true))
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true)

describe('the page shell', () => {
	it('renders the home page on the server with its heading, meta tags, header and footer', async () => {
		const { status, html } = await serverHtml(site, '/')
		expect(status).toBe(200)
		expect(html).toMatch(/<h1[^>]*>\s*Websites that <em>earn<\/em> their keep/)
		expect(html).toMatch(/<title>[^<]+<\/title>/)
		expect(html).toMatch(/<meta name="description" content="[^"]+"/)
		// SITE_URL is unset: its default names the port the server listens on.
		expect(html).toContain(`<link rel="canonical" href="http://localhost:${new URL(site.url('/')).port}"/>`)
		expect(html).toMatch(/<meta property="og:title"/)
		// Header contact details and social links come from the database.
		expect(html).toContain('hello@lanternfish.example')
		expect(html).toContain('https://www.linkedin.com/company/lanternfishdigital')
		// Footer: its links, the services, both office tabs and the current year.
		for (const href of ['/links', '/blog', '/terms-and-conditions', '/privacy-policy', '/faq', '/site-map', '/event', '/service/web-development']) {
			expect(html).toContain(`href="${href}"`)
		}
		// The offices' tabs work without script: one exclusive group of <details>, India's open.
		const offices = [...html.matchAll(/<details name="([^"]+)"( open="")? class="office-tabs__office"[^>]*><summary class="office-tabs__tab">([^<]+)<\/summary>/g)]
		expect(offices.map((office) => [office[3], !!office[2]])).toEqual([
			['India', true],
			['USA', false],
		])
		expect(offices[0]![1]).toBe(offices[1]![1])
		expect(html).toContain(`© ${new Date().getFullYear()}`)
	})

	it('answers an unknown path with 404 and the spec\'s text and link home', async () => {
		const { status, html } = await serverHtml(site, '/no/such/page')
		expect(status).toBe(404)
		expect(html).toContain('Oops! Page not found.')
		expect(html).toMatch(/<a[^>]+href="\/"[^>]*>Go back home<\/a>/)
	})

	it('the 404 page searches the articles and links the most useful pages', async () => {
		const page = await site.page(PHONE)
		await page.goto('/no/such/page')
		await hydrated(page)
		const useful = await page.locator('nav[aria-labelledby="not-found-useful"] a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))
		expect(useful).toEqual(['/services', '/portfolio', '/blog', '/feature-comparison', '/about-us', '/contact-us'])
		await page.getByRole('searchbox', { name: 'Search our articles' }).fill('WordPress')
		await page.getByRole('button', { name: 'Search', exact: true }).click()
		await page.waitForURL('**/blog?q=WordPress')
		expect(await page.locator('h1').textContent()).toBeTruthy()
		expect(await page.locator('.blog-search__input').inputValue()).toBe('WordPress')
	})

	it('makes the header sticky once the page is scrolled 100 px, not before', async () => {
		const page = await site.page(DESKTOP)
		await page.goto('/')
		await hydrated(page)
		const header = page.locator('header.site-header')
		await page.evaluate(() => window.scrollTo(0, 99))
		await expect.poll(() => header.getAttribute('data-sticky')).toBe('false')
		await page.evaluate(() => window.scrollTo(0, 100))
		await expect.poll(() => header.getAttribute('data-sticky')).toBe('true')
		const navbar = page.locator('.navbar')
		expect(await navbar.evaluate((el) => getComputedStyle(el).position)).toBe('fixed')
		await page.evaluate(() => window.scrollTo(0, 0))
		await expect.poll(() => header.getAttribute('data-sticky')).toBe('false')
	})

	it('opens the phone menu, a popover dialog that closes with Escape, its button and a tap beside it, and returns focus', async () => {
		const page = await site.page(PHONE)
		await page.goto('/')
		await hydrated(page)
		const button = page.getByRole('button', { name: 'Open menu' })
		expect(await axExpanded(button)).toBe(false)
		await button.click()
		const menu = page.getByRole('dialog', { name: 'Menu' })
		await menu.waitFor()
		expect(await axExpanded(button)).toBe(true)
		// Focus moves into it, to its close button.
		const close = menu.getByRole('button', { name: 'Close menu' })
		expect(await close.evaluate((el) => el === document.activeElement)).toBe(true)
		await menu.locator('summary', { hasText: 'Portfolio' }).click()
		expect(await menu.locator('a[href="/portfolio/wordpress"]').isVisible()).toBe(true)
		// The page behind does not scroll while it is open.
		expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden')
		await expectAccessible(page)
		await page.keyboard.press('Escape')
		await expect.poll(() => menu.isVisible()).toBe(false)
		expect(await axExpanded(button)).toBe(false)
		expect(await button.evaluate((el) => el === document.activeElement)).toBe(true)
		expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('visible')

		// Its close button, and a tap on the backdrop beside it, close it too.
		await button.click()
		await close.click()
		await expect.poll(() => menu.isVisible()).toBe(false)
		expect(await button.evaluate((el) => el === document.activeElement)).toBe(true)
		// (On a screen wider than the menu: at 360 px it covers the whole width.)
		await page.setViewportSize({ width: 700, height: 740 })
		await button.click()
		await menu.waitFor()
		await page.mouse.click(5, 400)
		await expect.poll(() => menu.isVisible()).toBe(false)
	})

	it('a link in the phone menu opens its page as a document from the page cache, with the menu closed and its section marked', async () => {
		// Every public page is a page of islands (decision 098): no router, so a link is a document.
		await serverHtml(site, '/blog')
		const page = await site.page(PHONE)
		await page.goto('/blogs/category/seo')
		await hydrated(page)
		await markDocument(page)
		await page.getByRole('button', { name: 'Open menu' }).click()
		const [response] = await Promise.all([
			page.waitForResponse((answer) => new URL(answer.url()).pathname === '/blog' && answer.request().resourceType() === 'document'),
			page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Blogs' }).click(),
		])
		await page.waitForURL('**/blog')
		expect(response.headers()['x-cache']).toBe('HIT')
		expect(await sameDocument(page)).toBe(false)
		await expect.poll(() => page.getByRole('dialog', { name: 'Menu' }).isVisible()).toBe(false)
		expect(await isOpen(page.locator('#phone-menu'))).toBe(false)
		// The next page's section is marked in it: Company holds none of /blog, so none is.
		await page.getByRole('button', { name: 'Open menu' }).click()
		expect(await page.locator('#phone-menu details[open]').count()).toBe(0)
		expect(await page.locator('#phone-menu a[aria-current="page"]').getAttribute('href')).toBe('/blog')
	})

	it('opens the desktop Portfolio menu by keyboard, with the lowercase technology links', async () => {
		const page = await site.page(DESKTOP)
		await page.goto('/')
		await hydrated(page)
		const trigger = page.locator('.main-nav__trigger', { hasText: 'Portfolio' })
		await trigger.focus()
		await page.keyboard.press('Enter')
		await expect.poll(() => axExpanded(trigger)).toBe(true)
		for (const slug of ['php', 'wordpress', 'laravel', 'codeigniter', 'angular', 'react', 'web-designing', 'psd-to-html', 'logo-design']) {
			expect(await page.locator(`.main-nav a[href="/portfolio/${slug}"]`).count(), slug).toBe(1)
		}
		await page.keyboard.press('Escape')
		await expect.poll(() => axExpanded(trigger)).toBe(false)
		await expect.poll(() => isShown(page.locator('#menu-Portfolio'))).toBe(false)
	})

	it('marks the desktop menu group that holds the page shown, in the server\'s HTML', async () => {
		const marked = async (pathname: string) => {
			const { html } = await serverHtml(site, pathname)
			return [...html.matchAll(/<button[^>]*class="main-nav__trigger"[^>]*aria-current="true"[^>]*>([^<]+)/g)].map((match) => match[1]!.trim())
		}
		expect(await marked('/case-study')).toEqual(['Portfolio'])
		expect(await marked('/portfolio/php')).toEqual(['Portfolio'])
		expect(await marked('/service/web-development')).toEqual(['Services'])
		// A top-level link's page marks its link alone.
		expect(await marked('/contact-us')).toEqual([])
	})

	it('a click on a desktop menu the pointer just opened by hover keeps it open; the next click closes it', async () => {
		const page = await site.page(DESKTOP)
		await page.goto('/')
		await hydrated(page)
		const trigger = page.locator('.main-nav__trigger', { hasText: 'Services' })
		const panel = page.locator('#menu-Services')
		await trigger.hover()
		await expect.poll(() => isShown(panel)).toBe(true)
		await trigger.click()
		// Had the click closed it, the panel's exit would be running: it has run out.
		await transitionsDone(page.locator('.main-nav'))
		expect(await axExpanded(trigger)).toBe(true)
		expect(await page.locator('.main-nav__panel a[href="/service/web-development"]').isVisible()).toBe(true)
		await trigger.click()
		await expect.poll(() => axExpanded(trigger)).toBe(false)
		// Closed for the eye too, though the pointer is still on it.
		await expect.poll(() => isShown(panel)).toBe(false)
		await transitionsDone(page.locator('.main-nav'))
		expect(await isShown(panel)).toBe(false)

		// A click before the hover delay has opened it opens it, and it stays open.
		const company = page.locator('.main-nav__trigger', { hasText: 'Company' })
		await company.click()
		await expect.poll(() => axExpanded(company)).toBe(true)
		await transitionsDone(page.locator('.main-nav'))
		expect(await axExpanded(company)).toBe(true)
		expect(await isShown(page.locator('#menu-Company'))).toBe(true)
		// The pointer on another menu does not open it over the one opened by its button.
		await page.locator('.main-nav__trigger', { hasText: 'Portfolio' }).hover()
		await transitionsDone(page.locator('.main-nav'))
		expect(await isShown(page.locator('#menu-Portfolio'))).toBe(false)
		expect(await isShown(page.locator('#menu-Company'))).toBe(true)
	})

	it('a link in a desktop menu opens its page as a document, with the menu closed', async () => {
		const page = await site.page(DESKTOP)
		// The blog's list is a page of islands like every public page (decision 098): its links are documents.
		await page.goto('/blog')
		await hydrated(page)
		await markDocument(page)
		const trigger = page.locator('.main-nav__trigger', { hasText: 'Company' })
		await trigger.click()
		await page.locator('#menu-Company a[href="/faq"]').click()
		await page.waitForURL('**/faq')
		expect(await sameDocument(page)).toBe(false)
		await expect.poll(() => isShown(page.locator('#menu-Company'))).toBe(false)
		expect(await isOpen(page.locator('#menu-Company'))).toBe(false)
	})

	it('links the header to every page of the route table', async () => {
		const page = await site.page(DESKTOP)
		await page.goto('/')
		await hydrated(page)
		const hrefs = new Set<string>()
		for (const group of ['Company', 'Services', 'Portfolio']) {
			const trigger = page.locator('.main-nav__trigger', { hasText: group })
			await trigger.focus()
			await page.keyboard.press('Enter')
			await expect.poll(() => axExpanded(trigger)).toBe(true)
			for (const href of await page.locator('.main-nav a').evaluateAll((links) => links.map((a) => a.getAttribute('href')!))) hrefs.add(href)
			await page.keyboard.press('Escape')
		}
		for (const href of await page.locator('.main-nav a').evaluateAll((links) => links.map((a) => a.getAttribute('href')!))) hrefs.add(href)
		const expected = [
			'/', '/contact-us', '/blog', '/testimonial', '/faq', '/career', '/about-us', '/why-us', '/business-model', '/links', '/event',
			'/terms-and-conditions', '/privacy-policy', '/site-map', '/open-source-development', '/feature-comparison',
			'/service/web-development', '/service/seo-service-usa', '/service/logo-designing',
			'/portfolio/php', '/portfolio/wordpress', '/portfolio/logo-design', '/portfolio/school-management-system',
			'/services', '/portfolio',
		]
		expect(expected.filter((href) => !hrefs.has(href))).toEqual([])
	})

	it('offers "Get a quote" in the header of every page template, and in the phone menu', async () => {
		for (const pathname of ['/', '/blog', '/portfolio/php', '/service/web-development', '/career', '/no/such/page']) {
			const { html } = await serverHtml(site, pathname)
			expect(html, pathname).toMatch(/<a class="button button--accent header-cta" href="\/contact-us"[^>]*>Get a quote<\/a>/)
		}
		const desktop = await site.page(DESKTOP)
		await desktop.goto('/faq')
		await hydrated(desktop)
		await desktop.locator('.header-cta').click()
		await desktop.waitForURL('**/contact-us')

		const phone = await site.page(PHONE)
		await phone.goto('/faq')
		await hydrated(phone)
		expect(await phone.locator('.header-cta').isVisible()).toBe(false)
		await phone.getByRole('button', { name: 'Open menu' }).click()
		await phone.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Get a quote' }).click()
		await phone.waitForURL('**/contact-us')
		await expect.poll(() => phone.getByRole('dialog', { name: 'Menu' }).isVisible()).toBe(false)
	})

	it('lists every service, grouped, and every portfolio page with its count, each reached from the home page', async () => {
		const page = await site.page(PHONE)
		await page.goto('/')
		await hydrated(page)
		await page.getByRole('link', { name: 'All our services' }).click()
		await expect.poll(() => page.locator('h1').textContent()).toBe('Our services')
		expect(new URL(page.url()).pathname).toBe('/services')
		const groups = await page.locator('main h2[id^="services-group-"]').allTextContents()
		expect(groups).toEqual(['Websites & apps', 'Online stores', 'Design & branding', 'Search & marketing'])
		const serviceLinks = await page.locator('main .services-overview__card a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))
		const api = (await (await fetch(site.url('/api/ServiceList'))).json()) as { services_name: string }[]
		expect(serviceLinks.toSorted()).toEqual(api.map((s) => `/service/${s.services_name}`).toSorted())
		await expectAccessible(page)

		await page.goto('/')
		await hydrated(page)
		await page.getByRole('link', { name: 'All our work' }).click()
		await expect.poll(() => page.locator('h1').textContent()).toBe('Our portfolio')
		expect(new URL(page.url()).pathname).toBe('/portfolio')
		const php = page.locator('.portfolio-overview__card', { has: page.locator('a[href="/portfolio/php"]') })
		const phpItems = (await (await fetch(site.url('/api/Portfolio/portfolio/php'))).json()) as unknown[]
		expect(await php.locator('.portfolio-overview__count').textContent()).toBe(`${phpItems.length} projects`)
		expect(await page.locator('.portfolio-overview__card').count()).toBe(19)
		expect(await page.locator('#portfolio-industry ~ ul a[href="/portfolio/school-management-system"]').count()).toBe(1)
		await expectAccessible(page)

		for (const [pathname, title] of [['/services', /Services \| /], ['/portfolio', / portfolio$/]] as const) {
			const { status, html } = await serverHtml(site, pathname)
			expect(status).toBe(200)
			expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toMatch(title)
			expect(html).toContain(`<link rel="canonical" href="http://localhost:${new URL(site.url('/')).port}${pathname}"/>`)
		}
		const siteMap = await serverHtml(site, '/site-map')
		expect(siteMap.html).toContain('href="/services"')
		expect(siteMap.html).toContain('href="/portfolio"')
	})

	it('switches the footer between the India and USA offices, by click and by arrow key, Home and End', async () => {
		const page = await site.page(DESKTOP)
		await page.goto('/')
		await hydrated(page)
		// Once the footer has hydrated, its <details> become ARIA tabs.
		await page.locator('.office-tabs[data-tabs]').waitFor()
		const india = page.getByRole('tab', { name: 'India' })
		const usa = page.getByRole('tab', { name: 'USA' })
		expect(await india.getAttribute('aria-selected')).toBe('true')
		// Both offices are in the page; the other one is hidden until found.
		const shown = page.locator('[role="tabpanel"]:not([hidden])')
		expect(await shown.textContent()).toContain('Ahmedabad')
		expect(await page.locator('[role="tabpanel"][hidden]').getAttribute('hidden')).toBe('until-found')
		await usa.click()
		await expect.poll(() => shown.textContent()).toContain('Austin')
		expect(await page.locator('[role="tabpanel"][hidden]').textContent()).toContain('Ahmedabad')
		await usa.focus()
		await page.keyboard.press('ArrowLeft')
		await expect.poll(() => india.getAttribute('aria-selected')).toBe('true')
		expect(await india.evaluate((tab) => tab === document.activeElement)).toBe(true)
		await page.keyboard.press('End')
		await expect.poll(() => usa.getAttribute('aria-selected')).toBe('true')
		expect(await usa.getAttribute('tabindex')).toBe('0')
		expect(await india.getAttribute('tabindex')).toBe('-1')
		await page.keyboard.press('Home')
		await expect.poll(() => india.getAttribute('aria-selected')).toBe('true')
		await page.keyboard.press('ArrowRight')
		await expect.poll(() => usa.getAttribute('aria-selected')).toBe('true')
		await expect.poll(() => shown.textContent()).toContain('Austin')
	})

	it('a link followed from the bottom of a page opens the next page at its top', async () => {
		const page = await site.page(DESKTOP)
		// A page of islands (decision 098): the footer's link to the FAQ is a document, and starts at the top.
		await page.goto('/blog')
		await hydrated(page)
		await markDocument(page)
		await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
		await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000)
		await page.locator('footer a[href="/faq"]').click()
		await page.waitForURL('**/faq')
		expect(await sameDocument(page)).toBe(false)
		await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
	})

	it.each([
		['phone', PHONE],
		['desktop', DESKTOP],
	])('has no serious accessibility violations on the home and 404 pages (%s)', async (_name, viewport) => {
		const page = await site.page(viewport)
		for (const path of ['/', '/no-such-page']) {
			await page.goto(path)
			await hydrated(page)
			await expectAccessible(page)
		}
	})
})

describe('the header works before its script arrives', () => {
	/** A page whose app scripts never arrive (a slow phone's first seconds, or a page that never hydrates): the inline ones run. */
	async function withoutAppScripts(viewport: { width: number; height: number }) {
		const page = await site.page(viewport)
		const blocked: string[] = []
		await page.route('**/assets/*.js', (route) => {
			blocked.push(new URL(route.request().url()).pathname)
			return route.abort()
		})
		return { page, blocked }
	}

	it('on a 360 px phone the menu button opens the phone menu, a group opens and a link in it is followed', async () => {
		const { page, blocked } = await withoutAppScripts(PHONE)
		await page.goto('/portfolio/php')
		// The islands' runtime was asked for, and refused: no island is ever wired on this page.
		await expect.poll(() => blocked.some((script) => script.startsWith('/assets/islands.client-'))).toBe(true)
		expect(await page.evaluate(() => document.documentElement.dataset.islandsReady)).toBeUndefined()

		const button = page.getByRole('button', { name: 'Open menu' })
		await button.click()
		const menu = page.getByRole('dialog', { name: 'Menu' })
		expect(await menu.isVisible()).toBe(true)
		expect(await axExpanded(button)).toBe(true)
		// The section shown starts open and marked, from the server's HTML.
		expect(await menu.locator('details[open] > summary').textContent()).toContain('Portfolio')
		expect(await menu.locator('a[aria-current="page"]').getAttribute('href')).toBe('/portfolio/php')
		await expectAccessible(page)

		const services = menu.locator('summary', { hasText: 'Services' })
		expect(await axExpanded(services)).toBe(false)
		await services.click()
		expect(await axExpanded(services)).toBe(true)
		const link = menu.locator('a[href="/service/web-development"]')
		expect(await link.isVisible()).toBe(true)
		await link.click()
		await page.waitForURL('**/service/web-development')
		await page.waitForLoadState('load')
		// A new document, its menu closed.
		expect(await page.locator('h1').count()).toBe(1)
		expect(await page.getByRole('dialog', { name: 'Menu' }).isVisible()).toBe(false)
		expect(await page.locator('#phone-menu a[aria-current="page"]').getAttribute('href')).toBe('/service/web-development')

		// Escape closes it too, focus back on its button.
		await button.click()
		await page.keyboard.press('Escape')
		await expect.poll(() => menu.isVisible()).toBe(false)
		expect(await button.evaluate((el) => el === document.activeElement)).toBe(true)
	})

	it('on a desktop a menu group opens by click and by keyboard, and closes with Escape or a click elsewhere', async () => {
		const { page } = await withoutAppScripts(DESKTOP)
		await page.goto('/')
		await page.waitForLoadState('load')
		const trigger = page.locator('.main-nav__trigger', { hasText: 'Company' })
		const panel = page.locator('#menu-Company')
		expect(await isShown(panel)).toBe(false)
		await trigger.click()
		expect(await axExpanded(trigger)).toBe(true)
		expect(await isShown(panel)).toBe(true)
		expect(await panel.locator('a[href="/about-us"]').isVisible()).toBe(true)
		// Placed below the navigation, inside the page's width.
		const [nav, box] = await Promise.all([page.locator('.main-nav').boundingBox(), panel.boundingBox()])
		expect(box!.y).toBeGreaterThan(nav!.y + nav!.height)
		expect(box!.x + box!.width).toBeLessThanOrEqual(nav!.x + nav!.width + 1)
		await expectAccessible(page)
		// Opening another closes it.
		const services = page.locator('.main-nav__trigger', { hasText: 'Services' })
		await services.click()
		expect(await axExpanded(services)).toBe(true)
		expect(await axExpanded(trigger)).toBe(false)
		await page.mouse.click(5, 700)
		await expect.poll(() => axExpanded(services)).toBe(false)
		await expect.poll(() => isShown(page.locator('#menu-Services'))).toBe(false)

		await trigger.focus()
		await page.keyboard.press('Enter')
		expect(await axExpanded(trigger)).toBe(true)
		await page.keyboard.press('Tab')
		expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe('/about-us')
		await page.keyboard.press('Escape')
		await expect.poll(() => isShown(panel)).toBe(false)
		expect(await trigger.evaluate((el) => el === document.activeElement)).toBe(true)
	})

	it('the header turns sticky at 100 px of scroll', async () => {
		const { page } = await withoutAppScripts(DESKTOP)
		await page.goto('/')
		await page.waitForLoadState('load')
		const header = page.locator('header.site-header')
		const navbar = page.locator('.navbar')
		expect(await header.getAttribute('data-sticky')).toBe('false')
		await page.evaluate(() => window.scrollTo(0, 99))
		await expect.poll(() => header.getAttribute('data-sticky')).toBe('false')
		expect(await navbar.evaluate((el) => getComputedStyle(el).position)).toBe('static')
		await page.evaluate(() => window.scrollTo(0, 100))
		await expect.poll(() => header.getAttribute('data-sticky')).toBe('true')
		expect(await navbar.evaluate((el) => getComputedStyle(el).position)).toBe('fixed')
		// A menu opened then hangs below the fixed navbar.
		await page.locator('.main-nav__trigger', { hasText: 'Services' }).click()
		const box = await page.locator('#menu-Services').boundingBox()
		expect(box!.y).toBeGreaterThan(0)
		expect(box!.y).toBeLessThan((await navbar.boundingBox())!.height + 16)
		await page.keyboard.press('Escape')
		await page.evaluate(() => window.scrollTo(0, 0))
		await expect.poll(() => header.getAttribute('data-sticky')).toBe('false')
	})
})
