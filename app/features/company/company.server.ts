import { type Kysely, sql } from 'kysely'
import type { DB } from '#database/schema.ts'
import { sanitizeHtml } from '#app/server/html.server.ts'
import type { Faq, JobOpening, TeamMember, Testimonial, VideoTestimonial } from './company.types.ts'

export async function listTestimonials(db: Kysely<DB>): Promise<{ text: Testimonial[]; video: VideoTestimonial[] }> {
	const rows = await db
		.selectFrom('testimonials')
		.select([
			'id',
			'kind',
			'description as testimonial_desc',
			'posted_by',
			'company',
			'created_at as created_date',
			'video_url',
			'poster_image',
			'rating',
		])
		.orderBy('created_at', 'desc')
		.orderBy('id', 'desc')
		.execute()
	return {
		text: rows
			.filter((row) => row.kind === 'text')
			.map(({ id, testimonial_desc, posted_by, company, created_date, rating }) => ({
				id, testimonial_desc, posted_by, company, created_date, rating,
			})),
		video: rows
			.filter((row) => row.kind === 'video' && row.video_url)
			.map(({ kind: _kind, ...row }) => ({ ...row, video_url: row.video_url! })),
	}
}

export async function listFaqs(db: Kysely<DB>): Promise<Faq[]> {
	const rows = await db
		.selectFrom('faqs')
		.select(['id', 'question as faq_question', 'answer as faq_answer'])
		.orderBy('sort_order')
		.orderBy('id')
		.execute()
	return rows.map((row) => ({ ...row, faq_answer: sanitizeHtml(row.faq_answer) }))
}

/** An opening is on the career page while it is open and its closing day (if any) has not passed. */
const isOpen = () => sql<boolean>`status = 'open' and (closes_on is null or closes_on = '' or closes_on >= ${new Date().toISOString().slice(0, 10)})`

/** When the next open opening leaves the career page by itself: the start (UTC) of the day after its closing day. */
export async function nextJobClosing(db: Kysely<DB>, now = new Date()): Promise<Date | undefined> {
	const row = await db
		.selectFrom('job_openings')
		.select((eb) => eb.fn.min('closes_on').as('closes_on'))
		.where('status', '=', 'open')
		.where('closes_on', '>=', now.toISOString().slice(0, 10))
		.executeTakeFirst()
	if (!row?.closes_on) return undefined
	const next = new Date(`${row.closes_on}T00:00:00Z`)
	next.setUTCDate(next.getUTCDate() + 1)
	return Number.isNaN(next.getTime()) ? undefined : next
}

export async function listJobOpenings(db: Kysely<DB>): Promise<JobOpening[]> {
	const rows = await db
		.selectFrom('job_openings')
		.where(isOpen())
		.select([
			'id',
			'title as job_title',
			'experience as job_experience',
			'vacancies as number_of_vacancy',
			'desired_profile',
			'responsibility as job_responsibility',
			'send_mail',
			'mob',
			'posted_on',
			'closes_on',
			'employment_type',
			'workplace',
			'updated_at',
		])
		.orderBy('sort_order')
		.orderBy('id')
		.execute()
	return rows.map((row) => ({ ...row, job_responsibility: sanitizeHtml(row.job_responsibility) }))
}

/** The opening an application is for, while it takes applications: its id and title. */
export async function findJobOpening(db: Kysely<DB>, id: number): Promise<{ id: number; title: string } | undefined> {
	return db.selectFrom('job_openings').select(['id', 'title']).where('id', '=', id).where(isOpen()).executeTakeFirst()
}

/** The testimonial a page quotes: the one chosen (when it still exists), else the latest text one. */
export async function getTestimonial(db: Kysely<DB>, id: number | null): Promise<Testimonial | undefined> {
	const query = db
		.selectFrom('testimonials')
		.select(['id', 'description as testimonial_desc', 'posted_by', 'company', 'created_at as created_date', 'rating'])
	const chosen = id === null ? undefined : await query.where('id', '=', id).executeTakeFirst()
	return chosen ?? query.where('kind', '=', 'text').orderBy('created_at', 'desc').orderBy('id', 'desc').executeTakeFirst()
}

export async function listTeamMembers(db: Kysely<DB>): Promise<TeamMember[]> {
	return db.selectFrom('team_members').select(['id', 'name', 'role', 'bio', 'portrait']).orderBy('sort_order').orderBy('id').execute()
}
