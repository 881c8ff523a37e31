import fs from 'node:fs'
import path from 'node:path'
import { type InsertObject, type Insertable, type Kysely, sql, type Transaction } from 'kysely'
import { CONTENT_TABLES } from './content-tables.ts'
import { changeContent } from './content-version.ts'
import { type Content, readContent } from './content.ts'
import type { DB } from './schema.ts'

const SEED_NAME = 'demo-content'


export interface SeedResult {
	seeded: boolean
	counts: Record<string, number>
}

/**
 * Loads the demo content into the database once. A database that has been
 * seeded before is left as it is, so running the seed again changes nothing;
 * `reset` replaces the content tables; what visitors wrote (leads, comments
 * and their links to posts, projects and openings) is kept.
 */
export async function seedDatabase(
	db: Kysely<DB>,
	contentDir: string,
	{ reset = false }: { reset?: boolean } = {},
): Promise<SeedResult> {
	const done = await db.selectFrom('seed_runs').select('name').where('name', '=', SEED_NAME).executeTakeFirst()
	if (done && !reset) return { seeded: false, counts: {} }

	const content = readContent(contentDir)
	const counts: Record<string, number> = {}
	// Running servers drop what they cached of the old content (the content version commits with it).
	await changeContent(db, 'seed', async (trx) => {
		const visitorData = reset ? await setVisitorDataAside(trx, content) : undefined
		if (reset) {
			for (const table of CONTENT_TABLES) await trx.deleteFrom(table).execute()
			await trx.deleteFrom('seed_runs').where('name', '=', SEED_NAME).execute()
		}
		await insertContent(trx, content, counts)
		counts.media = await registerDemoPictures(trx, contentDir)
		if (visitorData) await restoreVisitorData(trx, visitorData)
		await trx.insertInto('seed_runs').values({ name: SEED_NAME, applied_at: new Date().toISOString() }).execute()
	})
	return { seeded: true, counts }
}

/**
 * What visitors wrote that points into the content a reset replaces: their
 * blog comments (deleted with their posts) and the links from quote requests
 * and job applications to a project or an opening (cleared when those go).
 */
async function setVisitorDataAside(trx: Transaction<DB>, content: Content) {
	const demoComments = new Set(content.blogComments.map((c) => commentKey(c.post, c.name, c.comment, toTimestamp(c.date))))
	const comments = (
		await trx
			.selectFrom('blog_comments')
			.innerJoin('blog_posts', 'blog_posts.id', 'blog_comments.blog_id')
			.selectAll('blog_comments')
			.select('blog_posts.slug as post_slug')
			.execute()
	).filter((c) => !demoComments.has(commentKey(c.post_slug, c.name, c.comment, c.created_at)))
	const quoteLinks = await trx
		.selectFrom('quote_requests')
		.innerJoin('portfolio_items', 'portfolio_items.id', 'quote_requests.portfolio_item_id')
		.innerJoin('portfolio_categories', 'portfolio_categories.id', 'portfolio_items.category_id')
		.select(['quote_requests.id', 'portfolio_categories.slug as category_slug', 'portfolio_items.title'])
		.execute()
	const applicationLinks = await trx
		.selectFrom('job_applications')
		.innerJoin('job_openings', 'job_openings.id', 'job_applications.job_id')
		.select(['job_applications.id', 'job_openings.title'])
		.execute()
	return { comments, quoteLinks, applicationLinks }
}

/**
 * Puts visitor data back against the reloaded content: comments keep their
 * ids and statuses under the post with the same slug, links follow the
 * project or opening with the same name. A comment whose post is gone stops
 * the reset rather than being lost.
 */
