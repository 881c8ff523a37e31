import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { parseCookies } from 'better-auth/cookies'
import { symmetricDecrypt } from 'better-auth/crypto'
import type { Insertable, Kysely, Selectable } from 'kysely'
import type { DB } from '#database/schema.ts'
import type { Auth } from '#app/server/auth.server.ts'

/**
 * How guessing at the back office's door is slowed (decision 027).
 *
 * Every attempt is recorded (`pending`) before its password or code is
 * checked, and then counts the attempts recorded beside it: of simultaneous
 * guesses, the k-th to be recorded sees at least k, so no more than the limit
 * are ever checked, on one server or many sharing the database.
 *
 * The lock follows OWASP's device cookies: a browser that has signed in to an
 * account before carries a signed cookie naming it, and its attempts are
 * counted apart. Failures from anywhere else lock out only browsers the
 * account has never used, so knowing a staff member's address is not enough
 * to keep them out; a guesser holding a device cookie is limited on it.
 *
 * A guesser who keeps on keeps the lock on for browsers without a cookie, so
 * the owner has ways past it (decision 064): a reset completed through the
 * e-mailed link makes that browser a trusted one, so does a sign-in with the
 * password and a fresh two-factor code given together, and an admin can lift
 * the lock (`unlocked`, which starts the count again like a success).
 */

export const LOCK_WINDOW_MS = 15 * 60 * 1000
/** Failed attempts allowed per account from browsers it has not used, per trusted browser, and per network address, in the window. */
export const MAX_FAILURES = { account: 5, device: 5, network: 20 } as const
/** Reset links asked for per account and per network address in the window. */
export const MAX_RESET_REQUESTS = { account: 5, network: 20 } as const

type Outcome = Selectable<DB['staff_sign_in_attempts']>['outcome']
/**
 * Attempts that count towards a lock: being checked, failed, or refused. A
 * refused one counts too: of simultaneous guesses fewer than the limit may be
 * checked, and the lock must hold all the same; and a guesser who keeps on
 * keeps the lock on (a trusted browser is not under it).
 */
const COUNTED: Outcome[] = ['pending', 'failed', 'refused']

export interface Attempt {
	id: number
	/** Too many failures in the window: refuse without checking anything. */
	locked: boolean
	/** Which count locked it: the account's (from browsers it has not used), this trusted browser's, or this network address's. */
	lock: 'account' | 'device' | 'network' | null
}

/**
 * Records a sign-in attempt for this account, then says whether it may be
 * checked. A locked attempt is recorded as `refused`. `device` is the id of a device cookie already verified for this account.
 */
export async function beginSignIn(db: Kysely<DB>, { email, ip, device }: { email: string; ip: string; device: string | null }, now = Date.now()): Promise<Attempt> {
	const id = await record(db, { email, ip, device, purpose: 'sign-in', outcome: 'pending', created_at: new Date(now).toISOString() })
	const windowStart = new Date(now - LOCK_WINDOW_MS).toISOString()
	// Failures count from the window's start, or from the last success of the same kind of browser, or an admin's unlock of the account, if later.
	const lastSuccess = await db
		.selectFrom('staff_sign_in_attempts')
		.select((eb) => eb.fn.max('created_at').as('at'))
		.where('purpose', '=', 'sign-in')
		.where((eb) =>
			eb.or([
				eb.and([eb('outcome', '=', 'succeeded'), device ? eb('device', '=', device) : eb.and([eb('email', '=', email), eb('device', 'is', null)])]),
				eb.and([eb('outcome', '=', 'unlocked'), eb('email', '=', email)]),
			]),
		)
		.executeTakeFirst()
	const since = lastSuccess?.at && String(lastSuccess.at) > windowStart ? String(lastSuccess.at) : windowStart
	const failures = db
		.selectFrom('staff_sign_in_attempts')
		.select((eb) => eb.fn.countAll<number>().as('n'))
		.where('purpose', '=', 'sign-in')
		.where('outcome', 'in', COUNTED)
	let lock: Attempt['lock'] = null
	if (device) {
		// A trusted browser answers for itself alone.
		const own = await failures.where('device', '=', device).where('created_at', '>', since).executeTakeFirstOrThrow()
		if (Number(own.n) > MAX_FAILURES.device) lock = 'device'
	} else {
		const [account, network] = await Promise.all([
			failures.where('email', '=', email).where('device', 'is', null).where('created_at', '>', since).executeTakeFirstOrThrow(),
			failures.where('ip', '=', ip).where('device', 'is', null).where('created_at', '>', windowStart).executeTakeFirstOrThrow(),
		])
		if (Number(network.n) > MAX_FAILURES.network) lock = 'network'
		else if (Number(account.n) > MAX_FAILURES.account) lock = 'account'
	}
	if (lock) await endSignIn(db, id, 'refused')
	return { id, locked: lock !== null, lock }
}

