import fs from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import { redactUrl } from '#database/db.ts'
import type { PublicConfig } from '#app/lib/config.types.ts'
import { isTimeZone } from '#app/lib/time-zone.ts'
import { parseTrustProxy } from './trust-proxy.server.ts'

/**
 * The whole configuration of the server, read once from the environment and
 * checked with zod. A wrong value stops start-up with one line that names the
 * variable, so an operator never meets a half-configured site.
 */
const booleanFlag = z
	.enum(['true', 'false', '1', '0', 'yes', 'no'])
	.transform((value) => value === 'true' || value === '1' || value === 'yes')

const EnvShape = z.object({
	NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
	HOST: z.string().min(1).default('0.0.0.0'),
	PORT: z.coerce.number().int().min(0).max(65535).default(3000),
	/** The public origin; http://localhost:PORT when unset, so a server started on another port names itself. */
	SITE_URL: z
		.url({ protocol: /^https?$/, message: 'must be an absolute http(s) URL' })
		.transform((value) => value.replace(/\/+$/, ''))
		.optional()
		.or(z.literal('').transform(() => undefined)),
	/** false on staging: robots.txt disallows everything and every page says noindex. */
	SITE_INDEXING: booleanFlag.default(true),
	DATA_DIR: z.string().min(1).default('data'),
	DATABASE_URL: z
		.string()
		.regex(/^postgres(ql)?:\/\/.+/, 'must be a postgres:// or postgresql:// URL')
		.optional()
		.or(z.literal('').transform(() => undefined)),
	LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
	/** A request that takes longer (ms) is logged at warn, whatever it was; cache hits are otherwise logged at debug only. */
	LOG_SLOW_MS: z.coerce.number().int().min(1).max(600_000).default(500),
	SEED_ON_START: booleanFlag.default(true),
	/** JSON object: plan name → hosted "Subscribe" button URL of the payment provider. */
	SUBSCRIBE_URLS: z
		.string()
		.default('{}')
		.transform((value, ctx) => {
			try {
				return z.record(z.string(), z.url({ protocol: /^https$/ })).parse(JSON.parse(value))
			} catch {
				ctx.addIssue({ code: 'custom', message: 'must be a JSON object of plan name to https URL' })
				return z.NEVER
			}
		}),
	/** The map shown (on click) on the contact page; an OpenStreetMap embed by default. */
	MAP_EMBED_URL: z
		.url({ protocol: /^https$/ })
		.default('https://www.openstreetmap.org/export/embed.html?bbox=72.49%2C23.02%2C72.53%2C23.05&layer=mapnik&marker=23.035%2C72.51'),
	/** A third-party chat or messaging widget's script, loaded once the page is idle. */
	CHAT_WIDGET_SRC: z.url({ protocol: /^https$/ }).optional().or(z.literal('').transform(() => undefined)),
	/** Signs captcha tokens and ALTCHA challenges. Set it when several servers share the load. */
	APP_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
	/** Where lead notifications go. */
	LEADS_EMAIL: z.email().default('leads@lanternfish.example'),
	MAIL_FROM: z.string().min(3).default('Lanternfish website <website@lanternfish.example>'),
	/** smtp:// or smtps:// URL; without it notifications are written to DATA_DIR/outbox/ as .eml files. */
	SMTP_URL: z
		.string()
		.regex(/^smtps?:\/\/.+/, 'must be an smtp:// or smtps:// URL')
		.optional()
		.or(z.literal('').transform(() => undefined)),
	/** Most notifications sent a minute during a burst of leads (the mail provider's limit). */
	OUTBOX_RATE_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(600),
	/** The agency's time zone (IANA name): the back office shows and takes dates and times in it; they are stored in UTC. */
	TIME_ZONE: z
		.string()
		.default('UTC')
		.refine((zone) => isTimeZone(zone), 'must be a time zone name such as Europe/London, Asia/Kolkata or UTC'),
	/** Publish blog comments at once instead of holding them for moderation. */
	COMMENTS_AUTO_APPROVE: booleanFlag.default(false),
	/** Days a job applicant's CV file is kept; older ones are deleted by a task that runs every few hours. */
	CV_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(180),
	/** `off`: no page-view beacon is loaded and /api/beacon answers 404 (decision 043). */
	ANALYTICS: z.enum(['on', 'off']).default('on'),
	/** Days page-view counts are kept; older days are deleted by a scheduled task. */
	ANALYTICS_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(400),
	/** Page-view beacons counted per IP address a minute; the rest get 429. */
	ANALYTICS_RATE_LIMIT: z.coerce.number().int().min(1).max(10_000_000).default(120),
	/** Form submissions allowed per IP address and form in RATE_LIMIT_WINDOW_SECONDS. */
	RATE_LIMIT_MAX: z.coerce.number().int().positive().default(8),
	RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(600),
	/** Posts to the back office's sign-in, two-factor and password pages allowed per IP address a minute. */
	STAFF_AUTH_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(30),
	/** Adds `preload` to Strict-Transport-Security (sent when SITE_URL is https): only once the domain is ready for the browsers' preload list. */
	HSTS_PRELOAD: booleanFlag.default(false),
	/** Bearer token for /metrics; without it /metrics answers only requests from this machine. */
	METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional().or(z.literal('').transform(() => undefined)),
	/** Below this much free space under DATA_DIR (MB), /readyz answers 503 so a load balancer sends visitors elsewhere. */
	READY_MIN_FREE_MB: z.coerce.number().int().min(0).max(1_000_000).default(64),
	/**
	 * Server processes sharing the port (server/cluster.ts, decision 059): one per core, at most
	 * four, when unset; always one in development.
	 */
	WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional().or(z.literal('').transform(() => undefined)),
	/** Memory for rendered pages and API reads kept between content changes (MB); 0 renders every request (in each server process). */
	PAGE_CACHE_MB: z.coerce.number().int().min(0).max(16384).default(128),
	/** The longest a page stays in that cache, content changes or not (seconds): a safety net should a change go unannounced (decision 047). */
	PAGE_CACHE_MAX_AGE_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
	/** redis:// URL: share rate-limit counters between server processes. */
	REDIS_URL: z
		.string()
		.regex(/^rediss?:\/\/.+/, 'must be a redis:// or rediss:// URL')
		.optional()
		.or(z.literal('').transform(() => undefined)),
	/** How long a shutdown (SIGTERM, SIGINT) may take to finish requests and the current e-mail before the process exits anyway. */
	SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(1).max(600).default(10),
	/** A request whose head and body have not all arrived after this long is answered 408 and closed. */
	REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
	/**
	 * Whose X-Forwarded-For the client's address is read from (decision 062): `false`, a number of
	 * proxy hops, or the proxies' addresses or CIDR ranges; `true` is read as one hop.
	 */
	TRUST_PROXY: z
		.string()
		.default('false')
		.transform((value, ctx) => {
			const trust = parseTrustProxy(value)
			if (typeof trust === 'string') {
				ctx.addIssue({ code: 'custom', message: trust })
				return z.NEVER
			}
			return trust
		}),
	/**
	 * Work asked of a browser before each form post (ALTCHA proof of work): the average number of
	 * PBKDF2-SHA-256 derivations of 500 iterations it tries, about a second on a mid-range phone at 1000.
	 */
	PROOF_OF_WORK_COST: z.coerce.number().int().min(1).max(1_000_000).default(1000),
	/** The human check of the Laravel, Angular and Magento quote forms. */
	HUMAN_CHECK_PROVIDER: z.enum(['altcha', 'turnstile']).default('altcha'),
	TURNSTILE_SITE_KEY: z.string().optional(),
	TURNSTILE_SECRET_KEY: z.string().optional(),
	/** Keep files (CVs, uploaded media, share cards) in this S3-compatible bucket instead of DATA_DIR. */
	S3_BUCKET: z
		.string()
		.regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name (3 to 63 lower-case letters, digits, dots and dashes)')
		.optional()
		.or(z.literal('').transform(() => undefined)),
	/** The S3-compatible service's URL (MinIO, Cloudflare R2, Scaleway…); AWS's own when unset. */
	S3_ENDPOINT: z
		.url({ protocol: /^https?$/, message: 'must be an http(s) URL' })
		.optional()
		.or(z.literal('').transform(() => undefined)),
	S3_REGION: z.string().regex(/^[a-z0-9-]{2,40}$/, 'must be a region name such as eu-west-1 (or auto)').default('us-east-1'),
	/** Without both keys the AWS SDK's own chain answers (instance role, AWS_* variables). */
	S3_ACCESS_KEY_ID: z.string().min(1).optional().or(z.literal('').transform(() => undefined)),
	S3_SECRET_ACCESS_KEY: z.string().min(1).optional().or(z.literal('').transform(() => undefined)),
	/** Bucket in the path, not the host name: MinIO and most self-hosted stores want it. */
	S3_FORCE_PATH_STYLE: booleanFlag.default(false),
	/**
	 * The production build's folder, relative to the project (several builds side by side: parallel
	 * test runs). Read before the rest by the build's configuration and the tests, through buildDirectory().
	 */
	BUILD_DIR: z.string().min(1).default('build').or(z.literal('').transform(() => 'build')),
})