async function restoreVisitorData(trx: Transaction<DB>, { comments, quoteLinks, applicationLinks }: Awaited<ReturnType<typeof setVisitorDataAside>>) {
	const postIds = new Map((await trx.selectFrom('blog_posts').select(['id', 'slug']).execute()).map((p) => [p.slug, p.id]))
	const orphans = comments.filter((c) => !postIds.has(c.post_slug))
	if (orphans.length > 0) {
		const slugs = [...new Set(orphans.map((c) => c.post_slug))].join(', ')
		throw new Error(`Reset stopped: ${orphans.length} visitor comment(s) belong to posts the demo content no longer has (${slugs}); nothing was changed`)
	}
	for (const { post_slug, ...comment } of comments) {
		await trx.insertInto('blog_comments').values({ ...comment, blog_id: postIds.get(post_slug)! }).execute()
	}
	for (const link of quoteLinks) {
		const item = await trx
			.selectFrom('portfolio_items')
			.innerJoin('portfolio_categories', 'portfolio_categories.id', 'portfolio_items.category_id')
			.select('portfolio_items.id')
			.where('portfolio_categories.slug', '=', link.category_slug)
			.where('portfolio_items.title', '=', link.title)
			.executeTakeFirst()
		if (item) await trx.updateTable('quote_requests').set({ portfolio_item_id: item.id }).where('id', '=', link.id).execute()
	}
	for (const link of applicationLinks) {
		const job = await trx.selectFrom('job_openings').select('id').where('title', '=', link.title).executeTakeFirst()
		if (job) await trx.updateTable('job_applications').set({ job_id: job.id }).where('id', '=', link.id).execute()
	}
}

const commentKey = (postSlug: string, name: string, comment: string, createdAt: string) => JSON.stringify([postSlug, name, comment, createdAt])

function lookup<T>(map: Map<string, T>, key: string, what: string): T {
	const value = map.get(key)
	if (value === undefined) throw new Error(`Demo content refers to an unknown ${what} "${key}"`)
	return value
}

