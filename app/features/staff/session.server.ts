import { createHmac, timingSafeEqual } from 'node:crypto'
import { parseCookies } from 'better-auth/cookies'
import { createContext, data, type MiddlewareFunction, redirect, type RouterContextProvider } from 'react-router'
import type { Auth } from '#app/server/auth.server.ts'
import { appContext, requestInfo } from '#app/server/context.server.ts'
import type { Actor } from './audit.server.ts'
import { backOfficeSettings } from './staff.server.ts'
import type { StaffRole } from './staff.roles.ts'

/** The signed-in staff member, set by requireStaff for the back office's loaders and actions. */
export interface StaffSession {
	id: string
	email: string
	name: string
	role: StaffRole
	/** Two-factor sign-in is required of everyone and this account has not turned it on: only its account page opens. */
	mustSetUpTwoFactor: boolean
}
export const staffContext = createContext<StaffSession>()

/**
 * Seconds until the signed-in account may post again, set by the layout's
 * write limit when this post is one too many (staff-limits.server.ts); null
 * while under the limit.
 */
export const writeRefusedFor = createContext<number | null>(null)

/** What a staff member past the write limit reads, inside the back office. */
export const TOO_FAST = 'You are going faster than the back office allows. Wait a minute, then try again.'

/** Where an account that must turn two-factor sign-in on is sent, from every other page of the back office (decision 093). */
export const TWO_FACTOR_SETUP_PAGE = '/admin/account'

/** What a signed-in staff member reads on a page their role may not open (decision 034). */
export const REFUSED = 'Your role does not give access to this page.'

/**
 * The back office's gate, run before every loader and action under /admin:
 * a cross-site POST is refused, no session sends the visitor to the sign-in
 * page (coming back afterwards), and an account that must turn two-factor
 * sign-in on to its account page until it has. With roles (the resource routes: a CV, the
 * CSV), a role that may not be here gets 403; pages check their roles with
 * requireRole instead, so that the refusal is drawn inside the back office.
 */
export function requireStaff(roles?: readonly StaffRole[]): MiddlewareFunction<Response> {
	return async ({ request, context }) => {
		refuseCrossSite(request)
		const { auth } = context.get(appContext)
		const session = await auth.api.getSession({ headers: request.headers })
		if (!session || session.user.disabled) {
			const url = new URL(request.url)
			throw redirect(`/admin/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`)
		}
		const role = session.user.role as StaffRole
		// Read on every request, like the role: a requirement set by an admin applies at once, to sessions already open too.
		const mustSetUpTwoFactor = !session.user.twoFactorEnabled && (await backOfficeSettings(context.get(appContext).db)).requireTwoFactor
		if (mustSetUpTwoFactor && pageOf(request) !== TWO_FACTOR_SETUP_PAGE) throw redirect(TWO_FACTOR_SETUP_PAGE)
		if (roles && !roles.includes(role)) throw data(REFUSED, { status: 403 })
		context.set(staffContext, { id: session.user.id, email: session.user.email, name: session.user.name, role, mustSetUpTwoFactor })
	}
}

/** The page a request is for: a client navigation asks for its data at the page's path with `.data` added, which the middleware sees as it came. */
function pageOf(request: Request): string {
	return new URL(request.url).pathname.replace(/\.data$/, '')
}

/**
 * A page's role check, the first line of its loader and of its action. A
 * middleware's refusal would be drawn by the root's error page, without the
 * back office's menu (React Router runs no loader then); a loader's or an
 * action's is drawn below the admin bar, with the menu (decision 034). A post
 * past the account's write limit is refused here too (429), for the same
 * reason: the limit's middleware only marks it (decision 051).
 */
export function requireRole(context: Readonly<RouterContextProvider>, roles: readonly StaffRole[]): StaffSession {
	if (context.get(writeRefusedFor) !== null) throw data(TOO_FAST, { status: 429 })
	const staff = context.get(staffContext)
	if (!roles.includes(staff.role)) throw data(REFUSED, { status: 403 })
	return staff
}

/** The signed-in staff member and their address, as the audit log records them. */
export function actorOf(context: Readonly<RouterContextProvider>): Actor {
	const staff = context.get(staffContext)
	return { id: staff.id, email: staff.email, ip: context.get(requestInfo).ip }
}

/**
 * A form post from another site must not act with a staff member's cookie:
 * a POST must say it comes from this origin (browsers send Origin on every
 * POST, and Sec-Fetch-Site where they support it).
 */
export function refuseCrossSite(request: Request): void {
	if (request.method === 'GET' || request.method === 'HEAD') return
	const origin = request.headers.get('origin')
	const site = request.headers.get('sec-fetch-site')
	const sameOrigin = origin !== null && origin === new URL(request.url).origin
	if (!sameOrigin || (site !== null && site !== 'same-origin')) throw data('Cross-site request refused.', { status: 403 })
}

/** /admin or a path under it, with an optional query: printable ASCII only (a Location header holds nothing else). */
const BACK_OFFICE_TARGET = /^\/admin(?:[/?][\x21-\x7E]*)?$/
/** A "." or ".." path segment, typed or percent-encoded: the browser would resolve it out of /admin. */
const DOT_SEGMENT = /\/(?:\.|%2e){1,2}(?=\/|$)/i

/**
 * Where to go after signing in: a path of the back office, never another
 * site. Anything else (another path, "//", a backslash, a space or control
 * character, which would also break the Location header) sends to /admin.
 */
export function safeRedirect(target: string | null | undefined): string {
	if (!target || !BACK_OFFICE_TARGET.test(target) || target.includes('\\') || target.includes('//')) return '/admin'
	const pathname = target.split('?')[0]!
	return pathname.startsWith('/admin/login') || DOT_SEGMENT.test(pathname) ? '/admin' : target
}

/**
 * Whose sign-in waits for a second factor: the library's short-lived, signed
 * two-factor cookie names a verification row that holds the account's id.
 * The library checks the same cookie again when it verifies the code; we read
 * it to send a visitor without one back to the sign-in page and to count wrong
 * codes against the right account.
 */
export async function pendingChallenge(auth: Auth, request: Request): Promise<{ userId: string; email: string } | null> {
	const ctx = await auth.$context
	const signed = parseCookies(request.headers.get('cookie') ?? '').get(ctx.createAuthCookie('two_factor').name)
	const dot = signed?.lastIndexOf('.') ?? -1
	if (!signed || dot < 1) return null
	const identifier = signed.slice(0, dot)
	const signature = Buffer.from(signed.slice(dot + 1))
	const expected = Buffer.from(createHmac('sha256', ctx.secret).update(identifier).digest('base64'))
	if (signature.length !== expected.length || !timingSafeEqual(signature, expected)) return null
	const verification = await ctx.internalAdapter.findVerificationValue(identifier)
	if (!verification || new Date(verification.expiresAt) < new Date()) return null
	const user = await ctx.internalAdapter.findUserById(verification.value)
	return user ? { userId: user.id, email: user.email } : null
}

