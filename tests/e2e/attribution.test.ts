import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'
import SQLite from 'better-sqlite3'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { ROOT } from '#server/paths.ts'
import { DESKTOP, expectAccessible, hydrated, PHONE, useSite } from './site.ts'

const site = useSite({ RATE_LIMIT_MAX: '1000' })

function query<T>(sql: string, ...params: unknown[]): T[] {
	const db = new SQLite(path.join(site.dataDir(), 'site.db'), { readonly: true })
	try {
		return db.prepare(sql).all(...params) as T[]
	} finally {
		db.close()
	}
}

async function shownCode(page: Page, form: string): Promise<string> {
	const code = page.locator(`${form} .captcha__code [aria-hidden="true"]`)
	await expect.poll(async () => (await code.count()) > 0 && (await code.textContent())?.length === 4, { timeout: 10_000 }).toBe(true)
	return (await code.textContent())!
}

describe('a visitor from a campaign who sends a form', () => {
	it('counts the page view after load, stores where the visit came from with the lead, and sets no cookie', async () => {
		// A person's browser: automated ones (navigator.webdriver, a headless user agent) are not counted.
		const page = await site.page(DESKTOP, { userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36' })
		await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false }))
		const beacons: string[] = []
		page.on('request', (request) => {
			if (request.url().endsWith('/api/beacon')) beacons.push(request.postData() ?? '')
		})
		await page.goto('/contact-us?utm_source=newsletter&utm_medium=email&utm_campaign=spring&gclid=Cj0KCQ', { referer: 'https://www.google.com/' })
		await hydrated(page)
		await expect.poll(() => beacons.length, { timeout: 10_000 }).toBe(1)
		expect(JSON.parse(beacons[0]!)).toEqual({ p: '/contact-us', r: 'google.com', s: 'newsletter', m: 'email', c: 'spring', d: 'desktop', l: 1 })

		const form = 'form[aria-label="Contact us"]'
		await page.fill(`${form} input[name="name"]`, 'Campaign Visitor')
		await page.fill(`${form} input[name="mobile_no"]`, '5125550199')
		await page.fill(`${form} input[name="email_id"]`, 'campaign@example.com')
		await page.fill(`${form} textarea[name="cont_details"]`, 'We saw your newsletter.')
		await page.fill(`${form} input[name="user_captcha_input"]`, await shownCode(page, form))
		await page.click(`${form} button[type="submit"]`)
		await expect.poll(() => page.locator(`${form} .form-alert--success`).textContent(), { timeout: 15_000 }).toMatch(/Thank you/)

		const [lead] = query<{ id: number }>('select id from contact_messages where email = ?', 'campaign@example.com')
		const touches = query<Record<string, string>>("select touch, landing_path, referrer, utm_source, utm_medium, utm_campaign, click_ids, device from lead_attribution where lead_kind = 'contact' and lead_id = ? order by touch", lead!.id)
		const touch = { landing_path: '/contact-us', referrer: 'google.com', utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'spring', click_ids: 'gclid', device: 'desktop' }
		expect(touches).toEqual([
			{ touch: 'first', ...touch },
			{ touch: 'last', ...touch },
		])
		expect(await page.context().cookies()).toEqual([])
		// Written by the server's next batch (every 5 s).
		await expect
			.poll(() => query<{ views: number; landings: number }>("select views, landings from page_views where path = '/contact-us' and source = 'newsletter'"), { timeout: 15_000, interval: 500 })
			.toEqual([{ views: 1, landings: 1 }])
	})

	it('keeps the campaign of a landing whose scripts never ran, for a lead sent from the next page', async () => {
		const page = await site.page(DESKTOP)
		// The app's scripts do not arrive on the landing page (a slow phone, a click before they run).
		await page.route('**/assets/*.js', (route) => route.abort())
		await page.goto('/blog?utm_source=partner&utm_campaign=autumn', { referer: 'https://partner.example/list' })
		expect(JSON.parse((await page.evaluate(() => sessionStorage.getItem('lf-visit'))) ?? '{}').first).toMatchObject({ path: '/blog', source: 'partner', campaign: 'autumn', ref: 'partner.example' })
		await page.unroute('**/assets/*.js')
		await page.locator('header a[href="/contact-us"]').first().click()
		await page.waitForURL('**/contact-us')
		await hydrated(page)

		const form = 'form[aria-label="Contact us"]'
		await page.fill(`${form} input[name="name"]`, 'Early Clicker')
		await page.fill(`${form} input[name="mobile_no"]`, '5125550142')
		await page.fill(`${form} input[name="email_id"]`, 'early@example.com')
		await page.fill(`${form} textarea[name="cont_details"]`, 'Your partner sent us.')
		await page.fill(`${form} input[name="user_captcha_input"]`, await shownCode(page, form))
		await page.click(`${form} button[type="submit"]`)
		await expect.poll(() => page.locator(`${form} .form-alert--success`).textContent(), { timeout: 15_000 }).toMatch(/Thank you/)
		const [lead] = query<{ id: number }>('select id from contact_messages where email = ?', 'early@example.com')
		const touches = query<Record<string, string>>("select touch, landing_path, referrer, utm_source, utm_campaign from lead_attribution where lead_kind = 'contact' and lead_id = ? order by touch", lead!.id)
		const touch = { landing_path: '/blog', referrer: 'partner.example', utm_source: 'partner', utm_campaign: 'autumn' }
		expect(touches).toEqual([
			{ touch: 'first', ...touch },
			{ touch: 'last', ...touch },
		])
	})

	it('an editor reads the insights, on a phone, and the screen passes axe', async () => {
		const password = 'a long enough password'
		await promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/admin.ts', 'create-user', '--email', 'ed@example.com', '--password', password, '--role', 'editor', '--name', 'Ed Itor'], {
			cwd: ROOT,
			env: { ...process.env, DATA_DIR: site.dataDir(), DATABASE_URL: '' },
		})
		const page = await site.page(PHONE)
		await page.goto('/admin/login')
		await hydrated(page)
		await page.getByLabel('Email').fill('ed@example.com')
		await page.getByLabel('Password').fill(password)
		await page.getByRole('button', { name: 'Sign in' }).click()
		await page.getByRole('heading', { name: 'Overview' }).waitFor()
		await page.goto('/admin/insights')
		await page.getByRole('heading', { name: 'Insights' }).waitFor()
		expect(await page.getByRole('img', { name: /^Visits per day from/ }).count()).toBe(1)
		expect(await page.getByRole('region', { name: /Conversion per landing page/ }).getByText('/contact-us').count()).toBe(1)
		await expectAccessible(page)
	})
})

