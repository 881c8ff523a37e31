import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, ENGINES, type TestDatabase } from '#tests/setup/database.ts'
import {
	addPhotos,
	deleteRefusal,
	deleteRow,
	findRedirect,
	getRow,
	listPhotos,
	listRows,
	plansOfFeature,
	removePhoto,
	type Row,
	saveRow,
	setPlansOfFeature,
	updatePhotos,
} from './cms.server.ts'
import { ENTITIES, entityByKey } from './entities.ts'
import type { EntityDescriptor } from './entity-descriptor.ts'
import { entitySchema, formValue } from './entity-form.ts'

/**
 * The content editor's rules against a real database on each engine: every
 * demo row passes the same check the edit form applies (so staff can re-save
 * all of it), a blank required field says which field and why, slugs stay
 * unique and a renamed one leaves a 301 behind without chains or loops, blog
 * Markdown becomes the HTML the pages show, and the extra editors (event
 * photos, the plans of a feature) keep what they are given.
 */

const entity = (key: string): EntityDescriptor => {
	const found = entityByKey(key)
	if (!found) throw new Error(`No entity ${key}`)
	return found
}
const services = entity('services')
const posts = entity('posts')
const events = entity('events')
const plans = entity('plans')
const jobs = entity('jobs')

/** A row as the edit form shows it, and so posts it back unchanged. */
const formOf = (described: EntityDescriptor, row: Row): Record<string, string> =>
	Object.fromEntries(described.fields.map((field) => [field.name, formValue(field, row[field.name])]))

/** An empty edit form: every field posted, none filled in. */
const blankForm = (described: EntityDescriptor): Record<string, string> => Object.fromEntries(described.fields.map((field) => [field.name, '']))

/** The form's fields, checked as the edit page checks them before saving. */
const checked = (described: EntityDescriptor, fields: Record<string, string>): Row => entitySchema(described).parse(fields)

/** The first error message of each field the form's check refuses. */
function refusals(described: EntityDescriptor, fields: Record<string, string>): Record<string, string> {
	const result = entitySchema(described).safeParse(fields)
	if (result.success) return {}
	const messages: Record<string, string> = {}
	for (const issue of result.error.issues) messages[String(issue.path[0])] ??= issue.message
	return messages
}

