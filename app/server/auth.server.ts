import { AsyncLocalStorage } from 'node:async_hooks'
import { createHash } from 'node:crypto'
import type { betterAuth as BetterAuth } from 'better-auth'
import type { twoFactor as TwoFactor } from 'better-auth/plugins'
import type { Kysely } from 'kysely'
import type { DB } from '#database/schema.ts'
import { OUTBOX_SECRET_PLACEHOLDER, queueMail } from './mail.server.ts'
import { endSignInLinks, issueSignInLink, RESET_LINK_MS, takeSignInLink } from './sign-in-links.server.ts'

/**
 * The header that carries the client's address to the library: written by the server from the
 * address Fastify read under TRUST_PROXY (server/react-router.ts), over anything a client sent
 * by that name. The library's default, X-Forwarded-For, is in part written by the visitor
 * (decision 062).
 */
export const CLIENT_ADDRESS_HEADER = 'x-lanternfish-client-address'

export interface AuthOptions {
	db: Kysely<DB>
	engine: 'sqlite' | 'postgres'
	/** Signs session cookies; at least 32 characters. */
	secret: string
	siteUrl: string
}

/** While a link sets a password: where the library's reset token goes instead of a message. */
type SettingPassword = AsyncLocalStorage<{ took: (token: string) => void }>

/**
 * Staff authentication by better-auth on our own database: e-mail and
 * password (the library's hashing), sessions in the database, optional TOTP
 * with backup codes. Nobody signs up: accounts are made with `npm run admin`.
 * Table and column names are ours (migration 004); the maps below tell the
 * library which is which.
 */
export function createAuth(options: AuthOptions): Auth {
	// This instance's own: the server and the pages are two bundles, each with its copy of this module.
	const settingPassword: SettingPassword = new AsyncLocalStorage()
	let made: Promise<LibraryAuth> | undefined
	const real = () =>
		(made ??= Promise.all([import('better-auth'), import('better-auth/plugins')]).then(([library, plugins]) =>
			makeAuth({ betterAuth: library.betterAuth, twoFactor: plugins.twoFactor }, options, settingPassword),
		))
	// Every method of the library's API answers a promise, and so does its context: each waits for the library here.
	const api = new Proxy({} as Auth['api'], {
		// Not a promise itself: no `then`.
		get: (_target, name) =>
			typeof name !== 'string' || name === 'then'
				? undefined
				: async (...args: unknown[]) => {
						const method = (await real()).api[name as keyof Auth['api']] as (...args: unknown[]) => Promise<unknown>
						return method(...args)
					},
	})
	const auth = {
		api,
		get $context() {
			return real().then((library) => library.$context)
		},
		setPasswordByLink: (token: string, newPassword: string) => setPasswordByLink(auth, options.db, settingPassword, token, newPassword),
	} as Auth
	return auth
}

/**
 * The library is loaded by the first call that needs it, not as the server starts: it is a quarter
 * of a second of each server process's start on a two-core machine, and a public page never needs it
 * (only the back office does). Its functions are passed in, so that this module imports only its types.
 */
