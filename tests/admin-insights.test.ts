import { describe, expect, it } from 'vitest'
import { commitLead, contactLead } from '#app/features/forms/leads.server.ts'
import { rangesOf } from '#app/features/insights/insights.server.ts'
import { useBackOffice } from '#tests/setup/back-office.ts'
import { ENGINES } from '#tests/setup/database.ts'

/**
 * The insights screen (decision 043): visits, views and leads of a range against the period
 * before it, top pages, referrers and campaigns, leads per source, conversion per landing page,
 * the CSV; for admins and editors.
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
})
