import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import multipart from '@fastify/multipart'
import type { Kysely } from 'kysely'
import type { DB } from '#database/schema.ts'
import { findPostId, getPost } from '#app/features/blog/blog.server.ts'
import {
	BlogCommentSchema,
	CareerSchema,
	ContactUsSchema,
	CV_MAX_BYTES,
	HONEYPOT_FIELD,
	QuickContactSchema,
	QuoteSchema,
} from '#app/features/forms/forms.schema.ts'
import {
	type Provenance,
	storeComment,
	storeContactMessage,
	storeJobApplication,
	storeQuoteRequest,
} from '#app/features/forms/submissions.server.ts'
import { findCategory } from '#app/features/portfolio/portfolio.server.ts'
import { CAPTCHA_MESSAGES, type Challenges, type HumanCheckResult } from '#app/lib/challenges.server.ts'
import { type CvStore, type ReceivedFile, UPLOAD_MESSAGES, type UploadProblem } from '#app/lib/uploads.server.ts'
import { fieldErrors } from './errors.ts'

export interface FormsOptions {
	db: Kysely<DB>
	challenges: Challenges
	cvStore: CvStore
	leadsEmail: string
	autoApprove: boolean
	/** The human check of the quote forms marked 'human': ALTCHA or Turnstile, verified here. */
	verifyHuman: (body: Record<string, unknown>, ip: string) => Promise<HumanCheckResult & { field: string }>
	rateLimit: { max: number; timeWindow: number }
}

type Body = Record<string, unknown>

/**
 * The five lead forms (spec §3 "Submissions", DESIGN.md decisions 5–11): each
 * answer is `{ success: 1, message }` or 422 `{ success: 0, errors }`, and a
 * lead is committed with its notification before success is answered.
 */