async function insertContent(trx: Transaction<DB>, c: Content, counts: Record<string, number>) {
	// Rows are typed by the generated table types (decision 049): what content.schema.ts parses must
	// fill its table's columns with values of their types, or the seed does not compile.
	const insert = async <T extends keyof DB & string>(table: T, rows: Insertable<DB[T]>[]) => {
		counts[table] = (counts[table] ?? 0) + rows.length
		// Chunks keep each statement under SQLite's bound-parameter limit.
		for (let i = 0; i < rows.length; i += 50) {
			await trx.insertInto(table).values(rows.slice(i, i + 50) as InsertObject<DB, T>[]).execute()
		}
	}
	const idsBy = async (table: 'blog_categories' | 'blog_posts' | 'portfolio_categories' | 'events', key: 'slug') =>
		new Map((await trx.selectFrom(table).select(['id', key]).execute()).map((row) => [row[key], row.id]))

	const { site } = c
	await insert('site_contact', [
		{
			company_name: site.company_name,
			tagline: site.tagline,
			...site.india,
			usa_address: site.usa.address,
			usa_email: site.usa.email,
			usa_phone: site.usa.phone,
			usa_skype: site.usa.skype,
			...site.social,
		},
	])
	await insert('meta_pages', c.metaPages)
	await insert(
		'content_pages',
		c.pages.map(({ html, markdown: _source, hero_image, ...page }) => ({ ...page, hero_image: hero_image ?? '', page_description: html })),
	)

	await insert('blog_categories', c.blogCategories.map((category, i) => ({ ...category, sort_order: i + 1 })))
	const categoryIds = await idsBy('blog_categories', 'slug')
	const posts = [...c.blogPosts].sort((a, b) => a.date.localeCompare(b.date))
	await insert(
		'blog_posts',
		posts.map((post) => ({
			slug: post.slug,
			category_id: lookup(categoryIds, post.category, 'blog category'),
			title: post.title,
			summary: post.summary,
			body: post.html,
			body_markdown: post.markdown,
			image: post.image,
			author: post.author,
			created_at: toTimestamp(post.date),
			updated_at: post.updated ? toTimestamp(post.updated) : null,
		})),
	)
	const postIds = await idsBy('blog_posts', 'slug')
	await insert(
		'blog_comments',
		c.blogComments.map((comment) => ({
			blog_id: lookup(postIds, comment.post, 'blog post'),
			name: comment.name,
			email: comment.email,
			phone: '',
			comment: comment.comment,
			status: 'approved',
			created_at: toTimestamp(comment.date),
		})),
	)

	await insert(
		'portfolio_categories',
		c.portfolioCategories.map(({ industry, ...category }, i) => ({
			...category,
			industry_content: industry ? JSON.stringify(industry) : null,
			sort_order: i + 1,
		})),
	)
	const portfolioIds = await idsBy('portfolio_categories', 'slug')
	await insert(
		'portfolio_items',
		c.portfolioItems.map(({ category, ...item }, i) => ({
			...item,
			category_id: lookup(portfolioIds, category, 'portfolio category'),
			sort_order: i + 1,
		})),
	)
	const projectIds = new Map((await trx.selectFrom('portfolio_items').select(['id', 'domain']).execute()).map((item) => [item.domain, item.id]))
	await insert(
		'case_studies',
		c.caseStudies.map((study) => ({
			slug: study.slug,
			portfolio_item_id: lookup(projectIds, study.project, 'portfolio project (by domain)'),
			title: study.title,
			client: study.client,
			sector: study.sector,
			year: study.year,
			summary: study.summary,
			brief: study.briefHtml,
			approach: study.html,
			// Every slot named, the unused ones blank: rows of one insert must have the same columns.
			...Object.fromEntries([0, 1, 2, 3].flatMap((n) => [[`result_${n + 1}_figure`, study.results[n]?.figure ?? ''], [`result_${n + 1}_label`, study.results[n]?.label ?? '']])),
			delivered: study.delivered.join('\n'),
			credits: study.credits.map((credit) => `${credit.role}: ${credit.name}`).join('\n'),
			quote: study.quote?.text ?? '',
			quote_by: study.quote?.by ?? '',
			cover: study.cover,
			...Object.fromEntries([0, 1, 2, 3].flatMap((n) => [[`gallery_${n + 1}`, study.gallery[n]?.image ?? ''], [`gallery_${n + 1}_caption`, study.gallery[n]?.caption ?? '']])),
			meta_title: study.meta_title,
			meta_keywords: study.meta_keywords,
			meta_description: study.meta_description,
			sort_order: study.sort_order,
		})),
	)
	await insert('logo_designs', c.logos.map((logo, i) => ({ ...logo, sort_order: i + 1 })))
	await insert(
		'testimonials',
		c.testimonials.map(({ date, ...t }) => ({
			...t,
			video_url: t.video_url ?? null,
			poster_image: t.poster_image ?? null,
			rating: t.rating ?? null,
			created_at: toTimestamp(date),
		})),
	)
	// Services come after the testimonials they quote.
	const testimonialIds = new Map((await trx.selectFrom('testimonials').select(['id', 'posted_by']).execute()).map((t) => [t.posted_by, t.id]))
	await insert(
		'services',
		c.services.map(({ html, markdown: _source, group, hero_image, portfolio, testimonial, ...service }) => {
			for (const page of portfolio) lookup(portfolioIds, page, 'portfolio category')
			return {
				...service,
				group_name: group,
				page_description: html,
				hero_image: hero_image ?? '',
				portfolio_pages: portfolio.join(','),
				testimonial_id: testimonial ? lookup(testimonialIds, testimonial, 'testimonial') : null,
			}
		}),
	)
	await insert('team_members', c.team.map((member, i) => ({ ...member, sort_order: i + 1 })))
	await insert('faqs', c.faqs.map((faq, i) => ({ ...faq, sort_order: i + 1 })))
	await insert('job_openings', c.jobs.map((job, i) => ({ ...job, sort_order: i + 1 })))

	await insert(
		'events',
		c.events.map(({ photos: _photos, date, ...event }) => ({ ...event, event_date: date })),
	)
	const eventIds = await idsBy('events', 'slug')
	await insert(
		'event_photos',
		c.events.flatMap((event) =>
			event.photos.map((photo, i) => ({
				event_id: lookup(eventIds, event.slug, 'event'),
				photo: photo.photo,
				title: photo.title,
				sort_order: i + 1,
			})),
		),
	)

	await insert('plans', c.plans.plans.map((plan, i) => ({ ...plan, sort_order: i + 1 })))
	const planIds = new Map((await trx.selectFrom('plans').select(['id', 'name']).execute()).map((p) => [p.name, p.id]))
	let featureOrder = 0
	for (const [g, group] of c.plans.groups.entries()) {
		const { id: groupId } = await trx
			.insertInto('plan_feature_groups')
			.values({ name: group.name, sort_order: g + 1 })
			.returning('id')
			.executeTakeFirstOrThrow()
		counts.plan_feature_groups = (counts.plan_feature_groups ?? 0) + 1
		for (const feature of group.features) {
			const { id: featureId } = await trx
				.insertInto('plan_features')
				.values({ group_id: groupId, name: feature.name, description: feature.description, sort_order: ++featureOrder })
				.returning('id')
				.executeTakeFirstOrThrow()
			counts.plan_features = (counts.plan_features ?? 0) + 1
			await insert(
				'plan_feature_plans',
				feature.plans.map((plan) => ({ feature_id: featureId, plan_id: lookup(planIds, plan, 'plan') })),
			)
		}
	}
}

