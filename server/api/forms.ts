import type { Readable } from 'node:stream'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import multipart from '@fastify/multipart'
import type { z } from 'zod'
import { findPostTitle } from '#app/features/blog/blog.server.ts'
import { findJobOpening } from '#app/features/company/company.server.ts'
import { CV_MAX_BYTES } from '#app/features/forms/lead-forms.ts'
import type { AnyLeadForm, LeadForm } from '#app/features/forms/lead-descriptions.server.ts'
import { createLeadWorkflow, type LeadWorkflowOptions, type SubmitResult, type Upload } from '#app/features/forms/lead-workflow.server.ts'
import { findCategory, findItemInCategory } from '#app/features/portfolio/portfolio.server.ts'
import type { SubmissionLimiter } from '../submission-limit.ts'
import type { LeadSpool } from '../lead-spool.ts'
import type { FieldErrors } from '#app/lib/field-errors.ts'
import { type CvStore, UPLOAD_MESSAGES } from '#app/server/uploads.server.ts'

export interface FormsOptions extends Omit<LeadWorkflowOptions, 'limiter' | 'spool' | 'lookups' | 'log'> {
	rateLimit: { max: number; timeWindow: number }
	/** Posts counted per address and form: stored leads and failed checks, not typing mistakes. */
	limiter: SubmissionLimiter
	/** Where a checked submission waits when the database (or the bucket, for a CV) cannot take it. */
	spool: LeadSpool
}

type Body = Record<string, unknown>

/** Room in a career post for its text fields and multipart framing, beside a CV of the largest size. */
const MULTIPART_FIELDS_ALLOWANCE = 256 * 1024

/**
 * The five lead forms' routes: the workflow (app/features/forms/lead-workflow.server.ts) decides,
 * this plugin parses the bodies and answers `{ success: 1, message }` or 422 `{ success: 0, errors }`
 * (429 and 503 with retry-after), and runs the spool's replay with the server.
 */
