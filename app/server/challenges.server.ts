import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'
import { createChallenge, verifySolution, type Payload } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import type { Kysely } from 'kysely'
import type { DB } from '#database/schema.ts'

/** The captcha alphabet of the spec (§5): upper- and lower-case letters and digits, 62 symbols. */
export const CAPTCHA_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
export const CAPTCHA_LENGTH = 4
const CAPTCHA_TTL_MS = 15 * 60 * 1000
const ALTCHA_TTL_MS = 10 * 60 * 1000
/** PBKDF2 iterations of one attempt; the number of attempts is the configured cost (decision 019). */
const ALTCHA_ITERATIONS = 500
/** The average number of attempts a browser makes to solve a challenge, unless configured. */
export const DEFAULT_PROOF_OF_WORK_COST = 1000

export type CaptchaVerdict = 'ok' | 'wrong' | 'expired' | 'used' | 'invalid'

export const CAPTCHA_MESSAGES: Record<Exclude<CaptchaVerdict, 'ok'>, string> = {
	wrong: 'The verification code does not match. Please type the new code.',
	expired: 'The verification code has expired. Please type the new code.',
	used: 'This verification code was already used. Please type the new code.',
	invalid: 'The verification code is missing or invalid. Please type the new code.',
}

export type ProofVerdict = 'ok' | 'missing' | 'invalid' | 'expired' | 'used'

/** The answers to a form post whose invisible proof of work (field `altcha`) is refused. */
export const PROOF_MESSAGES: Record<Exclude<ProofVerdict, 'ok'>, string> = {
	missing: 'Your browser did not send its automatic check. Sending this form needs JavaScript: turn it on, reload the page and send again.',
	invalid: 'Your browser\'s automatic check failed. Please reload the page and send the form again.',
	expired: 'Your browser\'s automatic check expired. Please send the form again.',
	used: 'Your browser\'s automatic check was already used. Please send the form again.',
}

export interface HumanCheckResult {
	ok: boolean
	message?: string
}

export interface Challenges {
	issueCaptcha(): Promise<{ code: string; token: string }>
	verifyCaptcha(token: string | undefined, answer: string | undefined): Promise<CaptchaVerdict>
	createAltchaChallenge(): Promise<unknown>
	/** A solved ALTCHA challenge (base64 JSON of challenge and solution): signed by us, unexpired, solved, and not used before. */
	verifyProofOfWork(payload: unknown): Promise<ProofVerdict>
	verifyAltcha(payload: string | undefined): Promise<HumanCheckResult>
}

/**
 * Used challenges expired a quarter of an hour ago are of no more use (meanwhile
 * an answer to one is told it expired). Deleted every 200 answers a server
 * checks, which bounds the table under a burst, and by a scheduled task on one
 * server at a time (server/scheduled-tasks.ts), which clears it on a quiet site too.
 */
export async function purgeExpiredChallenges(db: Kysely<DB>, now = Date.now()): Promise<number> {
	const result = await db.deleteFrom('challenges').where('expires_at', '<', new Date(now - 15 * 60 * 1000).toISOString()).executeTakeFirst()
	return Number(result.numDeletedRows)
}

/**
 * The server's verification challenges: the 4-character code of the home-made
 * captcha and ALTCHA's proof of work. Both are issued without the database
 * (signed and expiring, so any server of several checks them, and a visitor
 * can open a form while the database is away); each is accepted once, which
 * the database records when an answer is checked (the `challenges` table keeps
 * the used ones until they expire).
 */