/**
 * How an attempt ended. Neither `second-factor` (the password was right, a
 * code is awaited) nor `unchecked` (nothing was checked: the form had errors,
 * or the database failed) counts towards a lock or lifts one.
 */
export async function endSignIn(db: Kysely<DB>, id: number, outcome: Exclude<Outcome, 'pending'>): Promise<void> {
	await db.updateTable('staff_sign_in_attempts').set({ outcome }).where('id', '=', id).execute()
}

/**
 * An admin lifts an account's lock: its failures, and those of its trusted
 * browsers, count from now, as after a success. A guesser who goes on locks it
 * again after five more; the owner's way past that is a trusted browser.
 */
export async function unlockSignIn(db: Kysely<DB>, email: string, ip: string, now = Date.now()): Promise<void> {
	await record(db, { email, ip, device: null, purpose: 'sign-in', outcome: 'unlocked', created_at: new Date(now).toISOString() })
}

/** The accounts (e-mails) that browsers they have not used cannot sign in to now, for the staff page. */
export async function lockedAccounts(db: Kysely<DB>, now = Date.now()): Promise<Set<string>> {
	const rows = await db
		.selectFrom('staff_sign_in_attempts')
		.select(['email', 'outcome', 'device', 'created_at'])
		.where('purpose', '=', 'sign-in')
		.where('created_at', '>', new Date(now - LOCK_WINDOW_MS).toISOString())
		.orderBy('created_at')
		.execute()
	const failures = new Map<string, number>()
	for (const row of rows) {
		if (row.outcome === 'unlocked' || (row.outcome === 'succeeded' && row.device === null)) failures.set(row.email, 0)
		else if (row.device === null && COUNTED.includes(row.outcome)) failures.set(row.email, (failures.get(row.email) ?? 0) + 1)
	}
	return new Set([...failures].filter(([, n]) => n >= MAX_FAILURES.account).map(([email]) => email))
}

/**
 * Records a request for a reset link and says whether one may be sent: five
 * per account and twenty per network address in the window, so the form can
 * neither flood a mailbox nor the outbox. Counted the same way as sign-ins.
 */
export async function resetRequestAllowed(db: Kysely<DB>, email: string, ip: string, now = Date.now()): Promise<boolean> {
	const id = await record(db, { email, ip, device: null, purpose: 'password-reset', outcome: 'pending', created_at: new Date(now).toISOString() })
	const since = new Date(now - LOCK_WINDOW_MS).toISOString()
	const requests = (column: 'email' | 'ip', value: string) =>
		db
			.selectFrom('staff_sign_in_attempts')
			.select((eb) => eb.fn.countAll<number>().as('n'))
			.where('purpose', '=', 'password-reset')
			.where('outcome', '!=', 'refused')
			.where(column, '=', value)
			.where('created_at', '>', since)
			.executeTakeFirstOrThrow()
	const [account, network] = await Promise.all([requests('email', email), requests('ip', ip)])
	const allowed = Number(account.n) <= MAX_RESET_REQUESTS.account && Number(network.n) <= MAX_RESET_REQUESTS.network
	await endSignIn(db, id, allowed ? 'succeeded' : 'refused')
	return allowed
}

/** Attempts older than the window count for nothing any more: the scheduled tasks delete them. */
export async function purgeSignInAttempts(db: Kysely<DB>, now = Date.now()): Promise<number> {
	const result = await db
		.deleteFrom('staff_sign_in_attempts')
		.where('created_at', '<', new Date(now - LOCK_WINDOW_MS).toISOString())
		.executeTakeFirst()
	return Number(result.numDeletedRows)
}

async function record(db: Kysely<DB>, row: Omit<Insertable<DB['staff_sign_in_attempts']>, 'id'>): Promise<number> {
	const inserted = await db.insertInto('staff_sign_in_attempts').values(row).returning('id').executeTakeFirstOrThrow()
	return Number(inserted.id)
}

/* Device cookies */

const DEVICE_COOKIE = 'lf-admin.device'
/** A trusted browser stays trusted for half a year after its last sign-in. */
const DEVICE_MAX_AGE_SECONDS = 180 * 24 * 60 * 60

export interface DeviceCookies {
	/** The id of this request's device cookie if it was issued to this account (e-mail), else null. */
	trusted(request: Request, email: string): string | null
	/** A Set-Cookie value that makes this browser a trusted one of the account. */
	issue(email: string): string
}

