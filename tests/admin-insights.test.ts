import { describe, expect, it } from 'vitest'
import { commitLead, contactLead } from '#app/features/leads/leads.server.ts'
import { rangesOf } from '#app/features/insights/insights.server.ts'
import { useBackOffice } from '#tests/setup/back-office.ts'
import { ENGINES } from '#tests/setup/database.ts'

/**
 * The insights screen (decision 043): visits, views and leads of a range against the period
 * before it, top pages, referrers and campaigns, leads per source, conversion per landing page,
 * Core Web Vitals per template (decision 048), the CSV; for admins and editors.
 */

describe('the ranges of the insights', () => {
	it('are the last 28 days by default, compared with the 28 before', () => {
		expect(rangesOf({}, new Date('2026-11-27T10:00:00Z'))).toEqual({ current: { from: '2026-10-31', to: '2026-11-27' }, previous: { from: '2026-10-03', to: '2026-10-30' } })
		expect(rangesOf({ from: '2026-11-01', to: '2026-11-07' }).previous).toEqual({ from: '2026-10-25', to: '2026-10-31' })
	})
})

describe.each(ENGINES)('insights in the back office on %s', (engine) => {
	const office = useBackOffice(engine)

	it('shows the period against the one before, with a table behind the chart, and exports it', async () => {
		const { db } = office
		await db
			.insertInto('page_views')
			.values([
				{ day: '2026-11-10', path: '/services/seo', referrer: 'google.com', source: '', medium: '', campaign: '', device: 'mobile', views: 40, landings: 20 },
				{ day: '2026-11-11', path: '/pricing', referrer: '', source: 'newsletter', medium: 'email', campaign: 'spring', device: 'desktop', views: 12, landings: 10 },
				{ day: '2026-11-03', path: '/pricing', referrer: '', source: '', medium: '', campaign: '', device: 'desktop', views: 5, landings: 5 },
			])
			.execute()
		const provenance = { source_page: '/pricing', ip: '203.0.113.5', user_agent: 'test', spam: false }
		const id = await commitLead(
			db,
			contactLead({ form: 'contact', name: 'Insight Lead', email: 'insight@example.com', phone: '5125550100', message: 'Hi' }),
			{ ...provenance, attribution: { first: { path: '/pricing', source: 'newsletter', campaign: 'spring' }, last: { path: '/pricing', source: 'newsletter', campaign: 'spring' } } },
			{ to: 'leads@example.com', siteUrl: 'http://site.test' },
		)
		await db.updateTable('lead_attribution').set({ created_at: '2026-11-11T09:00:00.000Z' }).where('lead_id', '=', id).where('lead_kind', '=', 'contact').execute()

		const page = await office.get('/admin/insights?from=2026-11-08&to=2026-11-14', office.cookies.editor)
		expect(page.statusCode).toBe(200)
		const html = page.body
		expect(html).toContain('Visits per day from 2026-11-08 to 2026-11-14: 30 in all, the most on 2026-11-10 (20).')
		expect(html).toMatch(/<dt>Visits<\/dt><dd>30: \+500% on the previous period \(5\)<\/dd>/)
		expect(html).toContain('/services/seo')
		expect(html).toContain('google.com')
		// One lead over the 10 visits that began on /pricing.
		expect(html).toMatch(/\/pricing<\/td><td data-label="Leads">1<\/td><td data-label="Visits">10<\/td><td data-label="Conversion">10%<\/td>/)

		const csv = await office.get('/admin/insights/export.csv?from=2026-11-08&to=2026-11-14', office.cookies.admin)
		expect(csv.statusCode).toBe(200)
		expect(csv.headers['content-type']).toMatch(/^text\/csv/)
		expect(csv.body).toContain('"Leads by source","newsletter / spring","","",1')

		const bad = await office.get('/admin/insights?from=2026-13-40', office.cookies.admin)
		expect(bad.statusCode).toBe(200)
		expect(bad.body).toContain('Enter a real date')
		expect((await office.get('/admin/insights', office.cookies.recruiter)).statusCode).toBe(403)
	})

	it('shows the Core Web Vitals of each template, their 75th percentile against Google\'s thresholds in words, and exports them', async () => {
		const { db } = office
		const histogram = (day: string, template: string, metric: string, buckets: [number, number][]) => buckets.map(([bucket, samples]) => ({ day, template, metric, bucket, samples }))
		await db
			.insertInto('web_vitals')
			.values([
				// 3 of 4 samples up to 2.2 s on one day, a fourth on another: the 75th percentile is 2.2 s, good.
				...histogram('2026-11-10', '/services/:slug', 'LCP', [[1500, 2], [2100, 1]]),
				...histogram('2026-11-12', '/services/:slug', 'LCP', [[5000, 1]]),
				// INP: 2 of 4 at 450–475 ms, 2 at 600–700: the 75th percentile is 700 ms, poor.
				...histogram('2026-11-10', '/services/:slug', 'INP', [[450, 2], [600, 2]]),
				...histogram('2026-11-11', '/', 'CLS', [[100, 3], [0, 1]]),
				// Outside the range: not counted.
				...histogram('2026-10-01', '/', 'LCP', [[9000, 50]]),
			])
			.execute()
		const page = await office.get('/admin/insights?from=2026-11-08&to=2026-11-14', office.cookies.editor)
		expect(page.statusCode).toBe(200)
		const table = page.body.slice(page.body.indexOf('aria-label="Core Web Vitals per template'))
		expect(table).toContain('<caption>Core Web Vitals per template (75th percentile, rating and samples)</caption>')
		expect(table).toMatch(/<th scope="col">Template<\/th><th scope="col">LCP<\/th><th scope="col">LCP samples<\/th>/)
		expect(table).toMatch(/\/services\/:slug<\/td><td data-label="LCP">2.2 s: good<\/td><td data-label="LCP samples">4<\/td><td data-label="INP">700 ms: poor<\/td><td data-label="INP samples">4<\/td><td data-label="CLS">—<\/td><td data-label="CLS samples">0<\/td>/)
		expect(table).toMatch(/>\/<\/td><td data-label="LCP">—<\/td><td data-label="LCP samples">0<\/td><td data-label="INP">—<\/td><td data-label="INP samples">0<\/td><td data-label="CLS">0.11: needs improvement<\/td><td data-label="CLS samples">4<\/td>/)
		expect(page.body).toContain('LCP good up to 2.5 s, poor over 4 s; INP good up to 200 ms, poor over 500 ms; CLS good up to 0.1, poor over 0.25')

		const csv = await office.get('/admin/insights/export.csv?from=2026-11-08&to=2026-11-14', office.cookies.admin)
		expect(csv.statusCode).toBe(200)
		expect(csv.body).toContain('"Table","Key","Page views","Visits","Leads","75th percentile","Rating","Samples"')
		expect(csv.body).toContain('"Core Web Vitals LCP","/services/:slug","","","","2.2 s","good",4')
		expect(csv.body).toContain('"Core Web Vitals INP","/services/:slug","","","","700 ms","poor",4')
		expect(csv.body).toContain('"Core Web Vitals CLS","/","","","","0.11","needs improvement",4')
	})

	it('shows and exports only host names, plain campaign names and plain paths: what was counted before as anything else is (other)', async () => {
		const { db } = office
		const formula = '=HYPERLINK("http://x","y")'
		await db
			.insertInto('page_views')
			.values([
				{ day: '2026-08-10', path: `/${formula}`, referrer: formula, source: '', medium: '', campaign: '', device: 'desktop', views: 900, landings: 900 },
				{ day: '2026-08-10', path: '/faq', referrer: '+cmd|x', source: formula, medium: '-1+1', campaign: '@SUM(1)', device: 'desktop', views: 800, landings: 800 },
				{ day: '2026-08-10', path: '/faq', referrer: 'google.com', source: 'newsletter', medium: 'email', campaign: 'spring', device: 'mobile', views: 3, landings: 2 },
			])
			.execute()
		const page = await office.get('/admin/insights?from=2026-08-10&to=2026-08-10', office.cookies.admin)
		expect(page.statusCode).toBe(200)
		expect(page.body).not.toMatch(/HYPERLINK|cmd\||@SUM|-1\+1/)
		expect(page.body).toContain('google.com')
		// The two referrers that are no host name are one row, as are the campaigns.
		expect(page.body).toMatch(/\(other\)<\/td><td data-label="Visits">1,700<\/td>/)
		expect(page.body).toMatch(/\(other\)<\/td><td data-label="Medium">\(other\)<\/td><td data-label="Campaign">\(other\)<\/td><td data-label="Visits">800<\/td>/)

		const csv = await office.get('/admin/insights/export.csv?from=2026-08-10&to=2026-08-10', office.cookies.admin)
		expect(csv.statusCode).toBe(200)
		expect(csv.body).not.toMatch(/HYPERLINK|cmd\||@SUM/)
		// No cell a spreadsheet would read as a formula.
		expect(csv.body).not.toMatch(/(^|[,\n])"?[=+\-@\t\r]/)
		expect(csv.body).toContain('"Referrer","(other)","",1700')
		expect(csv.body).toContain('"Page","(other)",900,900')
	})

	it('says so when no Core Web Vitals came in the period', async () => {
		const bad = await office.get('/admin/insights?from=2020-01-01&to=2020-01-07', office.cookies.admin)
		expect(bad.body).toContain('Core Web Vitals per template (75th percentile, rating and samples): none in this period.')
	})
})