export async function formsApi(app: FastifyInstance, options: FormsOptions) {
	const { db, challenges, cvStore, leadsEmail, autoApprove, verifyHuman } = options
	const notify = { to: leadsEmail }
	const limited = { config: { rateLimit: options.rateLimit } }
	// A visitor may ask for new codes more often than they submit, but not without bound.
	const codes = { config: { rateLimit: { max: Math.max(120, options.rateLimit.max * 10), timeWindow: 60_000 } } }

	app.get('/captcha', codes, async (_request, reply) => {
		reply.header('cache-control', 'no-store')
		return challenges.issueCaptcha()
	})
	app.get('/altcha/challenge', codes, async (_request, reply) => {
		reply.header('cache-control', 'no-store')
		return challenges.createAltchaChallenge()
	})

	// "Form data" forms accept URL-encoded bodies (formbody, registered by the app) and multipart without files.
	await app.register(async (forms) => {
		await forms.register(multipart, { attachFieldsToBody: 'keyValues', limits: { files: 0, fields: 30, fieldSize: 16 * 1024 } })

		forms.post('/Quickcontact/storecontact', limited, async (request, reply) => {
			const input = QuickContactSchema.safeParse(bodyOf(request))
			if (!input.success) return invalid(reply, fieldErrors(input.error))
			const captcha = await challenges.verifyCaptcha(input.data.captcha_token, input.data.user_captcha)
			if (captcha !== 'ok') return invalid(reply, { user_captcha: [CAPTCHA_MESSAGES[captcha]] })
			const { name, email, phone, content } = input.data
			await storeContactMessage(db, { form: 'quick', name, email, phone, message: content }, provenance(request, input.data), notify)
			return ok('Thank you for getting in touch! We will reply within one working day.')
		})

		forms.post('/ContactUs/store', limited, async (request, reply) => {
			const input = ContactUsSchema.safeParse(bodyOf(request))
			if (!input.success) return invalid(reply, fieldErrors(input.error))
			const captcha = await challenges.verifyCaptcha(input.data.captcha_token, input.data.user_captcha_input)
			if (captcha !== 'ok') return invalid(reply, { user_captcha_input: [CAPTCHA_MESSAGES[captcha]] })
			const { name, email_id, mobile_no, cont_details } = input.data
			await storeContactMessage(
				db,
				{ form: 'contact', name, email: email_id, phone: mobile_no, message: cont_details },
				provenance(request, input.data),
				notify,
			)
			return ok('Thank you! Your message has reached our team and we will reply within one working day.')
		})

		forms.post('/Portfolio/store', limited, async (request, reply) => {
			const input = QuoteSchema.safeParse(bodyOf(request))
			if (!input.success) return invalid(reply, fieldErrors(input.error))
			const data = input.data
			const category = await findCategory(db, data.technology)
			if (!category) return invalid(reply, { technology: ['This portfolio page does not exist.'] })
			if (category.quote_check === 'human') {
				const human = await verifyHuman(data, request.ip)
				if (!human.ok) return invalid(reply, { [human.field]: [human.message ?? 'Please verify that you are human.'] })
			} else {
				const captcha = await challenges.verifyCaptcha(data.captcha_token, data.user_captcha)
				if (captcha !== 'ok') return invalid(reply, { user_captcha: [CAPTCHA_MESSAGES[captcha]] })
			}
			const item = data.portfolio_item_id
				? await db
						.selectFrom('portfolio_items')
						.select(['id', 'title'])
						.where('id', '=', data.portfolio_item_id)
						.where('category_id', '=', category.id)
						.executeTakeFirst()
				: undefined
			await storeQuoteRequest(
				db,
				{
					name: data.name,
					email: data.email,
					phone: data.phone,
					website: data.website,
					company: data.company,
					budget: data.budget,
					how_know: data.how_know,
					content: data.content,
					technology: category.slug,
					portfolio_item_id: item?.id ?? null,
					portfolio_item_title: item?.title ?? '',
				},
				provenance(request, data),
				notify,
			)
			return ok('Thank you! Your quote request is with our team; expect a reply within one working day.')
		})
	})

	// Comments are JSON; a long comment (up to 65,525 characters) needs a larger body limit.
	app.post('/blogdetail/store', { ...limited, bodyLimit: 512 * 1024 }, async (request, reply) => {
		const input = BlogCommentSchema.safeParse(bodyOf(request))
		if (!input.success) return invalid(reply, fieldErrors(input.error))
		const postId = await findPostId(db, String(input.data.blog_id))
		const post = postId === undefined ? undefined : await getPost(db, String(postId))
		if (!post) return invalid(reply, { blog_id: ['This blog post does not exist.'] })
		const captcha = await challenges.verifyCaptcha(input.data.captcha_token, input.data.user_captcha_input)
		if (captcha !== 'ok') return invalid(reply, { user_captcha_input: [CAPTCHA_MESSAGES[captcha]] })
		const { name, email, phone, comment } = input.data
		await storeComment(db, { blog_id: post.id, name, email, phone, comment }, provenance(request, input.data), {
			...notify,
			autoApprove,
			postTitle: post.blog_title,
		})
		return ok(
			autoApprove
				? 'Thank you! Your comment has been published.'
				: 'Thank you! Your comment has been received and will appear once a moderator approves it.',
		)
	})

	// The career form is multipart with a CV: the file streams to a temporary place under a size limit.
	await app.register(async (careers) => {
		await careers.register(multipart, {
			limits: { fileSize: CV_MAX_BYTES, files: 1, fields: 30, fieldSize: 16 * 1024, parts: 32 },
		})
		careers.post('/careerstore', limited, async (request, reply) => {
			if (!request.isMultipart()) return invalid(reply, { file: ['Send the application as multipart/form-data with a PDF CV.'] })
			const fields: Body = {}
			let file: ReceivedFile | undefined
			let fileProblem: UploadProblem | undefined
			try {
				for await (const part of request.parts()) {
					if (part.type === 'file') {
						const received = await cvStore.receive(part.file, part.filename)
						if (typeof received === 'string') fileProblem = received
						else if (part.fieldname === 'file' && !file) file = received
						else await cvStore.discard(received.tempPath)
					} else {
						fields[part.fieldname] = part.value
					}
				}
			} catch (error) {
				await cvStore.discard(file?.tempPath)
				if ((error as { statusCode?: number }).statusCode === 413) return invalid(reply, { file: [UPLOAD_MESSAGES.too_large] })
				throw error
			}
			// The spec's payload spells it "desciption"; accept the correct spelling too.
			if (fields.desciption === undefined && fields.description !== undefined) fields.desciption = fields.description
			const input = CareerSchema.safeParse(fields)
			const errors = input.success ? {} : fieldErrors(input.error)
			if (!file) errors.file = [UPLOAD_MESSAGES[fileProblem ?? 'empty']]
			if (!input.success || !file) {
				await cvStore.discard(file?.tempPath)
				return invalid(reply, errors)
			}
			const data = input.data
			const job = await db.selectFrom('job_openings').select(['id', 'title']).where('id', '=', data.job_id).executeTakeFirst()
			if (!job) {
				await cvStore.discard(file.tempPath)
				return invalid(reply, { job_id: ['This job opening does not exist any more.'] })
			}
			const captcha = await challenges.verifyCaptcha(data.captcha_token, data.user_captcha_input)
			if (captcha !== 'ok') {
				await cvStore.discard(file.tempPath)
				return invalid(reply, { user_captcha_input: [CAPTCHA_MESSAGES[captcha]] })
			}
			const kept = await cvStore.keep(file)
			try {
				await storeJobApplication(
					db,
					{
						job_id: job.id,
						job_title: job.title,
						name: data.job_name,
						email: data.job_email,
						phone: data.phone,
						current_salary: data.current_salary,
						expected_salary: data.salary,
						description: data.desciption,
						cv_file: kept.name,
						cv_path: kept.path,
						cv_original_name: file.originalName,
						cv_bytes: file.bytes,
					},
					provenance(request, data),
					notify,
				)
			} catch (error) {
				// Nothing half-stored: no row without its file, no file without its row.
				await cvStore.discard(kept.path)
				throw error
			}
			return ok(`Thank you for applying for ${job.title}! Our team will review your CV and contact you if your profile fits.`)
		})
	})
}

function bodyOf(request: FastifyRequest): Body {
	const body = request.body
	return body && typeof body === 'object' && !Array.isArray(body) ? (body as Body) : {}
}

function provenance(request: FastifyRequest, data: { source_page?: string } & Record<string, unknown>): Provenance {
	const honeypot = data[HONEYPOT_FIELD]
	return {
		// Stored as given, less any control characters (PostgreSQL refuses NUL in text).
		// eslint-disable-next-line no-control-regex
		source_page: (typeof data.source_page === 'string' ? data.source_page : (request.headers.referer ?? '')).replace(/[\u0000-\u001F\u007F]/g, ''),
		ip: request.ip,
		user_agent: String(request.headers['user-agent'] ?? ''),
		spam: typeof honeypot === 'string' && honeypot.trim() !== '',
	}
}

function ok(message: string) {
	return { success: 1, message }
}

function invalid(reply: FastifyReply, errors: Record<string, string[]>) {
	return reply.status(422).send({ success: 0, errors })
}

