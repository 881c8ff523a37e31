import { randomUUID } from 'node:crypto'
import type { Readable } from 'node:stream'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import multipart from '@fastify/multipart'
import type { Kysely } from 'kysely'
import type { z } from 'zod'
import type { DB } from '#database/schema.ts'
import { findPostTitle } from '#app/features/blog/blog.server.ts'
import { findJobOpening } from '#app/features/company/company.server.ts'
import { readAttribution } from '#app/features/forms/attribution.schema.ts'
import { LEAD_FORMS } from '#app/features/forms/forms.schema.ts'
import { CV_MAX_BYTES } from '#app/features/forms/lead-forms.ts'
import { HONEYPOT_FIELD } from '#app/features/forms/honeypot.ts'
import { applicationLead, commentLead, commitLead, contactLead, findSubmission, type Lead, type Provenance, quoteLead } from '#app/features/forms/leads.server.ts'
import { findCategory, findItemInCategory } from '#app/features/portfolio/portfolio.server.ts'
import type { SubmissionLimiter } from '../submission-limit.ts'
import type { LeadSpool, SpoolEntry } from '../lead-spool.ts'
import { CAPTCHA_MESSAGES, type Challenges, type HumanCheckResult, PROOF_MESSAGES } from '#app/lib/challenges.server.ts'
import { type FieldErrors, fieldErrors } from '#app/lib/field-errors.ts'
import { type CvStore, type ReceivedFile, UPLOAD_MESSAGES, type UploadProblem } from '#app/lib/uploads.server.ts'

export interface FormsOptions {
	db: Kysely<DB>
	challenges: Challenges
	cvStore: CvStore
	leadsEmail: string
	/** SITE_URL: the notifications link to the lead's page in the back office. */
	siteUrl: string
	autoApprove: boolean
	/** The human check of the quote forms marked 'human': ALTCHA or Turnstile, verified here. */
	verifyHuman: (body: Record<string, unknown>, ip: string) => Promise<HumanCheckResult & { field: string }>
	rateLimit: { max: number; timeWindow: number }
	/** Posts counted per address and form: stored leads and failed checks, not typing mistakes. */
	limiter: SubmissionLimiter
	/** Where a checked submission waits when the database (or the bucket, for a CV) cannot take it. */
	spool: LeadSpool
	/** How often the spool is tried while something waits in it (ms). */
	spoolRetryMs?: number
}

type Body = Record<string, unknown>

/**
 * What a visitor must pass before a lead is stored: the invisible proof of work and the typed code
 * (under this field), the human check, or nothing.
 */
type Check = { captcha: string } | 'human' | 'none'

/** Where every form sends its ALTCHA payload: the invisible proof of work, or the quote forms' widget. */
const PROOF_FIELD = 'altcha'

/** Room in a career post for its text fields and multipart framing, beside a CV of the largest size. */
const MULTIPART_FIELDS_ALLOWANCE = 256 * 1024

/** A CV received and moved to its permanent place, ready to be named in the lead's row. */
interface KeptCv {
	file: ReceivedFile
	name: string
	/** Its key in the file storage. */
	key: string
}

/**
 * One lead form, described once; `submit` runs every form through the same
 * steps: schema → what the input refers to → check → one transaction → reply.
 */
interface LeadForm<S extends z.ZodType, Ref> {
	schema: S
	/** Where it is posted (from LEAD_FORMS, the browser's table too), below this plugin's /api prefix. */
	path: string
	/**
	 * Finds what the input refers to (a post, a job, a portfolio page), or
	 * the field errors when it does not exist. It runs before the check, so a
	 * visitor's code and proof of work are not spent on a submission that cannot succeed.
	 */
	resolve: (data: z.output<S>) => Promise<{ ref: Ref } | { errors: FieldErrors }>
	check: (data: z.output<S>, ref: Ref) => Check
	/** The check when what the input refers to cannot be looked up (the database is away); `check` without a ref by default. */
	checkWithoutRef?: (data: z.output<S>) => Check
	/** Takes a CV: the multipart field `file`, required. */
	cv?: true
	lead: (data: z.output<S>, ref: Ref, cv: KeptCv | undefined) => Lead
	/** The answer to a stored lead; without a ref when it was spooled before its ref could be looked up. */
	message: (ref: Ref | undefined) => string
}

const nothingToResolve = async () => ({ ref: undefined })