describe('a visitor\'s Core Web Vitals', () => {
	it('are sent when the page is hidden, and counted under the page\'s template', async () => {
		// A person's browser, as above: automated ones send nothing.
		const page = await site.page(DESKTOP, { userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36' })
		await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false }))
		const sent: string[] = []
		page.on('request', (request) => {
			if (request.url().endsWith('/api/vitals')) sent.push(request.postData() ?? '')
		})
		const views: string[] = []
		page.on('request', (request) => {
			if (request.url().endsWith('/api/beacon')) views.push(request.postData() ?? '')
		})
		await page.goto('/faq')
		await hydrated(page)
		// The beacon module (and web-vitals with it) is loaded once the page is idle.
		await expect.poll(() => views.length, { timeout: 10_000 }).toBe(1)
		expect(sent).toEqual([])
		// An interaction (for INP), then the page is hidden as when the visitor switches tabs. Headless
		// Chromium does not hide a page here (with another tab brought to the front it stays "visible",
		// and a navigation away sent nothing), so the hidden state is stated and the browser's event
		// fired, as web-vitals' own tests do; the observers, the metrics and the beacon are real.
		await page.getByRole('heading', { level: 1 }).click()
		await expect.poll(() => page.evaluate(() => document.readyState)).toBe('complete')
		// The browser has timed the click (INP's entry), and web-vitals has taken it: it does so in the
		// next idle period after its observer hears of it (hidden before that, the value waits for the
		// page's next hiding).
		await expect.poll(() => page.evaluate(() => performance.getEntriesByType('first-input').length)).toBe(1)
		await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve))))
		await page.evaluate(() => {
			Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
			document.dispatchEvent(new Event('visibilitychange', { bubbles: true }))
		})
		await expect.poll(() => sent.length, { timeout: 10_000 }).toBe(1)
		const vitals = JSON.parse(sent[0]!) as Record<string, number | string>
		expect(Object.keys(vitals).sort()).toEqual(['cls', 'inp', 'lcp', 'p'])
		expect(vitals.p).toBe('/faq')
		expect(vitals.lcp).toBeGreaterThan(0)
		// Written by the server's next batch (every 5 s), under the template, one sample per metric.
		await expect
			.poll(() => query<{ metric: string; samples: number }>("select metric, sum(samples) as samples from web_vitals where template = '/faq' group by metric order by metric"), { timeout: 15_000, interval: 500 })
			.toEqual([
				{ metric: 'CLS', samples: 1 },
				{ metric: 'INP', samples: 1 },
				{ metric: 'LCP', samples: 1 },
			])
	})
})
