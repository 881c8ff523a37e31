import { createContext, data, type MiddlewareFunction, type RouterContextProvider } from 'react-router'
import { appContext, requestInfo } from '#app/server/context.server.ts'
import { staffContext, TOO_FAST, writeRefusedFor } from './session.server.ts'

const MINUTE = 60 * 1000

/**
 * How much of the back office one account may use a minute: generous for a
 * person at work, a 429 for a script (decision 027). An upload is a write too.
 */
export const STAFF_ACTION_LIMITS = {
	write: { max: 60, windowMs: MINUTE },
	upload: { max: 30, windowMs: MINUTE },
	export: { max: 10, windowMs: MINUTE },
} as const

export type StaffAction = keyof typeof STAFF_ACTION_LIMITS

/** Seconds until a refused account may act again, set when a limit refuses a request. */
const refusedFor = createContext<number | null>(null)

/** Counts one action of this account: null under its limit, else the seconds until it may act again. */
async function countStaffAction(context: Readonly<RouterContextProvider>, action: StaffAction, userId: string): Promise<number | null> {
	const { counters } = context.get(appContext)
	const { max, windowMs } = STAFF_ACTION_LIMITS[action]
	const { count, resetMs } = await counters.hit(`staff-${action}:${userId}`, windowMs)
	return count <= max ? null : Math.ceil(resetMs / 1000)
}

/**
 * Counts one action of this account and throws a 429 past its limit (the back
 * office's error page says why); the counters are shared through Redis when it
 * is configured.
 */
export async function limitStaffAction(context: Readonly<RouterContextProvider>, action: StaffAction, userId: string): Promise<void> {
	const seconds = await countStaffAction(context, action, userId)
	if (seconds === null) return
	// Loaders see the context read-only in their types; the middleware above reads this back.
	;(context as RouterContextProvider).set(refusedFor, seconds)
	throw data(TOO_FAST, { status: 429 })
}

/**
 * The back office's middleware after requireStaff: every post is a write of
 * the signed-in account, a multipart one an upload too. The first one runs
 * around everything below it, so that the page of a refusal, whichever loader
 * or action refused, says when to come back (Retry-After).
 *
 * A post past a limit is not refused here: a middleware's error is drawn at
 * the root, without the back office's menu, since React Router then runs no
 * loader. It is marked (writeRefusedFor) and the page's action refuses it in
 * its first line, requireRole, so the 429 is drawn below the admin bar like a
 * 403 (decisions 034, 051). The roles test posts past the limit to every page.
 */
export const limitStaffWrites: MiddlewareFunction<Response>[] = [
	async ({ context }, next) => {
		const response = await next()
		const seconds = context.get(refusedFor)
		if (seconds !== null) response.headers.set('retry-after', String(seconds))
		return response
	},
	async ({ request, context }) => {
		if (request.method === 'GET' || request.method === 'HEAD') return
		const { id } = context.get(staffContext)
		let seconds = await countStaffAction(context, 'write', id)
		if (seconds === null && /^multipart\/form-data/i.test(request.headers.get('content-type') ?? '')) seconds = await countStaffAction(context, 'upload', id)
		if (seconds === null) return
		context.set(refusedFor, seconds)
		context.set(writeRefusedFor, seconds)
	},
]

/** The sign-in and password pages' headers: those their action answered with (a 429's Retry-After). */
export function authPageHeaders({ actionHeaders }: { actionHeaders: Headers }): Headers {
	return actionHeaders
}

/** How long a sign-in page refused for want of a shared count asks the browser to wait. */
const UNCOUNTED_RETRY_SECONDS = 5

/**
 * The flood limit of the pages anyone can post to (sign-in, two-factor code,
 * forgotten and reset password): STAFF_AUTH_RATE_LIMIT posts a minute per
 * network address, across the four. Answers the message and the headers of a
 * 429 past it, or null. It fails closed (decision 066): a post this process
 * had to count alone, its machine's primary not answering in time, is
 * refused with a 503, since a flood spread over the processes would pass
 * several times the limit; the lead forms' limits keep counting alone.
 */
export async function authPostLimited(context: Readonly<RouterContextProvider>): Promise<{ message: string; init: ResponseInit } | null> {
	const { counters, staffAuthLimit } = context.get(appContext)
	const { count, resetMs, alone } = await counters.hit(`staff-auth:${context.get(requestInfo).ip}`, MINUTE)
	if (alone) {
		return {
			message: `The sign-in is busy and cannot take your request just now. Wait ${UNCOUNTED_RETRY_SECONDS} seconds, then try again.`,
			init: { status: 503, headers: { 'retry-after': String(UNCOUNTED_RETRY_SECONDS) } },
		}
	}
	if (count <= staffAuthLimit) return null
	const seconds = Math.ceil(resetMs / 1000)
	return {
		message: `Too many requests from your network. Wait ${seconds} seconds, then try again.`,
		init: { status: 429, headers: { 'retry-after': String(seconds) } },
	}
}