/** A form's schema and path from the table the browser forms use. */
const served = <S extends z.ZodType>({ schema, endpoint }: { schema: S; endpoint: string }) => ({ schema, path: endpoint.replace(/^\/api/, '') })

/**
 * The five lead forms (spec §3 "Submissions", DESIGN.md decisions 5–11): each
 * answer is `{ success: 1, message }` or 422 `{ success: 0, errors }`, and a
 * lead is committed with its notification before success is answered.
 */
export async function formsApi(app: FastifyInstance, options: FormsOptions) {
	const { db, challenges, cvStore, leadsEmail, siteUrl, autoApprove, verifyHuman, limiter, spool } = options
	// A visitor may ask for new codes more often than they submit, but not without bound.
	const codes = { config: { rateLimit: { max: Math.max(120, options.rateLimit.max * 10), timeWindow: 60_000 } } }

	const quickContact: LeadForm<typeof LEAD_FORMS.quickContact.schema, undefined> = {
		...served(LEAD_FORMS.quickContact),
		resolve: nothingToResolve,
		check: () => ({ captcha: 'user_captcha' }),
		lead: ({ name, email, phone, content }) => contactLead({ form: 'quick', name, email, phone, message: content }),
		message: () => 'Thank you for getting in touch! We will reply within one working day.',
	}

	const contactUs: LeadForm<typeof LEAD_FORMS.contactUs.schema, undefined> = {
		...served(LEAD_FORMS.contactUs),
		resolve: nothingToResolve,
		check: () => ({ captcha: 'user_captcha_input' }),
		lead: ({ name, email_id, mobile_no, cont_details }) =>
			contactLead({ form: 'contact', name, email: email_id, phone: mobile_no, message: cont_details }),
		message: () => 'Thank you! Your message has reached our team and we will reply within one working day.',
	}

	type QuoteRef = { category: { slug: string; quote_check: string }; item?: { id: number; title: string } }
	const quote: LeadForm<typeof LEAD_FORMS.quote.schema, QuoteRef> = {
		...served(LEAD_FORMS.quote),
		async resolve({ technology, portfolio_item_id }) {
			const category = await findCategory(db, technology)
			if (!category) return { errors: { technology: ['This portfolio page does not exist.'] } }
			const item = portfolio_item_id ? await findItemInCategory(db, category.id, portfolio_item_id) : undefined
			return { ref: { category, item } }
		},
		// The Laravel, Angular and Magento pages ask for the human check instead of the code (spec §2).
		check: (_data, { category }) => (category.quote_check === 'human' ? 'human' : { captcha: 'user_captcha' }),
		// Without the page's settings, the form tells which check it carries: a typed code, or the widget.
		checkWithoutRef: (data) => (data.user_captcha ? { captcha: 'user_captcha' } : 'human'),
		lead: ({ name, email, phone, website, company, budget, how_know, content }, { category, item }) =>
			quoteLead({
				name,
				email,
				phone,
				website,
				company,
				budget,
				how_know,
				content,
				technology: category.slug,
				portfolio_item_id: item?.id ?? null,
				portfolio_item_title: item?.title ?? '',
			}),
		message: () => 'Thank you! Your quote request is with our team; expect a reply within one working day.',
	}

	const comment: LeadForm<typeof LEAD_FORMS.comment.schema, { id: number; title: string }> = {
		...served(LEAD_FORMS.comment),
		async resolve({ blog_id }) {
			const post = await findPostTitle(db, String(blog_id))
			return post ? { ref: post } : { errors: { blog_id: ['This blog post does not exist.'] } }
		},
		check: () => ({ captcha: 'user_captcha_input' }),
		lead: ({ name, email, phone, comment }, post) =>
			commentLead({ blog_id: post.id, post_title: post.title, name, email, phone, comment }, { autoApprove }),
		message: () =>
			autoApprove
				? 'Thank you! Your comment has been published.'
				: 'Thank you! Your comment has been received and will appear once a moderator approves it.',
	}

	const career: LeadForm<typeof LEAD_FORMS.career.schema, { id: number; title: string }> = {
		...served(LEAD_FORMS.career),
		async resolve({ job_id }) {
			const job = await findJobOpening(db, job_id)
			return job ? { ref: job } : { errors: { job_id: ['This job opening is closed or no longer exists.'] } }
		},
		check: () => ({ captcha: 'user_captcha_input' }),
		cv: true,
		lead: (data, job, cv) =>
			applicationLead({
				job_id: job.id,
				job_title: job.title,
				name: data.job_name,
				email: data.job_email,
				phone: data.phone,
				current_salary: data.current_salary,
				expected_salary: data.salary,
				description: data.desciption,
				cv_file: cv!.name,
				cv_original_name: cv!.file.originalName,
				cv_bytes: cv!.file.bytes,
			}),
		message: (job) =>
			`Thank you for applying${job ? ` for ${job.title}` : ''}! Our team will review your CV and contact you if your profile fits.`,
	}

	async function refusedBy(check: Check, data: Body, ip: string): Promise<FieldErrors | undefined> {
		if (check === 'none') return undefined
		// The widget of the human check is itself the proof of work (ALTCHA) or stronger (Turnstile).
		if (check !== 'human') {
			// Before the code, so a post without a valid proof never spends the code the visitor typed.
			const proof = await challenges.verifyProofOfWork(data[PROOF_FIELD])
			if (proof !== 'ok') return { [PROOF_FIELD]: [PROOF_MESSAGES[proof]] }
		}
		if (check === 'human') {
			const human = await verifyHuman(data, ip)
			return human.ok ? undefined : { [human.field]: [human.message ?? 'Please verify that you are human.'] }
		}
		const verdict = await challenges.verifyCaptcha(data.captcha_token as string | undefined, data[check.captcha] as string | undefined)
		return verdict === 'ok' ? undefined : { [check.captcha]: [CAPTCHA_MESSAGES[verdict]] }
	}

	/** Answers 429 when this address has used up its posts to this form; true when it did. */
	async function tooMany(form: { path: string }, request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
		const { limited, retryAfterMs } = await limiter.check(`${form.path} ${request.ip}`)
		if (!limited) return false
		const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000))
		reply.status(429).header('retry-after', String(seconds)).send({ success: 0, message: `Too many requests from your network. Please wait ${seconds} seconds and try again.` })
		return true
	}

	/** The stored answer to a message with this key, waiting up to a second for a copy being stored now. */
	async function waitForSubmission(key: string, formPath: string): Promise<string | undefined> {
		for (let i = 0; i < 10; i++) {
			const stored = await findSubmission(db, key, formPath)
			if (stored) return stored
			await new Promise((resolve) => setTimeout(resolve, 100))
		}
		return undefined
	}

	/** Runs one submission through its form; a received CV is kept only with its committed row. */
	async function submit<S extends z.ZodType, Ref>(
		form: LeadForm<S, Ref>,
		request: FastifyRequest,
		reply: FastifyReply,
		body: Body,
		upload?: { file?: ReceivedFile; problem?: UploadProblem },
	) {
		if (await tooMany(form, request, reply)) return reply
		let kept: KeptCv | undefined
		let committed = false
		const limitKey = `${form.path} ${request.ip}`
		// How far the submission got, for the spool should the database fail on the way.
		let data: (z.output<S> & Body) | undefined
		let resolved: { ref: Ref } | undefined
		let checked = false
		const answer = async (): Promise<FieldErrors | string> => {
			const input = form.schema.safeParse(body)
			const errors = input.success ? {} : fieldErrors(input.error)
			if (form.cv && !upload?.file) errors.file = [UPLOAD_MESSAGES[upload?.problem ?? 'empty']]
			if (!input.success || Object.keys(errors).length > 0) return errors
			// Where the visit came from is not the visitor's input: never refused, read by provenance() (decision 043).
			data = { ...(input.data as z.output<S> & Body), attribution: body.attribution }
			// The same message again (its answer was lost): the answer it got, not a second lead.
			const key = typeof data.submission_id === 'string' ? data.submission_id : undefined
			const earlier = key ? await findSubmission(db, key, form.path) : undefined
			if (earlier) return earlier

			const found = await form.resolve(data)
			if ('errors' in found) return found.errors
			resolved = found
			const refused = await refusedBy(form.check(data, found.ref), data, request.ip)
			if (refused) {
				// A copy of a message whose first copy spent the code and is being stored right now: its answer.
				const spent = Object.values(refused).some((messages) => messages[0] === CAPTCHA_MESSAGES.used || messages[0] === PROOF_MESSAGES.used)
				const stored = key && spent ? await waitForSubmission(key, form.path) : undefined
				if (stored) return stored
				// A failed code or human check counts against the address; a field typed wrong does not.
				await limiter.count(limitKey)
				return refused
			}
			checked = true

			if (form.cv && upload?.file) kept = { file: upload.file, ...(await cvStore.keep(upload.file)) }
			const message = form.message(found.ref)
			try {
				await commitLead(db, form.lead(data, found.ref, kept), provenance(request, data), { to: leadsEmail, siteUrl }, key ? { key, form: form.path, message } : undefined)
			} catch (error) {
				// Two copies sent at once: the other was stored, and this one answers as it did.
				const stored = key ? await findSubmission(db, key, form.path).catch(() => undefined) : undefined
				if (stored) return stored
				throw error
			}
			committed = true
			await limiter.count(limitKey)
			return message
		}

		/**
		 * The database (or the bucket, for a CV) failed after the input was accepted: the submission,
		 * checked here if it was not yet, goes to the spool and the visitor is told it was received
		 * (decision 040). Where even the spool cannot write, 503: the visitor's form keeps its text.
		 */
		const spoolInstead = async (error: unknown): Promise<FieldErrors | string | 'unavailable'> => {
			if (!data) throw error
			if (!checked) {
				const check = resolved ? form.check(data, resolved.ref) : (form.checkWithoutRef ?? ((d: z.output<S>) => form.check(d, undefined as Ref)))(data)
				const refused = await refusedBy(check, data, request.ip)
				if (refused) return refused
			}
			const entry: SpoolEntry = {
				version: 1,
				form: form.path,
				key: typeof data.submission_id === 'string' ? data.submission_id : randomUUID(),
				body: data,
				provenance: provenance(request, data),
				receivedAt: new Date().toISOString(),
				...(upload?.file ? { cv: { bytes: upload.file.bytes, originalName: upload.file.originalName } } : {}),
			}
			try {
				await spool.write(entry, upload?.file?.tempPath)
			} catch (spoolError) {
				request.log.error({ err: spoolError, cause: errorText(error) }, 'a submission could neither be stored nor spooled')
				return 'unavailable'
			}
			// Said once when submissions start going to the spool; each one at debug.
			if (!spooling) {
				spooling = true
				request.log.warn({ cause: errorText(error) }, 'submissions go to the spool: the database cannot take them; they are stored when it can')
			}
			request.log.debug({ form: form.path, key: entry.key }, 'submission spooled')
			await limiter.count(limitKey).catch(() => undefined)
			replaySoon()
			return form.message(resolved?.ref)
		}

		let result: FieldErrors | string | 'unavailable'
		try {
			result = await answer().catch(spoolInstead)
		} finally {
			// Nothing half-stored: no file without its row, and nothing left in the temporary folder.
			await cvStore.discardTemp(upload?.file?.tempPath)
			if (!committed && kept) await cvStore.remove(kept.name).catch(() => undefined)
		}
		if (result === 'unavailable') {
			return reply
				.status(503)
				.header('retry-after', '60')
				.send({ success: 0, message: 'We cannot take your message just now. Your text is still in the form: please try again in a minute, or reach us by e-mail or phone.' })
		}
		return typeof result === 'string' ? reply.send({ success: 1, message: result }) : invalid(reply, result)
	}

	const FORMS_BY_PATH = new Map<string, LeadForm<z.ZodType, unknown>>(
		([quickContact, contactUs, quote, comment, career] as LeadForm<z.ZodType, unknown>[]).map((form) => [form.path, form]),
	)

	/**
	 * Stores one spooled submission as it would have been stored when it came: exactly once (its
	 * key), with its notification. Its checks were passed when it came.
	 */
	async function replay(entry: SpoolEntry, cvPath: string | undefined): Promise<'stored' | { aside: string }> {
		const form = FORMS_BY_PATH.get(entry.form)
		if (!form) return { aside: `no form at ${entry.form}` }
		const input = form.schema.safeParse(entry.body)
		if (!input.success) return { aside: `the input no longer passes the form's schema: ${JSON.stringify(fieldErrors(input.error))}` }
		const data = input.data as Body
		if (await findSubmission(db, entry.key, form.path)) return 'stored'
		const found = await form.resolve(data)
		if ('errors' in found) return { aside: `what it refers to is gone: ${JSON.stringify(found.errors)}` }
		let kept: KeptCv | undefined
		if (form.cv) {
			if (!cvPath || !entry.cv) return { aside: 'its CV is missing from the spool' }
			const file: ReceivedFile = { tempPath: cvPath, bytes: entry.cv.bytes, originalName: entry.cv.originalName }
			kept = { file, ...(await cvStore.keep(file)) }
		}
		try {
			await commitLead(db, form.lead(data, found.ref, kept), entry.provenance, { to: leadsEmail, siteUrl }, { key: entry.key, form: form.path, message: form.message(found.ref) })
		} catch (error) {
			if (kept) await cvStore.remove(kept.name).catch(() => undefined)
			if (await findSubmission(db, entry.key, form.path).catch(() => undefined)) return 'stored'
			throw error
		}
		return 'stored'
	}

	/** Whether submissions are going to the spool now (logged once when it starts and once when it is empty again). */
	let spooling = false
	let replaying: Promise<void> | undefined
	let retry: NodeJS.Timeout | undefined
	let closing = false
	const retryMs = options.spoolRetryMs ?? 5000

	/** Tries every waiting entry once; stops at the first the database will not take, and tries again later. */
	async function replayAll(): Promise<void> {
		let waiting = false
		let stored = 0
		for await (const claimed of spool.claim()) {
			try {
				const outcome = await replay(claimed.entry, claimed.cvPath)
				if (outcome === 'stored') {
					await claimed.done()
					app.log.debug({ form: claimed.entry.form, key: claimed.entry.key }, 'spooled submission stored')
					stored += 1
				} else {
					await claimed.setAside(outcome.aside)
					app.log.error({ form: claimed.entry.form, key: claimed.entry.key, reason: outcome.aside }, 'spooled submission set aside under failed/: it can never be stored as it is')
				}
			} catch (error) {
				// The database still cannot take it: said once, when submissions started going to the spool.
				app.log.debug({ cause: errorText(error) }, 'spooled submissions wait')
				await claimed.release()
				waiting = true
				break
			}
		}
		if (stored > 0 && !waiting && (await spool.length()) === 0) {
			app.log.info({ stored }, 'the spool is empty: every spooled submission is stored')
			spooling = false
		}
		if (waiting || (await spool.length()) > 0) replaySoon(retryMs)
	}

	function replaySoon(delay = 0): void {
		if (closing || retry) return
		retry = setTimeout(() => {
			retry = undefined
			replaying ??= replayAll()
				.catch((error: unknown) => {
					app.log.error({ err: error }, 'replaying the spool failed')
					replaySoon(retryMs)
				})
				.finally(() => {
					replaying = undefined
				})
		}, delay)
		retry.unref()
	}

	spool.setReplayer(async () => {
		clearTimeout(retry)
		retry = undefined
		await replaying
		replaying = replayAll().finally(() => {
			replaying = undefined
		})
		await replaying
	})
	app.addHook('onReady', async () => replaySoon())
	app.addHook('onClose', async () => {
		closing = true
		clearTimeout(retry)
		await replaying
	})

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
		for (const form of [quickContact, contactUs, quote] as LeadForm<z.ZodType, unknown>[]) {
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
			if (await tooMany(career, request, reply)) return reply
			if (!request.isMultipart()) return invalid(reply, { file: ['Send the application as multipart/form-data with a PDF CV.'] })
			// Too large, said or found: answered at once, the rest left unread and the connection closed.
			const tooLarge = () => reply.status(413).header('connection', 'close').send({ success: 0, errors: { file: [UPLOAD_MESSAGES.too_large] } })
			if (Number(request.headers['content-length'] ?? 0) > CV_MAX_BYTES + MULTIPART_FIELDS_ALLOWANCE) return tooLarge()
			const fields: Body = {}
			const upload: { file?: ReceivedFile; problem?: UploadProblem } = {}
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

function provenance(request: FastifyRequest, data: Body): Provenance {
	const honeypot = data[HONEYPOT_FIELD]
	return {
		// Stored as given, less any control characters (PostgreSQL refuses NUL in text).
		// eslint-disable-next-line no-control-regex
		source_page: (typeof data.source_page === 'string' ? data.source_page : (request.headers.referer ?? '')).replace(/[\u0000-\u001F\u007F]/g, ''),
		ip: request.ip,
		user_agent: String(request.headers['user-agent'] ?? ''),
		spam: typeof honeypot === 'string' && honeypot.trim() !== '',
		// Checked a field at a time: what does not pass is dropped, and the lead is stored all the same.
		attribution: readAttribution(data.attribution),
	}
}

function errorText(error: unknown): string {
	return error instanceof Error ? error.message.split('\n')[0]!.slice(0, 300) : String(error)
}

function invalid(reply: FastifyReply, errors: FieldErrors) {
	return reply.status(422).send({ success: 0, errors })
}