describe.each(ENGINES)('the content editor on %s', (engine) => {
	let database: TestDatabase

	beforeAll(async () => {
		database = await createTestDatabase(engine)
	})
	afterAll(async () => database?.destroy())

	const rowOf = async (described: EntityDescriptor, id: number) => {
		const row = await getRow(database.db, described, id)
		if (!row) throw new Error(`No ${described.key} #${id}`)
		return row
	}

	/** Saves a row with some of its fields changed, as the edit form would post them. */
	const edit = async (described: EntityDescriptor, id: number, changes: Record<string, string>) =>
		saveRow(database.db, described, id, checked(described, { ...formOf(described, await rowOf(described, id)), ...changes }))

	/** Renames a row's slug through the edit form; the rename must be accepted. */
	async function rename(described: EntityDescriptor, id: number, slug: string) {
		const saved = await edit(described, id, { slug })
		if (!saved.ok) throw new Error(JSON.stringify(saved.errors))
		return saved
	}

	/** A new service of its own, so a test's renames touch no other test's rows. */
	async function newService(slug: string) {
		const result = await saveRow(database.db, services, null, checked(services, { ...blankForm(services), slug, name: `Service ${slug}`, page_description: '<p>What we do.</p>', sort_order: '99' }))
		if (!result.ok) throw new Error(JSON.stringify(result.errors))
		return result.id
	}

	describe('the edit form check', () => {
		it('accepts every demo row of every kind of content as the edit form posts it back', async () => {
			const refused: { entity: string; id: unknown; errors: Record<string, string> }[] = []
			for (const described of ENTITIES) {
				const rows = await listRows(database.db, described)
				expect(rows.length, `${described.key} has demo rows`).toBeGreaterThan(0)
				for (const row of rows) {
					const errors = refusals(described, formOf(described, row))
					if (Object.keys(errors).length > 0) refused.push({ entity: described.key, id: row[described.id], errors })
				}
			}
			expect(refused).toEqual([])
		})

		it('saves a demo row posted back unchanged as what was checked, leaving no redirect', async () => {
			for (const described of ENTITIES) {
				for (const row of await listRows(database.db, described)) {
					const fields = formOf(described, row)
					if (!entitySchema(described).safeParse(fields).success) continue // the test above reports these
					const id = Number(row[described.id])
					const values = checked(described, fields)
					expect(await saveRow(database.db, described, id, values), `${described.key} #${id}`).toMatchObject({ ok: true, id, redirected: [], changes: [] })
					// Only what the check normalises (surrounding white space, a datetime's seconds) may differ.
					expect(checked(described, formOf(described, await rowOf(described, id))), `${described.key} #${id}`).toEqual(values)
				}
			}
		})

		it('says a blank required field is required, naming the field, for every kind of content', () => {
			const byKind: Record<string, (label: string) => string> = {
				ref: (label) => `Choose a ${label.toLowerCase()}`,
				select: (label) => `Choose a ${label.toLowerCase()} from the list`,
			}
			const wrong: string[] = []
			for (const described of ENTITIES) {
				for (const field of described.fields.filter((f) => f.required && !f.fixed && f.kind !== 'image')) {
					const label = field.label.replace(/ \(.*\)$/, '')
					const expected = (byKind[field.kind] ?? ((name: string) => `${name} is required`))(label)
					const said = refusals(described, { [field.name]: '' })[field.name]
					if (said !== expected) wrong.push(`${described.key}.${field.name}: said "${said}", expected "${expected}"`)
				}
			}
			expect(wrong).toEqual([])
		})

		it('refuses a number that is not whole or is out of range, saying which', () => {
			expect(refusals(plans, { name: 'Starter', price: '12.5', sort_order: '1' })).toEqual({ price: 'Price per month must be a whole number' })
			expect(refusals(plans, { name: 'Starter', price: 'twelve', sort_order: '1' })).toEqual({ price: 'Price per month must be a whole number' })
			expect(refusals(plans, { name: 'Starter', price: '-1', sort_order: '1' })).toEqual({ price: 'Price per month must be at least 0' })
			expect(refusals(entity('jobs'), { vacancies: '0' }).vacancies).toBe('Vacancies must be at least 1')
		})

		it('names the blank fields of a new blog post and event by their labels', () => {
			const blankPost = refusals(posts, blankForm(posts))
			// A blank publication date is the time of saving: not refused.
			expect(blankPost).toEqual({
				slug: 'Slug is required',
				title: 'Title is required',
				category_id: 'Choose a category',
				status: 'Choose a status from the list',
				author: 'Author is required',
				summary: 'Summary is required',
				body: 'Article is required',
			})
			expect(refusals(events, { ...blankForm(events), slug: 'open-day', name: 'Open day' })).toEqual({ event_date: 'Date is required' })
		})
	})

	describe('saving', () => {
		it('creates a row and answers its id', async () => {
			const id = await newService('accessibility-audits')

			expect(await rowOf(services, id)).toMatchObject({ slug: 'accessibility-audits', name: 'Service accessibility-audits', page_description: '<p>What we do.</p>', sort_order: 99 })
		})

		it('refuses a slug another row already uses, with the message on the slug field', async () => {
			const [first, second] = await listRows(database.db, services)
			const slugBefore = second!.slug
			const countBefore = (await listRows(database.db, services)).length

			const renamed = await edit(services, Number(second!.id), { slug: String(first!.slug) })
			const created = await saveRow(database.db, services, null, checked(services, { ...formOf(services, first!), name: 'A copy' }))

			expect(renamed).toEqual({ ok: false, errors: { slug: ['Another service already uses this slug'] } })
			expect(created).toEqual({ ok: false, errors: { slug: ['Another service already uses this slug'] } })
			expect((await rowOf(services, Number(second!.id))).slug).toBe(slugBefore)
			expect(await listRows(database.db, services)).toHaveLength(countBefore)
		})

		it('refuses to save a row that no longer exists', async () => {
			const [service] = await listRows(database.db, services)

			expect(await saveRow(database.db, services, 999_999, checked(services, formOf(services, service!)))).toEqual({ ok: false, errors: { form: ['This item no longer exists.'] } })
		})

		it('leaves a redirect from every old public path of a renamed slug to its new one', async () => {
			const id = await newService('seo-basics')

			const renamed = await rename(services, id, 'seo-essentials')

			expect(renamed).toMatchObject({ ok: true, id, redirected: ['/service/seo-basics', '/services/seo-basics'] })
			expect(await findRedirect(database.db, '/service/seo-basics')).toBe('/service/seo-essentials')
			expect(await findRedirect(database.db, '/services/seo-basics')).toBe('/services/seo-essentials')
			expect(await findRedirect(database.db, '/Service/SEO-Basics/')).toBe('/service/seo-essentials')
			expect(await findRedirect(database.db, '/service/seo-essentials')).toBeUndefined()
		})

		it('points the first old path straight at the newest one after a second rename', async () => {
			const id = await newService('email-campaigns')
			await rename(services, id, 'email-newsletters')

			await rename(services, id, 'newsletters')

			expect(await findRedirect(database.db, '/service/email-campaigns')).toBe('/service/newsletters')
			expect(await findRedirect(database.db, '/service/email-newsletters')).toBe('/service/newsletters')
			expect(await findRedirect(database.db, '/services/email-campaigns')).toBe('/services/newsletters')
			expect(await findRedirect(database.db, '/service/newsletters')).toBeUndefined()
		})

		it('drops the redirect that would loop when a slug is renamed back', async () => {
			const id = await newService('app-design')
			await rename(services, id, 'app-ui-design')
			await rename(services, id, 'mobile-app-design')

			await rename(services, id, 'app-design')

			expect(await findRedirect(database.db, '/service/app-design')).toBeUndefined()
			expect(await findRedirect(database.db, '/service/app-ui-design')).toBe('/service/app-design')
			expect(await findRedirect(database.db, '/service/mobile-app-design')).toBe('/service/app-design')
		})

		it('records no redirect when the slug stays', async () => {
			const id = await newService('hosting')

			expect(await edit(services, id, { name: 'Managed hosting' })).toMatchObject({ ok: true, id, redirected: [] })
			expect(await findRedirect(database.db, '/service/hosting')).toBeUndefined()
		})

		it('keeps a blog post’s article as the HTML the editor wrote, and refuses a picture in it without alt text', async () => {
			const category = await database.db.selectFrom('blog_categories').select('id').orderBy('id').executeTakeFirstOrThrow()
			const form = {
				...blankForm(posts),
				slug: 'html-in-the-back-office',
				title: 'HTML in the back office',
				category_id: String(category.id),
				status: 'draft',
				created_at: '2030-01-01T09:00',
				author: 'The team',
				summary: 'How posts are written.',
				body: '<h2>Heading</h2><p>Some <em>emphasis</em> and a <a href="https://example.com">link</a>.</p>',
			}
			const created = await saveRow(database.db, posts, null, checked(posts, form))
			if (!created.ok) throw new Error(JSON.stringify(created.errors))
			expect(await rowOf(posts, created.id)).toMatchObject({ body: form.body, created_at: '2030-01-01T09:00:00.000Z', status: 'draft' })

			expect(refusals(posts, { ...form, body: '<p>A picture:</p><img src="/media/blog/u-1.jpg">' })).toEqual({ body: 'Every picture in the text needs alt text: select it and add what it shows' })
			expect(refusals(posts, { ...form, body: '<img src="/media/blog/u-1.jpg" alt=" ">' })).toHaveProperty('body')
			expect(refusals(posts, { ...form, body: '<img src="/media/blog/u-1.jpg" alt="The team at work">' })).toEqual({})
		})

		it('still makes a post’s HTML from Markdown a script saves (posts written before the editor)', async () => {
			const id = (await database.db.selectFrom('blog_posts').select('id').orderBy('id').executeTakeFirstOrThrow()).id
			const saved = await saveRow(database.db, posts, id, { body_markdown: 'Just **one** line.' })
			expect(saved.ok).toBe(true)
			expect((await rowOf(posts, id)).body).toBe('<p>Just <strong>one</strong> line.</p>\n')
		})
	})

	describe('deleting', () => {
		it('deletes a row once, and an event’s photos with it', async () => {
			const event = await saveRow(database.db, events, null, { ...checked(events, { ...blankForm(events), slug: 'spring-meetup', name: 'Spring meetup', event_date: '2025-04-10' }), photo: 'spring.webp' })
			if (!event.ok) throw new Error(JSON.stringify(event.errors))
			await addPhotos(database.db, event.id, [{ photo: 'a.webp', title: 'A' }])

			expect(await deleteRow(database.db, events, event.id)).toBe(true)
			expect(await getRow(database.db, events, event.id)).toBeUndefined()
			expect(await listPhotos(database.db, event.id)).toEqual([])
			expect(await deleteRow(database.db, events, event.id)).toBe(false)
		})

		it('refuses to delete a job opening applications were made to, saying why, and deletes one without', async () => {
			const { db } = database
			const demo = await db.selectFrom('job_openings').select('id').orderBy('id').executeTakeFirstOrThrow()
			const form = formOf(jobs, await rowOf(jobs, demo.id))
			const opening = await saveRow(db, jobs, null, checked(jobs, { ...form, title: 'Night porter' }))
			if (!opening.ok) throw new Error(JSON.stringify(opening.errors))
			const empty = await saveRow(db, jobs, null, checked(jobs, { ...form, title: 'Day porter' }))
			if (!empty.ok) throw new Error(JSON.stringify(empty.errors))
			await db
				.insertInto('job_applications')
				.values({ job_id: opening.id, job_title: 'Night porter', name: 'Ines Park', email: 'ines@example.com', cv_file: 'x.pdf', cv_bytes: 10, created_at: new Date().toISOString() })
				.execute()

			expect(await deleteRefusal(db, jobs, opening.id)).toMatch(/^1 application was made to it, .*Close it instead/)
			expect(await deleteRow(db, jobs, opening.id)).toBe(false)
			expect(await getRow(db, jobs, opening.id)).toMatchObject({ title: 'Night porter' })
			expect(await db.selectFrom('job_applications').select('job_id').where('email', '=', 'ines@example.com').executeTakeFirstOrThrow()).toEqual({ job_id: opening.id })

			expect(await deleteRefusal(db, jobs, empty.id)).toBeNull()
			expect(await deleteRow(db, jobs, empty.id)).toBe(true)
			expect(await deleteRefusal(db, events, 1)).toBeNull()
		})
	})

	describe('event photos', () => {
		async function newEvent(slug: string) {
			const saved = await saveRow(database.db, events, null, { ...checked(events, { ...blankForm(events), slug, name: slug, event_date: '2025-05-01' }), photo: `${slug}.webp` })
			if (!saved.ok) throw new Error(JSON.stringify(saved.errors))
			return saved.id
		}
		const photosOf = async (eventId: number) => (await listPhotos(database.db, eventId)).map(({ photo, title, sort_order }) => ({ photo, title, sort_order }))

		it('adds photos after the ones already there, in the order given', async () => {
			const eventId = await newEvent('summer-party')

			await addPhotos(database.db, eventId, [
				{ photo: 'one.webp', title: 'Arrivals' },
				{ photo: 'two.webp', title: '' },
			])
			await addPhotos(database.db, eventId, [{ photo: 'three.webp', title: 'Speeches' }])
			await addPhotos(database.db, eventId, [])

			expect(await photosOf(eventId)).toEqual([
				{ photo: 'one.webp', title: 'Arrivals', sort_order: 1 },
				{ photo: 'two.webp', title: '', sort_order: 2 },
				{ photo: 'three.webp', title: 'Speeches', sort_order: 3 },
			])
		})

		it('changes captions and order of that event’s photos only', async () => {
			const eventId = await newEvent('autumn-talks')
			const otherId = await newEvent('winter-talks')
			await addPhotos(database.db, eventId, [
				{ photo: 'one.webp', title: 'One' },
				{ photo: 'two.webp', title: 'Two' },
			])
			await addPhotos(database.db, otherId, [{ photo: 'other.webp', title: 'Other' }])
			const [one, two] = await listPhotos(database.db, eventId)
			const [other] = await listPhotos(database.db, otherId)

			await updatePhotos(database.db, eventId, [
				{ id: one!.id, title: 'Now second', sort_order: 20 },
				{ id: two!.id, title: 'Now first', sort_order: 10 },
				{ id: other!.id, title: 'Not this event', sort_order: 0 },
			])

			expect(await photosOf(eventId)).toEqual([
				{ photo: 'two.webp', title: 'Now first', sort_order: 10 },
				{ photo: 'one.webp', title: 'Now second', sort_order: 20 },
			])
			expect(await photosOf(otherId)).toEqual([{ photo: 'other.webp', title: 'Other', sort_order: 1 }])
		})

		it('removes a photo of that event and answers its file, leaving other events’ photos', async () => {
			const eventId = await newEvent('hack-day')
			const otherId = await newEvent('demo-day')
			await addPhotos(database.db, eventId, [
				{ photo: 'keep.webp', title: '' },
				{ photo: 'drop.webp', title: '' },
			])
			await addPhotos(database.db, otherId, [{ photo: 'theirs.webp', title: '' }])
			const [, drop] = await listPhotos(database.db, eventId)
			const [theirs] = await listPhotos(database.db, otherId)

			expect(await removePhoto(database.db, eventId, drop!.id)).toBe('drop.webp')
			expect(await removePhoto(database.db, eventId, drop!.id)).toBeUndefined()
			expect(await removePhoto(database.db, eventId, theirs!.id)).toBeUndefined()
			expect((await photosOf(eventId)).map((p) => p.photo)).toEqual(['keep.webp'])
			expect((await photosOf(otherId)).map((p) => p.photo)).toEqual(['theirs.webp'])
		})
	})

	describe('the plans of a feature', () => {
		it('keeps exactly the plans it is given, for that feature only', async () => {
			const [feature, other] = await database.db.selectFrom('plan_features').select('id').orderBy('id').limit(2).execute()
			const planIds = (await database.db.selectFrom('plans').select('id').orderBy('id').execute()).map((row) => row.id)
			const othersBefore = await plansOfFeature(database.db, other!.id)
			const sorted = async (featureId: number) => (await plansOfFeature(database.db, featureId)).sort((a, b) => a - b)

			await setPlansOfFeature(database.db, feature!.id, [planIds[0]!, planIds[2]!])
			expect(await sorted(feature!.id)).toEqual([planIds[0], planIds[2]])

			await setPlansOfFeature(database.db, feature!.id, planIds)
			expect(await sorted(feature!.id)).toEqual(planIds)

			await setPlansOfFeature(database.db, feature!.id, [])
			expect(await plansOfFeature(database.db, feature!.id)).toEqual([])

			expect((await plansOfFeature(database.db, other!.id)).sort((a, b) => a - b)).toEqual(othersBefore.sort((a, b) => a - b))
		})
	})
})