function toTimestamp(date: string): string {
	return date.length === 10 ? `${date}T09:00:00.000Z` : new Date(date).toISOString()
}

/**
 * The pictures the demo content shows, each named by the rows that show it, with alt text made
 * from the row (a portrait names its person, a logo its client). An editor then finds them in the
 * media library on a fresh install, and a picture chosen from it brings its alt text.
 */
const DEMO_PICTURES: { table: keyof DB & string; column: string; kind: string; alt: (row: Record<string, string>) => string; columns: string[] }[] = [
	{ table: 'blog_posts', column: 'image', kind: 'blog', columns: ['title'], alt: (row) => `Illustration for the post “${row.title}”` },
	{ table: 'content_pages', column: 'hero_image', kind: 'pages', columns: ['title'], alt: (row) => `Illustration for the page “${row.title}”` },
	{ table: 'services', column: 'hero_image', kind: 'pages', columns: ['name'], alt: (row) => `Illustration for the service “${row.name}”` },
	{ table: 'portfolio_items', column: 'image', kind: 'portfolio', columns: ['title'], alt: (row) => `Screenshot of the ${row.title} website` },
	{ table: 'logo_designs', column: 'image', kind: 'logos', columns: ['client'], alt: (row) => `Logo for ${row.client}` },
	{ table: 'testimonials', column: 'poster_image', kind: 'testimonials', columns: ['posted_by'], alt: (row) => `${row.posted_by} speaking about the agency` },
	{ table: 'team_members', column: 'portrait', kind: 'team', columns: ['name'], alt: (row) => `Portrait of ${row.name}` },
	{ table: 'events', column: 'photo', kind: 'events', columns: ['name'], alt: (row) => `At ${row.name}` },
	{ table: 'event_photos', column: 'photo', kind: 'events', columns: ['title'], alt: (row) => row.title ?? '' },
	{ table: 'case_studies', column: 'cover', kind: 'case-studies', columns: ['client'], alt: (row) => `Cover of the ${row.client} case study` },
	...[1, 2, 3, 4].map((n) => ({ table: 'case_studies' as const, column: `gallery_${n}`, kind: 'case-studies', columns: ['client'], alt: (row: Record<string, string>) => `From the ${row.client} case study` })),
]

/** Registers each demo picture once in the media library (a reset keeps the rows already there, and what staff wrote of them). */
async function registerDemoPictures(trx: Transaction<DB>, contentDir: string): Promise<number> {
	const now = new Date().toISOString()
	const seen = new Set<string>()
	const rows: Insertable<DB['media']>[] = []
	for (const picture of DEMO_PICTURES) {
		const named = await trx
			.selectFrom(picture.table)
			.select([sql<string>`${sql.ref(picture.column)}`.as('file'), ...picture.columns.map((column) => sql<string>`${sql.ref(column)}`.as(column))])
			.execute()
		for (const row of named as Record<string, string>[]) {
			const key = `${picture.kind}/${row.file}`
			if (!row.file || row.file.includes('/') || seen.has(key)) continue
			const stat = fs.statSync(path.join(contentDir, 'media', picture.kind, row.file), { throwIfNoEntry: false })
			if (!stat) continue
			seen.add(key)
			rows.push({ kind: picture.kind, file: row.file, width: null, height: null, bytes: stat.size, alt: picture.alt(row).slice(0, 300), caption: '', uploaded_by: null, created_at: now, updated_at: now })
		}
	}
	for (let i = 0; i < rows.length; i += 100) await trx.insertInto('media').values(rows.slice(i, i + 100)).onConflict((oc) => oc.columns(['kind', 'file']).doNothing()).execute()
	return rows.length
}
