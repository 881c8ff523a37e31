import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { findJobOpening, listJobOpenings } from '#app/features/company/company.server.ts'
import { createTestDatabase, ENGINES, type TestDatabase } from '#tests/setup/database.ts'
import { findPostId, findPostTitle, getPost, listCategories, listPosts, postsInCategory, recentPosts, searchPosts } from './blog.server.ts'

/**
 * What the public reads hide, on each engine: a blog post is seen only once
 * it is published and its publication time has come (a draft, or a post
 * scheduled for later, is in no list, category, search or page), and a job
 * opening is on the career page only while it is open and its closing day
 * has not passed.
 */

/** The clock the tests run at: later than every demo post. */
const NOW = new Date('2030-06-15T12:00:00.000Z')
const HOUR_MS = 60 * 60 * 1000

describe.each(ENGINES)('what the public sees on %s', (engine) => {
	let database: TestDatabase

	beforeAll(async () => {
		database = await createTestDatabase(engine)
	})
	afterAll(async () => database?.destroy())

	beforeEach(() => {
		vi.useFakeTimers({ toFake: ['Date'] })
		vi.setSystemTime(NOW)
	})
	afterEach(() => {
		vi.useRealTimers()
	})

	describe('blog posts', () => {
		/** A category of its own for one test, so its counts are the test's alone. */
		async function newCategory(slug: string) {
			const { id } = await database.db.insertInto('blog_categories').values({ slug, name: `Category ${slug}`, sort_order: 99 }).returning('id').executeTakeFirstOrThrow()
			return id
		}

		async function newPost(categoryId: number, slug: string, { status, at }: { status: 'draft' | 'published'; at: Date }) {
			const { id } = await database.db
				.insertInto('blog_posts')
				.values({
					slug,
					category_id: categoryId,
					title: `Zeppelins: ${slug}`,
					summary: 'Airships for small businesses.',
					body: '<p>Why airships are back.</p>',
					body_markdown: 'Why airships are back.',
					image: '',
					author: 'The team',
					created_at: at.toISOString(),
					status,
				})
				.returning('id')
				.executeTakeFirstOrThrow()
			return { id, slug, categoryId }
		}

		/** Each public read of the blog, and whether it shows the post. */
		async function seenIn(post: { id: number; slug: string; categoryId: number }) {
			const { db } = database
			const has = (rows: { id: number }[]) => rows.some((row) => row.id === post.id)
			return {
				list: has(await listPosts(db)),
				recent: has(await recentPosts(db)),
				category: has(await postsInCategory(db, post.categoryId)),
				search: has(await searchPosts(db, { text: 'zeppelins' })),
				searchInCategory: has(await searchPosts(db, { text: 'airships', categoryId: post.categoryId })),
				pageBySlug: (await getPost(db, post.slug))?.id === post.id,
				pageById: (await getPost(db, String(post.id)))?.id === post.id,
				commentable: (await findPostId(db, post.slug)) === post.id && (await findPostTitle(db, post.slug))?.id === post.id,
			}
		}
		const EVERYWHERE = { list: true, recent: true, category: true, search: true, searchInCategory: true, pageBySlug: true, pageById: true, commentable: true }
		const NOWHERE = { list: false, recent: false, category: false, search: false, searchInCategory: false, pageBySlug: false, pageById: false, commentable: false }

		const countIn = async (categoryId: number) => (await listCategories(database.db)).find((category) => category.id === categoryId)?.blog_count

		it('shows a published post whose date has come everywhere', async () => {
			const categoryId = await newCategory('airships-published')
			const post = await newPost(categoryId, 'airships-are-back', { status: 'published', at: new Date(NOW.getTime() - HOUR_MS) })

			expect(await seenIn(post)).toEqual(EVERYWHERE)
			expect(await countIn(categoryId)).toBe(1)
		})

		it('hides a draft from every list, the search and its own page, and shows it once published', async () => {
			const categoryId = await newCategory('airships-draft')
			const draft = await newPost(categoryId, 'airships-draft-notes', { status: 'draft', at: new Date(NOW.getTime() - 24 * HOUR_MS) })

			expect(await seenIn(draft)).toEqual(NOWHERE)
			expect(await countIn(categoryId)).toBe(0)

			await database.db.updateTable('blog_posts').set({ status: 'published' }).where('id', '=', draft.id).execute()

			expect(await seenIn(draft)).toEqual(EVERYWHERE)
			expect(await countIn(categoryId)).toBe(1)
		})

		it('hides a post scheduled for later until its publication time, then shows it', async () => {
			const categoryId = await newCategory('airships-scheduled')
			const publishAt = new Date(NOW.getTime() + 24 * HOUR_MS)
			const scheduled = await newPost(categoryId, 'airships-next-week', { status: 'published', at: publishAt })

			expect(await seenIn(scheduled)).toEqual(NOWHERE)
			expect(await countIn(categoryId)).toBe(0)

			vi.setSystemTime(publishAt.getTime() - 1)
			expect(await seenIn(scheduled)).toEqual(NOWHERE)

			vi.setSystemTime(publishAt)
			expect(await seenIn(scheduled)).toEqual(EVERYWHERE)
			expect(await countIn(categoryId)).toBe(1)
		})

		it('keeps a draft hidden even once its date has passed', async () => {
			const categoryId = await newCategory('airships-later-draft')
			const draft = await newPost(categoryId, 'airships-unfinished', { status: 'draft', at: new Date(NOW.getTime() + HOUR_MS) })

			vi.setSystemTime(NOW.getTime() + 48 * HOUR_MS)

			expect(await seenIn(draft)).toEqual(NOWHERE)
			expect(await countIn(categoryId)).toBe(0)
		})
	})

	describe('job openings', () => {
		async function newOpening(title: string, { status, closesOn }: { status: 'open' | 'closed'; closesOn: string | null }) {
			const { id } = await database.db
				.insertInto('job_openings')
				.values({
					title,
					experience: '2-4 years',
					vacancies: 1,
					desired_profile: null,
					responsibility: '<p>Build things.</p>',
					send_mail: 'jobs@agency.test',
					mob: '',
					sort_order: 99,
					status,
					closes_on: closesOn,
				})
				.returning('id')
				.executeTakeFirstOrThrow()
			return id
		}

		/** The titles of the given openings the career page lists, and those an application may still be sent for. */
		async function onCareerPage(ids: number[]) {
			const listed = (await listJobOpenings(database.db)).filter((opening) => ids.includes(opening.id)).map((opening) => opening.job_title)
			const applicable: string[] = []
			for (const id of ids) {
				const opening = await findJobOpening(database.db, id)
				if (opening) applicable.push(opening.title)
			}
			return { listed, applicable }
		}

		it('lists an open opening until its closing day has passed, and never a closed one', async () => {
			const ids = [
				await newOpening('Open, no closing day', { status: 'open', closesOn: null }),
				await newOpening('Open, closing day left blank', { status: 'open', closesOn: '' }),
				await newOpening('Open, closes tomorrow', { status: 'open', closesOn: '2030-06-16' }),
				await newOpening('Open, closes today', { status: 'open', closesOn: '2030-06-15' }),
				await newOpening('Open, closed yesterday', { status: 'open', closesOn: '2030-06-14' }),
				await newOpening('Closed, no closing day', { status: 'closed', closesOn: null }),
				await newOpening('Closed, closes next year', { status: 'closed', closesOn: '2031-06-15' }),
			]
			const open = ['Open, no closing day', 'Open, closing day left blank', 'Open, closes tomorrow', 'Open, closes today']

			expect(await onCareerPage(ids)).toEqual({ listed: open, applicable: open })
		})

		it('takes an opening off the career page the day after its closing day', async () => {
			const id = await newOpening('Closes at the end of June', { status: 'open', closesOn: '2030-06-30' })

			vi.setSystemTime(new Date('2030-06-30T23:59:59.999Z'))
			expect(await onCareerPage([id])).toEqual({ listed: ['Closes at the end of June'], applicable: ['Closes at the end of June'] })

			vi.setSystemTime(new Date('2030-07-01T00:00:00.000Z'))
			expect(await onCareerPage([id])).toEqual({ listed: [], applicable: [] })
		})

		it('takes an opening off the career page as soon as it is closed', async () => {
			const id = await newOpening('Filled early', { status: 'open', closesOn: '2030-12-31' })
			expect((await onCareerPage([id])).listed).toEqual(['Filled early'])

			await database.db.updateTable('job_openings').set({ status: 'closed' }).where('id', '=', id).execute()

			expect(await onCareerPage([id])).toEqual({ listed: [], applicable: [] })
		})
	})
})