const EnvSchema = EnvShape.superRefine((env, ctx) => {
	if (env.HUMAN_CHECK_PROVIDER === 'turnstile' && (!env.TURNSTILE_SITE_KEY || !env.TURNSTILE_SECRET_KEY)) {
		ctx.addIssue({ code: 'custom', path: ['TURNSTILE_SITE_KEY'], message: 'and TURNSTILE_SECRET_KEY are required when HUMAN_CHECK_PROVIDER=turnstile' })
	}
	if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
		const missing = env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'
		ctx.addIssue({ code: 'custom', path: [missing], message: 'is required with the other S3 key (set both, or neither to use the SDK\'s credential chain)' })
	}
	// An S3 setting without a bucket would silently keep files on the local disk.
	if (!env.S3_BUCKET && (env.S3_ENDPOINT || env.S3_ACCESS_KEY_ID || env.S3_SECRET_ACCESS_KEY)) {
		ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'is required when S3_ENDPOINT or the S3 keys are set' })
	}
}).transform((env) => ({ ...env, SITE_URL: env.SITE_URL ?? `http://localhost:${env.PORT}` }))

/** Every variable the server reads, in the schema's order: README.md's table and .env.example list the same (tests/configuration-docs.test.ts). */
export const ENV_VARIABLES = Object.keys(EnvShape.shape) as (keyof z.infer<typeof EnvShape>)[]

