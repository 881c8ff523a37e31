import type { Readable } from 'node:stream'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { z } from 'zod'
import { findPostTitle } from '#app/features/blog/blog.server.ts'
import { findJobOpening } from '#app/features/company/company.server.ts'
import { CV_MAX_BYTES } from '#app/features/leads/lead-forms.ts'
import type { AnyLeadForm, LeadForm } from '#app/features/leads/lead-descriptions.server.ts'
import { createLeadWorkflow, type LeadWorkflow, type LeadWorkflowOptions, type SubmitResult, type Upload } from '#app/features/leads/lead-workflow.server.ts'
import { findCategory, findItemInCategory } from '#app/features/portfolio/portfolio.server.ts'
import type { SubmissionLimiter } from '../submission-limit.ts'
import type { LeadSpool } from '../lead-spool.ts'
import type { FieldErrors } from '#app/lib/field-errors.ts'
import { isMultipart, readMultipart, type UploadFormProblem } from '#app/server/multipart.server.ts'
import { type ReceivedFile, UPLOAD_MESSAGES, type UploadProblem } from '#app/server/uploads.server.ts'
import { isStorageFull } from '#app/server/storage.server.ts'

export interface FormsOptions {
	/** The workflow every form runs through (leadWorkflowOf). */
	workflow: LeadWorkflow
	challenges: LeadWorkflowOptions['challenges']
	cvStore: LeadWorkflowOptions['cvStore']
	rateLimit: { max: number; timeWindow: number }
}

/** The workflow's options but what this module composes: what the forms refer to in other features. */
export interface LeadWorkflowParts extends Omit<LeadWorkflowOptions, 'lookups'> {
	/** Posts counted per address and form: stored leads and failed checks, not typing mistakes. */
	limiter: SubmissionLimiter
	/** Where a checked submission waits when the database (or the bucket, for a CV) cannot take it; the workflow replays it. */
	spool: LeadSpool
}

/** The lead workflow, given what the forms refer to in other features: the composition point (a feature imports no other). */
export function leadWorkflowOf(parts: LeadWorkflowParts): LeadWorkflow {
	const { db } = parts
	return createLeadWorkflow({
		...parts,
		lookups: {
			postTitle: (key) => findPostTitle(db, key),
			jobOpening: (id) => findJobOpening(db, id),
			category: (slug) => findCategory(db, slug),
			itemInCategory: (categoryId, itemId) => findItemInCategory(db, categoryId, itemId),
		},
	})
}

type Body = Record<string, unknown>

/** Room in a career post for its text fields and multipart framing, beside a CV of the largest size. */
const MULTIPART_FIELDS_ALLOWANCE = 256 * 1024
/**
 * More fields than any lead form sends, each longer than any the forms' schemas allow (the proof of
 * work's 20,000 characters the longest), so a field too long gets the schema's message under it;
 * beyond these a body is not one of ours (at most about the 1 MB of any other body).
 */
const FORM_FIELDS = { maxFields: 30, maxFieldBytes: 32 * 1024 }

/** A form-data form's body that could not be read as one: the request guards' error handler answers it. */
class UnreadableForm extends Error {
	override name = 'UnreadableForm'
	constructor(
		message: string,
		readonly statusCode: number,
	) {
		super(message)
	}
}

const UNREADABLE: Record<UploadFormProblem, [message: string, status: number]> = {
	bad_request: ['The form arrived incomplete. Please send it again.', 400],
	field_too_long: ['A field is longer than the form allows.', 413],
	too_large: ['The form is larger than ours send.', 413],
	too_many_fields: ['The form has more fields than ours send.', 413],
	too_many_files: ['This form takes no file.', 413],
}

/** The text fields of a multipart body, read by the one multipart reader (no file is allowed). */
async function multipartFields(request: FastifyRequest, payload: Readable): Promise<Body> {
	const form = await readMultipart(payload, request.headers['content-type'] ?? '', {
		...FORM_FIELDS,
		maxFiles: 0,
		maxFileBytes: 0,
		onFile: async ({ stream }) => void stream.resume(),
	})
	if ('problem' in form) throw new UnreadableForm(...UNREADABLE[form.problem])
	return form.fields
}

/**
 * The five lead forms' routes: the workflow (app/features/leads/lead-workflow.server.ts) decides,
 * this plugin parses the bodies and answers `{ success: 1, message }` or 422 `{ success: 0, errors }`
 * (429 and 503 with retry-after).
 */