export function createChallenges(
	db: Kysely<DB>,
	secret: string,
	now: () => number = () => Date.now(),
	proofOfWorkCost: number = DEFAULT_PROOF_OF_WORK_COST,
): Challenges {
	const sign = (value: string) => createHmac('sha256', secret).update(value).digest('base64url')
	const altchaSecret = sign('altcha')
	const altchaKeySecret = sign('altcha-key')
	let checked = 0
	/** Challenges used while the database could not record them: this process remembers them until they expire. */
	const usedWhileAway = new Map<string, number>()

	/**
	 * Records a challenge as used until it expires; false when it already was. When the database
	 * cannot record it (an outage: the submission goes to the spool, decision 040), this process
	 * does, so an answer still opens one submission here.
	 */
	async function consume(id: string, expiresAt: number): Promise<boolean> {
		if (usedWhileAway.has(id)) return false
		try {
			if (++checked % 200 === 0) await purgeExpiredChallenges(db, now())
			const inserted = await db
				.insertInto('challenges')
				.values({ id, answer: '', expires_at: new Date(expiresAt).toISOString(), used_at: new Date(now()).toISOString() })
				.onConflict((oc) => oc.column('id').doNothing())
				.executeTakeFirst()
			return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1
		} catch {
			// Bounded: expired ones go, and past 100,000 (a flood during a long outage) the oldest go too.
			for (const [used, until] of usedWhileAway) if (until < now() || usedWhileAway.size > 100_000) usedWhileAway.delete(used)
			usedWhileAway.set(id, expiresAt)
			return true
		}
	}

	async function verifyProofOfWork(raw: unknown): Promise<ProofVerdict> {
		if (raw === undefined || raw === null || raw === '') return 'missing'
		if (typeof raw !== 'string' || raw.length > 20_000) return 'invalid'
		let payload: Payload
		try {
			payload = JSON.parse(Buffer.from(raw, 'base64').toString('utf8')) as Payload
		} catch {
			return 'invalid'
		}
		const nonce = payload?.challenge?.parameters?.nonce
		if (typeof nonce !== 'string' || !/^[0-9a-f]{8,64}$/.test(nonce) || !payload.solution) return 'invalid'
		const result = await verifySolution({
			challenge: payload.challenge,
			solution: payload.solution,
			deriveKey,
			hmacSignatureSecret: altchaSecret,
			hmacKeySignatureSecret: altchaKeySecret,
		}).catch(() => ({ verified: false, expired: false }))
		if (result.expired) return 'expired'
		if (!result.verified) return 'invalid'
		// Each solved challenge is accepted once: its nonce is kept until the challenge has expired.
		return (await consume(`a_${nonce}`, now() + ALTCHA_TTL_MS)) ? 'ok' : 'used'
	}

	return {
		// The token is `id.expiry.seal.tag`: the seal signs the id and the expiry (a forged or altered
		// token is refused as invalid), the tag signs the id and the code, so the code never leaves the
		// server in the token and an answer is checked by signing it again.
		async issueCaptcha() {
			const code = Array.from({ length: CAPTCHA_LENGTH }, () => CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)]).join('')
			const id = `c_${randomBytes(16).toString('base64url')}`
			const expiry = (now() + CAPTCHA_TTL_MS).toString(36)
			return { code, token: `${id}.${expiry}.${sign(`seal:${id}.${expiry}`)}.${sign(`code:${id}.${code}`)}` }
		},

		async verifyCaptcha(token, answer) {
			const [id, expiry, seal, tag, ...rest] = (token ?? '').split('.')
			if (!id || !expiry || !seal || !tag || rest.length > 0 || !safeEqual(seal, sign(`seal:${id}.${expiry}`))) return 'invalid'
			const expiresAt = parseInt(expiry, 36)
			if (!(expiresAt >= now())) return 'expired'
			// A code is burnt by any attempt, right or wrong, so it cannot be guessed twice.
			if (!(await consume(id, expiresAt))) return 'used'
			return safeEqual(tag, sign(`code:${id}.${(answer ?? '').trim()}`)) ? 'ok' : 'wrong'
		},

		async createAltchaChallenge() {
			// The browser tries counters from 0 up; the answer is drawn between half and one and a half times the cost.
			const counter = randomInt(Math.floor(proofOfWorkCost / 2), Math.floor((proofOfWorkCost * 3) / 2) + 1)
			return createChallenge({
				algorithm: 'PBKDF2/SHA-256',
				cost: ALTCHA_ITERATIONS,
				counter,
				deriveKey,
				expiresAt: new Date(now() + ALTCHA_TTL_MS),
				hmacSignatureSecret: altchaSecret,
				hmacKeySignatureSecret: altchaKeySecret,
			})
		},

		verifyProofOfWork,

		async verifyAltcha(raw) {
			const verdict = await verifyProofOfWork(raw)
			if (verdict === 'ok') return { ok: true }
			if (verdict === 'missing') return { ok: false, message: 'Please complete the verification that you are human.' }
			if (verdict === 'used') return { ok: false, message: 'This verification was already used. Please verify again.' }
			return { ok: false, message: 'The verification failed or expired. Please verify again.' }
		},
	}
}

function safeEqual(a: string, b: string): boolean {
	const left = Buffer.from(a)
	const right = Buffer.from(b)
	return left.length === right.length && timingSafeEqual(left, right)
}

/** Cloudflare Turnstile's server-side check, when HUMAN_CHECK_PROVIDER=turnstile. */
export function createTurnstileVerifier(
	secret: string,
	fetchImpl: typeof fetch = fetch,
): (token: string | undefined, ip: string) => Promise<HumanCheckResult> {
	return async (token, ip) => {
		if (!token) return { ok: false, message: 'Please complete the verification that you are human.' }
		try {
			const response = await fetchImpl('https://challenges.cloudflare.com/turnstile/v0/siteverify', {
				method: 'POST',
				headers: { 'content-type': 'application/x-www-form-urlencoded' },
				body: new URLSearchParams({ secret, response: token, remoteip: ip }),
				signal: AbortSignal.timeout(8000),
			})
			const body = (await response.json()) as { success?: boolean }
			return body.success ? { ok: true } : { ok: false, message: 'The verification failed. Please verify again.' }
		} catch {
			return { ok: false, message: 'We could not check the verification just now. Please try again in a moment.' }
		}
	}
}
