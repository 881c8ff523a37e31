import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { z } from 'zod'
import type { DB } from '#database/schema.ts'
import { readAttribution } from './attribution.schema.ts'
import { HONEYPOT_FIELD } from './honeypot.ts'
import { type AnyLeadForm, type Check, type KeptCv, type LeadForm, type LeadLookups, leadForms } from './lead-descriptions.server.ts'
import { commitLead, findSubmission, type Provenance } from './leads.server.ts'
import { CAPTCHA_MESSAGES, type Challenges, type HumanCheckResult, PROOF_MESSAGES } from '#app/server/challenges.server.ts'
import { type FieldErrors, fieldErrors } from '#app/lib/field-errors.ts'
import { type CvStore, type ReceivedFile, UPLOAD_MESSAGES, type UploadProblem } from '#app/server/uploads.server.ts'

/**
 * A submission the database could not take, kept on the local disk until it
 * can (decision 040). Everything needed to store it later is here: the
 * form, the checked input, where it came from and its submission key, which
 * makes storing it exactly once.
 */
export interface SpoolEntry {
	version: 1
	/** The form's path below /api (LEAD_FORMS' endpoint less the prefix). */
	form: string
	key: string
	/** The input as the form's schema accepted it (the CV apart). */
	body: Record<string, unknown>
	provenance: Provenance
	receivedAt: string
	/** The CV, kept beside the entry as `<entry>.cv`. */
	cv?: { bytes: number; originalName: string }
}

/** One entry taken for replay: its content, where its CV is, and what to do with it afterwards. */
export interface ClaimedEntry {
	entry: SpoolEntry
	cvPath?: string
	/** Stored: the entry and its CV go. */
	done(): Promise<void>
	/** Not stored this time (the database is still away): back in the queue. */
	release(): Promise<void>
	/** Can never be stored as it is (its form or job is gone): kept aside under failed/, for a person to read. */
	setAside(reason: string): Promise<void>
}

/** What the workflow needs of the spool (server/lead-spool.ts is one). */
export interface SubmissionSpool {
	/** Writes an entry (and a copy of its CV) durably; throws when it cannot (the disk is full). */
	write(entry: SpoolEntry, cvTempPath?: string): Promise<void>
	/** Entries waiting. */
	length(): Promise<number>
	/** Takes each waiting entry in the order received; one claimant per entry, however many servers share the directory. */
	claim(): AsyncGenerator<ClaimedEntry>
}

/** Posts counted per address and form (server/submission-limit.ts is one). */
export interface SubmissionCounter {
	/** Whether this key has used up its posts, and for how long still. */
	check(key: string): Promise<{ limited: boolean; retryAfterMs: number }>
	/** Counts one post against the key. */
	count(key: string): Promise<void>
}

/** The log lines the workflow writes (Fastify's logger is one). */
export interface WorkflowLog {
	debug(details: object, message: string): void
	info(details: object, message: string): void
	warn(details: object, message: string): void
	error(details: object, message: string): void
}

export interface LeadWorkflowOptions {
	db: Kysely<DB>
	challenges: Challenges
	cvStore: CvStore
	leadsEmail: string
	/** SITE_URL: the notifications link to the lead's page in the back office. */
	siteUrl: string
	autoApprove: boolean
	/** The human check of the quote forms marked 'human': ALTCHA or Turnstile, verified here. */
	verifyHuman: (body: Record<string, unknown>, ip: string) => Promise<HumanCheckResult & { field: string }>
	/** Posts counted per address and form: stored leads and failed checks, not typing mistakes. */
	limiter: SubmissionCounter
	/** Where a checked submission waits when the database (or the bucket, for a CV) cannot take it. */
	spool: SubmissionSpool
	/** How often the spool is tried while something waits in it (ms). */
	spoolRetryMs?: number
	/** What the input refers to in other features. */
	lookups: LeadLookups
	/** Where the replay of the spool logs (a submission logs to its request's logger). */
	log: WorkflowLog
}

/** What a request brings besides its body. */
export interface RequestFacts {
	ip: string
	userAgent: string | undefined
	referer: string | undefined
	log: WorkflowLog
}

export interface Upload {
	file?: ReceivedFile
	problem?: UploadProblem
}

/** How a submission ended, for the HTTP layer to answer. */
export type SubmitResult =
	| { kind: 'stored'; message: string }
	| { kind: 'invalid'; errors: FieldErrors }
	| { kind: 'too-many'; retryAfterSeconds: number }
	| { kind: 'unavailable' }