/**
 * BUILD_DIR alone, for what runs before the configuration is parsed (the build's own configuration,
 * the tests' set-up, server/paths.ts), checked by the same schema.
 */
export function buildDirectory(source: Record<string, string | undefined> = process.env): string {
	return EnvShape.shape.BUILD_DIR.parse(source.BUILD_DIR)
}

export function publicConfig(
	env: Pick<Env, 'SUBSCRIBE_URLS' | 'MAP_EMBED_URL' | 'HUMAN_CHECK_PROVIDER' | 'TURNSTILE_SITE_KEY' | 'CHAT_WIDGET_SRC' | 'SITE_INDEXING'> & Partial<Pick<Env, 'ANALYTICS' | 'TIME_ZONE'>>,
): PublicConfig {
	return {
		indexing: env.SITE_INDEXING,
		subscribeUrls: env.SUBSCRIBE_URLS,
		mapEmbedUrl: env.MAP_EMBED_URL,
		humanCheck:
			env.HUMAN_CHECK_PROVIDER === 'turnstile' ? { provider: 'turnstile', siteKey: env.TURNSTILE_SITE_KEY! } : { provider: 'altcha' },
		chatWidgetSrc: env.CHAT_WIDGET_SRC ?? null,
		analytics: env.ANALYTICS !== 'off',
		timeZone: env.TIME_ZONE ?? 'UTC',
	}
}

export type Env = z.infer<typeof EnvSchema> & {
	/** Absolute path of DATA_DIR. */
	dataDir: string
	/** Absolute path of the SQLite file used when DATABASE_URL is unset. */
	sqliteFile: string
}

export class ConfigError extends Error {
	override name = 'ConfigError'
}

/** Reads a .env file in the working directory into process.env, without overriding set variables. */
export function loadDotEnv(file = '.env'): void {
	if (fs.existsSync(file)) process.loadEnvFile(file)
}

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
	const result = EnvSchema.safeParse(source)
	if (!result.success) {
		const issue = result.error.issues[0]!
		const name = String(issue.path[0] ?? 'environment')
		const value = source[name]
		throw new ConfigError(`Invalid configuration: ${name}${value === undefined ? '' : `=${shown(name, value)}`} ${issue.message}`)
	}
	const dataDir = path.resolve(result.data.DATA_DIR)
	return { ...result.data, dataDir, sqliteFile: path.join(dataDir, 'site.db') }
}

/** Values never repeated in a message, and URLs whose password is masked. */
const SECRETS = new Set(['APP_SECRET', 'TURNSTILE_SECRET_KEY', 'METRICS_TOKEN', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'])
const CREDENTIAL_URLS = new Set(['DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'S3_ENDPOINT'])

/** How a rejected value appears in the start-up message: secrets hidden, credentials in URLs masked. */
function shown(name: string, value: string): string {
	if (SECRETS.has(name)) return '(hidden)'
	if (CREDENTIAL_URLS.has(name)) return /^[a-z][\w+.-]*:\/\/[^\s]*$/i.test(value) ? JSON.stringify(redactUrl(value)) : '(hidden: not a URL)'
	return JSON.stringify(value)
}

/** The plain line a person starting the server in a terminal reads. */
export function listeningLine(host: string, port: number): string {
	const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host
	return `Listening on http://${shownHost}:${port}`
}