export async function formsApi(app: FastifyInstance, options: FormsOptions) {
	const { workflow, cvStore, challenges } = options
	// A visitor may ask for new codes more often than they submit, but not without bound.
	const codes = { config: { rateLimit: { max: Math.max(120, options.rateLimit.max * 10), timeWindow: 60_000 } } }
	const { quickContact, contactUs, quote, comment, career } = workflow.forms

	/** Runs one submission through the workflow and answers it. */
	async function submit<S extends z.ZodType, Ref>(form: LeadForm<S, Ref>, request: FastifyRequest, reply: FastifyReply, body: Body, upload?: Upload) {
		const facts = { ip: request.ip, userAgent: request.headers['user-agent'], referer: request.headers.referer, log: request.log }
		return answer(reply, await workflow.submit(form, body, facts, upload))
	}

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
		forms.addContentTypeParser('multipart/form-data', (request: FastifyRequest, payload: Readable) => multipartFields(request, payload))
		for (const form of [quickContact, contactUs, quote] as AnyLeadForm[]) {
			forms.post(form.path, (request, reply) => submit(form, request, reply, bodyOf(request)))
		}
	})

	// Comments are JSON; a long comment (up to 65,525 characters) needs a larger body limit.
	app.post(comment.path, { bodyLimit: 512 * 1024 }, (request, reply) => submit(comment, request, reply, bodyOf(request)))

	// The career form is multipart with a CV: the body is read as it arrives, the file streaming to a
	// temporary place under a size limit.
	await app.register(async (careers) => {
		careers.addContentTypeParser('multipart/form-data', (_request, payload, done) => done(null, payload))
		careers.post(career.path, async (request, reply) => {
			// Refused before a CV is read.
			const tooMany = await workflow.limited(career, request.ip)
			if (tooMany) return answer(reply, tooMany)
			if (!isMultipart(request.headers['content-type'])) return invalid(reply, { file: ['Send the application as multipart/form-data with a PDF CV.'] })
			// Too large, said or found: answered at once, the rest left unread and the connection closed.
			const tooLarge = () => reply.status(413).header('connection', 'close').send({ success: 0, errors: { file: [UPLOAD_MESSAGES.too_large] } })
			if (Number(request.headers['content-length'] ?? 0) > CV_MAX_BYTES + MULTIPART_FIELDS_ALLOWANCE) return tooLarge()
			const discard = (value: ReceivedFile | UploadProblem) => cvStore.discardTemp(typeof value === 'string' ? undefined : value.tempPath)
			const body = request.body as Readable | undefined
			const form = body
				? await readMultipart(body, request.headers['content-type']!, {
						...FORM_FIELDS,
						maxFiles: 1,
						maxFileBytes: CV_MAX_BYTES,
						onFile: ({ stream, originalName }) => cvStore.receive(stream, originalName),
						onDiscard: discard,
					}).catch((error: unknown) => {
						if (isStorageFull(error)) return { problem: 'storage_full' } as const
						throw error
					})
				: ({ problem: 'bad_request' } as const)
			if ('problem' in form) {
				switch (form.problem) {
					case 'too_large':
						return tooLarge()
					case 'too_many_files':
						return invalid(reply, { file: ['Attach one CV only, as a single PDF file.'] })
					case 'too_many_fields':
						return invalid(reply, { file: ['The application has more fields than the form sends.'] })
					case 'field_too_long':
						return reply.status(413).send({ success: 0, message: UNREADABLE.field_too_long[0] })
					case 'bad_request':
						return reply.status(400).send({ success: 0, message: 'The application arrived incomplete. Please send it again.' })
					case 'storage_full':
						// No room for the CV, so none in the spool beside it either: the visitor sends it again later, the form still filled in.
						request.log.error('an application could not be received: no room for its CV')
						return answer(reply, { kind: 'unavailable' })
				}
			}
			const upload: Upload = {}
			for (const { field, value } of form.files) {
				if (value === 'too_large') {
					await Promise.all(form.files.map((file) => discard(file.value)))
					return tooLarge()
				}
				if (typeof value === 'string') upload.problem = value
				else if (field === 'file' && !upload.file) upload.file = value
				else await discard(value)
			}
			const fields: Body = form.fields
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

declare module 'fastify' {
	interface FastifyInstance {
		/** The lead workflow: `replayNow()` stores what waits in the spool without waiting for its timer (decision 040). */
		leadWorkflow: LeadWorkflow
	}
}