function makeAuth(
	{ betterAuth, twoFactor }: { betterAuth: typeof BetterAuth; twoFactor: typeof TwoFactor },
	{ db, engine, secret, siteUrl }: AuthOptions,
	settingPassword: SettingPassword,
) {
	return betterAuth({
		appName: 'Lanternfish Digital back office',
		baseURL: siteUrl,
		basePath: '/admin/auth',
		secret,
		database: { db, type: engine },
		telemetry: { enabled: false },
		emailAndPassword: {
			enabled: true,
			disableSignUp: true,
			minPasswordLength: 12,
			maxPasswordLength: 128,
			revokeSessionsOnPasswordReset: true,
			// The library's own reset token never leaves the server: setPasswordByLink asks for one and uses it at once.
			resetPasswordTokenExpiresIn: 60,
			// The link leaves through the outbox like every other message, so a mail outage delays it but loses none.
			// The link is the site's own (sign-in-links.server.ts): a new one is the only one of the account that works.
			// The outbox keeps the link apart from the text and only until it is sent (decision 064).
			sendResetPassword: async ({ user, token }) => {
				const asked = settingPassword.getStore()
				if (asked) return asked.took(token)
				const link = await issueSignInLink(db, user.id, 'reset', new Date(Date.now() + RESET_LINK_MS))
				await queueMail(db, {
					kind: 'staff:password-reset',
					to: user.email,
					subject: 'Reset your Lanternfish back-office password',
					body: [
						`Hello ${user.name},`,
						'',
						'Someone (we hope you) asked to reset the password of your back-office account. Open this link within an hour to choose a new one:',
						'',
						OUTBOX_SECRET_PLACEHOLDER,
						'',
						'If you did not ask for it, ignore this message: your password stays as it is.',
					].join('\n'),
					secret: `${siteUrl}/admin/reset-password?token=${encodeURIComponent(link)}`,
				})
			},
			// A password set ends every link of the account, and an invited account now has its owner's password.
			onPasswordReset: async ({ user }) => {
				await endSignInLinks(db, user.id)
				await db.updateTable('staff_users').set({ invited_at: null }).where('id', '=', user.id).execute()
			},
		},
		session: {
			modelName: 'staff_sessions',
			fields: { expiresAt: 'expires_at', createdAt: 'created_at', updatedAt: 'updated_at', ipAddress: 'ip_address', userAgent: 'user_agent', userId: 'user_id' },
			// A working day, extended while in use; a session can be revoked by deleting its row.
			expiresIn: 60 * 60 * 12,
			updateAge: 60 * 60,
		},
		user: {
			modelName: 'staff_users',
			fields: { emailVerified: 'email_verified', createdAt: 'created_at', updatedAt: 'updated_at' },
			additionalFields: {
				role: { type: 'string', required: true, defaultValue: 'editor', input: false },
				disabled: { type: 'boolean', required: true, defaultValue: false, input: false },
			},
		},
		account: {
			modelName: 'staff_accounts',
			fields: {
				accountId: 'account_id',
				providerId: 'provider_id',
				userId: 'user_id',
				accessToken: 'access_token',
				refreshToken: 'refresh_token',
				idToken: 'id_token',
				accessTokenExpiresAt: 'access_token_expires_at',
				refreshTokenExpiresAt: 'refresh_token_expires_at',
				createdAt: 'created_at',
				updatedAt: 'updated_at',
			},
		},
		verification: {
			modelName: 'staff_verifications',
			fields: { expiresAt: 'expires_at', createdAt: 'created_at', updatedAt: 'updated_at' },
			// Reset tokens and two-factor challenges are kept as hashes: a copy of the database opens no account.
			storeIdentifier: { hash: async (identifier) => storedIdentifier(identifier) },
		},
		// Sign-in goes through our route actions (auth.api), not the library's HTTP endpoints; the attempt limits are ours.
		rateLimit: { enabled: false },
		advanced: {
			// The address kept with each session is the one the rate limits and the audit log see.
			ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
			useSecureCookies: siteUrl.startsWith('https:'),
			cookiePrefix: 'lf-admin',
			defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', path: '/' },
		},
		databaseHooks: {
			session: {
				create: {
					// A disabled account gets no session, whatever proved its identity.
					before: async (session) => {
						const user = await db.selectFrom('staff_users').select('disabled').where('id', '=', session.userId).executeTakeFirst()
						return user && !user.disabled ? { data: session } : false
					},
				},
			},
		},
		plugins: [
			twoFactor({
				issuer: 'Lanternfish Digital',
				schema: {
					user: { fields: { twoFactorEnabled: 'two_factor_enabled' } },
					twoFactor: {
						modelName: 'staff_two_factors',
						fields: {
							backupCodes: 'backup_codes',
							userId: 'user_id',
							failedVerificationCount: 'failed_verification_count',
							lockedUntil: 'locked_until',
						},
					},
				},
			}),
		],
	})
}

type LibraryAuth = ReturnType<typeof makeAuth>

/** The library's API and context, and the one thing the site adds: a password set through one of its links. */
export type Auth = Pick<LibraryAuth, 'api' | '$context'> & {
	setPasswordByLink(token: string, newPassword: string): Promise<{ userId: string; email: string } | 'invalid'>
}

/**
 * How a verification identifier is stored: its SHA-256, after the kind it
 * names (the part before a colon), so a copy of the database holds no token.
 */
export function storedIdentifier(identifier: string): string {
	const colon = identifier.indexOf(':')
	return `${colon > 0 ? identifier.slice(0, colon + 1) : ''}${createHash('sha256').update(identifier).digest('base64url')}`
}

/**
 * `auth.setPasswordByLink`: sets the account's password through one of the site's links (a reset
 * or an invitation), which it uses up. The library sets passwords by its own reset tokens only, so
 * one is asked for here, kept from the outbox, and spent at once: the library hashes the password,
 * replaces it and ends the account's sessions, and onPasswordReset ends its other links. 'invalid'
 * for a link that is unknown, used, replaced or past its time, or an account that is disabled.
 */
async function setPasswordByLink(
	auth: Auth,
	db: Kysely<DB>,
	settingPassword: SettingPassword,
	token: string,
	newPassword: string,
): Promise<{ userId: string; email: string } | 'invalid'> {
	const link = await takeSignInLink(db, token)
	const user = link && (await db.selectFrom('staff_users').select(['id', 'email', 'disabled']).where('id', '=', link.userId).executeTakeFirst())
	if (!user || user.disabled) return 'invalid'
	let libraryToken: string | undefined
	await settingPassword.run({ took: (given) => void (libraryToken = given) }, () => auth.api.requestPasswordReset({ body: { email: user.email } }))
	if (!libraryToken) throw new Error(`The authentication library made no reset token for ${user.email}`)
	await auth.api.resetPassword({ body: { token: libraryToken, newPassword } })
	return { userId: user.id, email: user.email }
}