type Body = Record<string, unknown>

/** Where every form sends its ALTCHA payload: the invisible proof of work, or the quote forms' widget. */
const PROOF_FIELD = 'altcha'

/**
 * The lead workflow (decisions 006 and 040): each submission is
 * stored, refused with its field errors, counted against its address, or spooled when the
 * database cannot take it; a lead is committed with its notification before it is reported stored.
 */
export function createLeadWorkflow(options: LeadWorkflowOptions) {
	const { db, challenges, cvStore, leadsEmail, siteUrl, autoApprove, verifyHuman, limiter, spool, lookups, log } = options
	const forms = leadForms({ lookups, autoApprove })

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

	/** Whether this address has used up its posts to this form: how long it must wait, or undefined. */
	async function limited(form: { path: string }, ip: string): Promise<{ kind: 'too-many'; retryAfterSeconds: number } | undefined> {
		const { limited, retryAfterMs } = await limiter.check(`${form.path} ${ip}`)
		if (!limited) return undefined
		return { kind: 'too-many', retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) }
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
	async function submit<S extends z.ZodType, Ref>(form: LeadForm<S, Ref>, body: Body, request: RequestFacts, upload?: Upload): Promise<SubmitResult> {
		const tooMany = await limited(form, request.ip)
		if (tooMany) return tooMany
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
		 * (decision 040). Where even the spool cannot write, 'unavailable': the visitor's form keeps its text.
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
		if (result === 'unavailable') return { kind: 'unavailable' }
		return typeof result === 'string' ? { kind: 'stored', message: result } : { kind: 'invalid', errors: result }
	}

	const FORMS_BY_PATH = new Map<string, AnyLeadForm>((Object.values(forms) as AnyLeadForm[]).map((form) => [form.path, form]))

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
					log.debug({ form: claimed.entry.form, key: claimed.entry.key }, 'spooled submission stored')
					stored += 1
				} else {
					await claimed.setAside(outcome.aside)
					log.error({ form: claimed.entry.form, key: claimed.entry.key, reason: outcome.aside }, 'spooled submission set aside under failed/: it can never be stored as it is')
				}
			} catch (error) {
				// The database still cannot take it: said once, when submissions started going to the spool.
				log.debug({ cause: errorText(error) }, 'spooled submissions wait')
				await claimed.release()
				waiting = true
				break
			}
		}
		if (stored > 0 && !waiting && (await spool.length()) === 0) {
			log.info({ stored }, 'the spool is empty: every spooled submission is stored')
			spooling = false
		}
		if (waiting || (await spool.length()) > 0) replaySoon(retryMs)
	}

	/** Replays the spool after a delay, unless a replay is already due or the workflow is closing. */
	function replaySoon(delay = 0): void {
		if (closing || retry) return
		retry = setTimeout(() => {
			retry = undefined
			replaying ??= replayAll()
				.catch((error: unknown) => {
					log.error({ err: error }, 'replaying the spool failed')
					replaySoon(retryMs)
				})
				.finally(() => {
					replaying = undefined
				})
		}, delay)
		retry.unref()
	}

	/** Replays the spool now, after any replay under way (the tests' way to store what waits without the timer). */
	async function replayNow(): Promise<void> {
		clearTimeout(retry)
		retry = undefined
		await replaying
		replaying = replayAll().finally(() => {
			replaying = undefined
		})
		await replaying
	}

	/** No more replays: waits for the one under way. */
	async function close(): Promise<void> {
		closing = true
		clearTimeout(retry)
		await replaying
	}

	return { forms, submit, limited, replaySoon, replayNow, close }
}

export type LeadWorkflow = ReturnType<typeof createLeadWorkflow>

function provenance(request: RequestFacts, data: Body): Provenance {
	const honeypot = data[HONEYPOT_FIELD]
	return {
		// Stored as given, less any control characters (PostgreSQL refuses NUL in text).
		// eslint-disable-next-line no-control-regex
		source_page: (typeof data.source_page === 'string' ? data.source_page : (request.referer ?? '')).replace(/[\u0000-\u001F\u007F]/g, ''),
		ip: request.ip,
		user_agent: String(request.userAgent ?? ''),
		spam: typeof honeypot === 'string' && honeypot.trim() !== '',
		// Checked a field at a time: what does not pass is dropped, and the lead is stored all the same.
		attribution: readAttribution(data.attribution),
	}
}

function errorText(error: unknown): string {
	return error instanceof Error ? error.message.split('\n')[0]!.slice(0, 300) : String(error)
}