export async function formsApi(app: FastifyInstance, options: FormsOptions) {
	const { db, cvStore, challenges, spool } = options
	// A visitor may ask for new codes more often than they submit, but not without bound.
	const codes = { config: { rateLimit: { max: Math.max(120, options.rateLimit.max * 10), timeWindow: 60_000 } } }
	// The composition point: what the forms refer to lives in other features.
	const workflow = createLeadWorkflow({
		...options,
		log: app.log,
		lookups: {
			postTitle: (key) => findPostTitle(db, key),
			jobOpening: (id) => findJobOpening(db, id),
			category: (slug) => findCategory(db, slug),
			itemInCategory: (categoryId, itemId) => findItemInCategory(db, categoryId, itemId),
		},
	})
	const { quickContact, contactUs, quote, comment, career } = workflow.forms

	/** Runs one submission through the workflow and answers it. */
	async function submit<S extends z.ZodType, Ref>(form: LeadForm<S, Ref>, request: FastifyRequest, reply: FastifyReply, body: Body, upload?: Upload) {
		const facts = { ip: request.ip, userAgent: request.headers['user-agent'], referer: request.headers.referer, log: request.log }
		return answer(reply, await workflow.submit(form, body, facts, upload))
	}

	spool.setReplayer(workflow.replayNow)
	app.addHook('onReady', async () => workflow.replaySoon())
	app.addHook('onClose', workflow.close)

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
		for (const form of [quickContact, contactUs, quote] as AnyLeadForm[]) {
			forms.post(form.path, (request, reply) => submit(form, request, reply, bodyOf(request)))
		}
	})

	// Comments are JSON; a long comment (up to 65,525 characters) needs a larger body limit.
	app.post(comment.path, { bodyLimit: 512 * 1024 }, (request, reply) => submit(comment, request, reply, bodyOf(request)))

	// The career form is multipart with a CV: the file streams to a temporary place under a size limit.
	await app.register(async (careers) => {
		await careers.register(multipart, {
			limits: { fileSize: CV_MAX_BYTES, files: 1, fields: 30, fieldSize: 16 * 1024, parts: 32 },
		})
		/**
		 * Receives a CV, or 'incomplete' when the body ends inside it, before the closing boundary:
		 * the parser then errors the file stream (or hands it over destroyed), which otherwise never
		 * ends, and the connection would wait for an answer forever.
		 */
		async function receiveWhole(file: Readable, name: string): Promise<Awaited<ReturnType<CvStore['receive']>> | 'incomplete'> {
			// Handed over destroyed: never read (a stream destroyed before it is piped can leave the copy waiting).
			if (file.destroyed) return 'incomplete'
			const cutShort = new Promise<'incomplete'>((resolve) => {
				file.on('error', (error) => {
					if (/terminated early/.test(error.message)) resolve('incomplete')
				})
			})
			const receiving = cvStore.receive(file, name)
			const received = await Promise.race([receiving, cutShort])
			if (received === 'incomplete') {
				// Ends the storage's copy, which then removes its temporary file (waited for, within a second).
				file.destroy()
				await Promise.race([receiving.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 1000).unref())])
			}
			return received
		}

		careers.post(career.path, async (request, reply) => {
			// Refused before a CV is read.
			const tooMany = await workflow.limited(career, request.ip)
			if (tooMany) return answer(reply, tooMany)
			if (!request.isMultipart()) return invalid(reply, { file: ['Send the application as multipart/form-data with a PDF CV.'] })
			// Too large, said or found: answered at once, the rest left unread and the connection closed.
			const tooLarge = () => reply.status(413).header('connection', 'close').send({ success: 0, errors: { file: [UPLOAD_MESSAGES.too_large] } })
			if (Number(request.headers['content-length'] ?? 0) > CV_MAX_BYTES + MULTIPART_FIELDS_ALLOWANCE) return tooLarge()
			const fields: Body = {}
			const upload: Upload = {}
			try {
				for await (const part of request.parts()) {
					if (part.type === 'file') {
						const received = await receiveWhole(part.file, part.filename)
						if (received === 'incomplete') {
							await cvStore.discardTemp(upload.file?.tempPath)
							return reply.status(400).send({ success: 0, message: 'The application arrived incomplete. Please send it again.' })
						}
						if (received === 'too_large') {
							await cvStore.discardTemp(upload.file?.tempPath)
							return tooLarge()
						}
						if (typeof received === 'string') upload.problem = received
						else if (part.fieldname === 'file' && !upload.file) upload.file = received
						else await cvStore.discardTemp(received.tempPath)
					} else {
						fields[part.fieldname] = part.value
					}
				}
			} catch (error) {
				await cvStore.discardTemp(upload.file?.tempPath)
				const code = (error as { code?: string }).code
				if (code === 'FST_FILES_LIMIT') return invalid(reply, { file: ['Attach one CV only, as a single PDF file.'] })
				if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return invalid(reply, { file: ['The application has more fields than the form sends.'] })
				if ((error as { statusCode?: number }).statusCode === 413) return tooLarge()
				throw error
			}
			// The spec's payload spells it "desciption"; accept the correct spelling too.
			if (fields.desciption === undefined && fields.description !== undefined) fields.desciption = fields.description
			return submit(career, request, reply, fields, upload)
		})
	})
}

function bodyOf(request: FastifyRequest): Body {
	const body = request.body
	return body && typeof body === 'object' && !Array.isArray(body) ? (body as Body) : {}
}

/** The HTTP answer to what the workflow made of a submission. */
function answer(reply: FastifyReply, result: SubmitResult) {
	switch (result.kind) {
		case 'stored':
			return reply.send({ success: 1, message: result.message })
		case 'invalid':
			return invalid(reply, result.errors)
		case 'too-many': {
			const seconds = result.retryAfterSeconds
			return reply.status(429).header('retry-after', String(seconds)).send({ success: 0, message: `Too many requests from your network. Please wait ${seconds} seconds and try again.` })
		}
		case 'unavailable':
			return reply
				.status(503)
				.header('retry-after', '60')
				.send({ success: 0, message: 'We cannot take your message just now. Your text is still in the form: please try again in a minute, or reach us by e-mail or phone.' })
	}
}

function invalid(reply: FastifyReply, errors: FieldErrors) {
	return reply.status(422).send({ success: 0, errors })
}