/**
 * Device cookies signed with the application's secret: `<id>.<signature>`,
 * where the signature binds the random id to the account's e-mail. HttpOnly,
 * sent to the back office only, Secure (with the __Secure- prefix) on https.
 */
export function deviceCookies(secret: string, secure: boolean): DeviceCookies {
	const name = secure ? `__Secure-${DEVICE_COOKIE}` : DEVICE_COOKIE
	const sign = (id: string, email: string) => createHmac('sha256', secret).update(`device:${id}:${email.toLowerCase()}`).digest('base64url')
	return {
		trusted(request, email) {
			const value = parseCookies(request.headers.get('cookie') ?? '').get(name)
			const [id, signature] = value?.split('.') ?? []
			if (!id || !signature || !/^[\w-]{22}$/.test(id)) return null
			const expected = Buffer.from(sign(id, email))
			const given = Buffer.from(signature)
			return given.length === expected.length && timingSafeEqual(given, expected) ? id : null
		},
		issue(email) {
			const id = randomBytes(16).toString('base64url')
			return `${name}=${id}.${sign(id, email)}; Path=/admin; Max-Age=${DEVICE_MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`
		},
	}
}

/** The site's device cookies, signed with the secret the staff sessions are signed with. */
export async function staffDevices(auth: Auth, siteUrl: string): Promise<DeviceCookies> {
	return deviceCookies((await auth.$context).secret, siteUrl.startsWith('https:'))
}

/* Two-factor codes used once */

/** How long an accepted code is remembered: longer than the library accepts any code (its step and one either side, 90 s). */
const USED_CODE_MS = 3 * 60 * 1000

/**
 * Claims a two-factor code for an account before it is checked: true the
 * first time, false while the same code was already claimed (a replay), on
 * every server sharing the database. A code that then proves wrong is let go
 * with releaseCode.
 */
export async function claimCode(db: Kysely<DB>, userId: string, code: string, now = Date.now()): Promise<boolean> {
	const expires = new Date(now + USED_CODE_MS).toISOString()
	const claimed = await db
		.insertInto('staff_used_codes')
		.values({ user_id: userId, code, expires_at: expires })
		.onConflict((oc) =>
			oc
				.columns(['user_id', 'code'])
				.doUpdateSet({ expires_at: expires })
				.where('staff_used_codes.expires_at', '<', new Date(now).toISOString()),
		)
		.returning('user_id')
		.executeTakeFirst()
	return claimed !== undefined
}

export async function releaseCode(db: Kysely<DB>, userId: string, code: string): Promise<void> {
	await db.deleteFrom('staff_used_codes').where('user_id', '=', userId).where('code', '=', code).execute()
}

/** The step of a code from the app (RFC 6238), the library's setting. */
const TOTP_STEP_MS = 30_000

/**
 * Whether a code from the app is right for this account now, checked without
 * its password and claimed (claimCode) when it is: the way past the lock
 * checks the code first, so that a guesser, who has no code, learns nothing
 * about the password, not even from how long the answer takes. The secret is
 * the library's, encrypted under the application's secret; the check is the
 * library's (six digits, 30-second steps, one step either side).
 */
export async function freshCodeOf(auth: Auth, db: Kysely<DB>, email: string, code: string, now = Date.now()): Promise<{ userId: string } | null> {
	const row = await db
		.selectFrom('staff_users')
		.innerJoin('staff_two_factors', 'staff_two_factors.user_id', 'staff_users.id')
		.select(['staff_users.id', 'staff_users.two_factor_enabled', 'staff_two_factors.secret'])
		.where('staff_users.email', '=', email)
		.executeTakeFirst()
	if (!row?.two_factor_enabled || !/^\d{6}$/.test(code)) return null
	const key = Buffer.from(await symmetricDecrypt({ key: (await auth.$context).secret, data: row.secret }))
	const step = Math.floor(now / TOTP_STEP_MS)
	const given = Buffer.from(code)
	const right = [step - 1, step, step + 1].some((at) => timingSafeEqual(Buffer.from(totpAt(key, at)), given))
	if (!right || !(await claimCode(db, row.id, code, now))) return null
	return { userId: row.id }
}

function totpAt(key: Buffer, step: number): string {
	const counter = Buffer.alloc(8)
	counter.writeBigUInt64BE(BigInt(step))
	const hmac = createHmac('sha1', key).update(counter).digest()
	const offset = hmac[hmac.length - 1]! & 0xf
	return String((hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0')
}

export async function purgeUsedCodes(db: Kysely<DB>, now = Date.now()): Promise<number> {
	const result = await db.deleteFrom('staff_used_codes').where('expires_at', '<', new Date(now).toISOString()).executeTakeFirst()
	return Number(result.numDeletedRows)
}
