import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { findRedirect, getRow, saveRow } from '#app/features/cms/cms.server.ts'
import { entityByKey } from '#app/features/cms/entities.ts'
import { entitySchema, formValue } from '#app/features/cms/entity-form.ts'
import { createTestDatabase, ENGINES, type TestDatabase } from '#tests/setup/database.ts'
import { caseStudiesByProject, getCaseStudy, listCaseStudyCards, listCaseStudyUrls, parseCredits } from './case-studies.server.ts'

/**
 * The case studies (decision 030) on each engine: the demo content gives at
 * least six, each telling an existing project with its figures, pictures and
 * credits; a draft leaves every list; a renamed one keeps its old URL.
 */
describe.each(ENGINES)('case studies on %s', (engine) => {
	let database: TestDatabase
	beforeAll(async () => {
		database = await createTestDatabase(engine)
	})
	afterAll(async () => database?.destroy())

	it('seeds at least six published stories, each of a different project with results, a cover, a gallery and credits', async () => {
		const cards = await listCaseStudyCards(database.db)
		expect(cards.length).toBeGreaterThanOrEqual(6)
		const projects = new Set<number>()
		const technologies = new Set<string>()
		for (const card of cards) {
			const study = await getCaseStudy(database.db, card.slug)
			expect(study, card.slug).toBeDefined()
			expect(study!.project, card.slug).not.toBeNull()
			projects.add(study!.project!.id)
			technologies.add(study!.project!.category_slug)
			expect(study!.results.length, card.slug).toBeGreaterThanOrEqual(3)
			expect(card.result).toEqual(study!.results[0])
			// The cover a raster (it holds a whole site's screenshot, costly to draw as SVG); the gallery SVG.
			expect(study!.cover).toMatch(/-cover\.webp$/)
			expect(study!.gallery.length).toBeGreaterThanOrEqual(2)
			expect(study!.gallery.every((picture) => picture.caption.length > 0)).toBe(true)
			expect(study!.delivered.length).toBeGreaterThanOrEqual(3)
			expect(study!.credits.every((credit) => credit.role && credit.name)).toBe(true)
			expect(study!.approach).toContain('<h3>')
		}
		expect(projects.size).toBe(cards.length)
		expect(technologies.size).toBe(cards.length)
	})

	it('finds a study whatever the case of its slug, and none for an unknown slug', async () => {
		expect((await getCaseStudy(database.db, 'GridSense'))?.client).toBe('GridSense')
		expect(await getCaseStudy(database.db, 'no-such-study')).toBeUndefined()
	})

	it('maps each told project to its study, for the portfolio pages', async () => {
		const byProject = await caseStudiesByProject(database.db)
		const slugs = (await listCaseStudyCards(database.db)).map((card) => card.slug)
		expect(Object.values(byProject).toSorted()).toEqual(slugs.toSorted())
		expect(await caseStudiesByProject(database.db, [])).toEqual({})
	})

	it('leaves a draft out of the cards, the portfolio links, the URL list and its own page', async () => {
		const { db } = database
		const [first] = await listCaseStudyCards(db)
		await db.updateTable('case_studies').set({ status: 'draft' }).where('slug', '=', first!.slug).execute()
		try {
			expect((await listCaseStudyCards(db)).map((card) => card.slug)).not.toContain(first!.slug)
			expect(Object.values(await caseStudiesByProject(db))).not.toContain(first!.slug)
			expect((await listCaseStudyUrls(db)).map((url) => url.slug)).not.toContain(first!.slug)
			expect(await getCaseStudy(db, first!.slug)).toBeUndefined()
		} finally {
			await db.updateTable('case_studies').set({ status: 'published' }).where('slug', '=', first!.slug).execute()
		}
	})

	it('saves an edit from the back office form, and a renamed slug leaves a 301 from the old page', async () => {
		const entity = entityByKey('case-studies')!
		const { db } = database
		const row = await db.selectFrom('case_studies').select('id').where('slug', '=', 'kitchen-canvas').executeTakeFirstOrThrow()
		const current = (await getRow(db, entity, row.id))!
		const form = Object.fromEntries(entity.fields.map((field) => [field.name, formValue(field, current[field.name])]))
		const values = entitySchema(entity).parse({ ...form, slug: 'kitchen-canvas-configurator', result_1_figure: '+72%', credits: 'Project lead: Priya Raval\nReact development: Rohan Trivedi' })

		expect(await saveRow(db, entity, row.id, values)).toMatchObject({ ok: true, id: row.id, redirected: ['/case-study/kitchen-canvas'] })

		expect(await findRedirect(db, '/case-study/kitchen-canvas')).toBe('/case-study/kitchen-canvas-configurator')
		const study = await getCaseStudy(db, 'kitchen-canvas-configurator')
		expect(study?.results[0]?.figure).toBe('+72%')
		expect(study?.credits).toEqual([
			{ role: 'Project lead', name: 'Priya Raval' },
			{ role: 'React development', name: 'Rohan Trivedi' },
		])
		expect(study?.gallery.length).toBe(3)
	})

	it('keeps the story when its project is deleted, without a link to it', async () => {
		const { db } = database
		const study = await getCaseStudy(db, 'freightpulse')
		await db.deleteFrom('portfolio_items').where('id', '=', study!.project!.id).execute()
		expect((await getCaseStudy(db, 'freightpulse'))?.project).toBeNull()
	})
})

describe('credits', () => {
	it('read "Role: Name" a line, skipping blank lines, and a name without a role', () => {
		expect(parseCredits('Design: Meera Joshi\n\n  Build:  Nirav Desai \nPriya Raval')).toEqual([
			{ role: 'Design', name: 'Meera Joshi' },
			{ role: 'Build', name: 'Nirav Desai' },
			{ role: '', name: 'Priya Raval' },
		])
	})
})
