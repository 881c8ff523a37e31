import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { Redis } from 'ioredis'
import { createWindowCounter, type LocalWindows } from '#app/server/window-counter.server.ts'
import type { Kysely } from 'kysely'
import type { DB } from '#database/schema.ts'
import { createChallenges, createTurnstileVerifier } from '#app/server/challenges.server.ts'
import type { ContentEvents } from '#app/server/content-events.server.ts'
import type { Env } from '#app/server/env.server.ts'
import type { CvStore } from '#app/server/uploads.server.ts'
import { createPageViewCounter } from '#app/features/insights/page-views.server.ts'
import { createVitalsCounter } from '#app/features/insights/vitals.server.ts'
import type { LeadSpool } from '../lead-spool.ts'
import type { BuildSource } from '../react-router.ts'
import { createSubmissionLimiter } from '../submission-limit.ts'
import { beaconApi } from './beacon.ts'
import { createBeaconPaths } from './beacon-paths.ts'
import { blogApi } from './blog.ts'
import { companyApi } from './company.ts'
import { contentApi } from './content.ts'
import { type FormsOptions, formsApi, leadWorkflowOf } from './forms.ts'
import { portfolioApi } from './portfolio.ts'
import { siteApi } from './site.ts'

export interface ApiPluginOptions {
	env: Env
	db: Kysely<DB>
	/** Shared counters for the forms' limits when several servers share the load. */
	redis?: Redis
	/** The limits' windows on this machine, without Redis or while it does not answer. */
	windows?: LocalWindows
	/** Submissions the database cannot take wait here (decision 040). */
	spool: LeadSpool
	cvStore: CvStore
	/** Signs the proof-of-work challenges. */
	secret: string
	/** The page build whose route table names the pages counted and the templates of Core Web Vitals; none, nothing is counted. */
	pages?: BuildSource
	/** Content changes heard by this process: the pages the beacon counts are read again after one. */
	content?: ContentEvents
	/** The fetch used to reach Turnstile's verification API (replaced in tests). */
	turnstileFetch?: typeof fetch
	/** How often page views and Core Web Vitals are written (ms, default 5 s). */
	pageViewFlushMs?: number
}

/**
 * Everything under /api: the read groups, the lead forms with their human check and limits, the
 * page-view and Core Web Vitals beacons (decisions 043, 048; with ANALYTICS=off neither counters
 * nor endpoints), and a JSON 404 for unknown API addresses. The counters are decorated on the app
 * (`app.pageViews`, `app.vitals`) and written before it closes.
 */
export const apiPlugin = fp(async (app: FastifyInstance, { env, db, redis, windows, spool, cvStore, secret, pages, content, turnstileFetch, pageViewFlushMs }: ApiPluginOptions) => {
	const challenges = createChallenges(db, secret, undefined, env.PROOF_OF_WORK_COST)
	const verifyTurnstile =
		env.HUMAN_CHECK_PROVIDER === 'turnstile' ? createTurnstileVerifier(env.TURNSTILE_SECRET_KEY!, turnstileFetch) : undefined
	// The lead workflow replays its own spool: on a timer while something waits, from the start, until the app closes.
	const leads = leadWorkflowOf({
		db,
		challenges,
		cvStore,
		leadsEmail: env.LEADS_EMAIL,
		siteUrl: env.SITE_URL,
		autoApprove: env.COMMENTS_AUTO_APPROVE,
		spool,
		limiter: createSubmissionLimiter({ max: env.RATE_LIMIT_MAX, windowMs: env.RATE_LIMIT_WINDOW_SECONDS * 1000, redis, log: app.log, local: windows }),
		verifyHuman: async (body, ip) =>
			verifyTurnstile
				? { field: 'cf-turnstile-response', ...(await verifyTurnstile(body['cf-turnstile-response'] as string | undefined, ip)) }
				: { field: 'altcha', ...(await challenges.verifyAltcha(body.altcha as string | undefined)) },
		log: app.log,
	})
	app.decorate('leadWorkflow', leads)
	app.addHook('onReady', async () => leads.replaySoon())
	app.addHook('onClose', leads.close)
	const forms: FormsOptions = { workflow: leads, challenges, cvStore, rateLimit: { max: env.RATE_LIMIT_MAX, timeWindow: env.RATE_LIMIT_WINDOW_SECONDS * 1000 } }

	const pageViews =
		env.ANALYTICS === 'off'
			? undefined
			: createPageViewCounter(db, { flushMs: pageViewFlushMs, onError: (error) => app.log.warn({ err: error }, 'page views could not be written: kept for the next batch') })
	// Core Web Vitals (decision 048), counted like the page views, per template of the page build's route table.
	const vitals =
		env.ANALYTICS === 'off'
			? undefined
			: createVitalsCounter(db, { flushMs: pageViewFlushMs, onError: (error) => app.log.warn({ err: error }, 'Core Web Vitals could not be written: kept for the next batch') })
	if (pageViews) {
		app.decorate('pageViews', pageViews)
		// Written before the database is closed (main.ts closes it after the app).
		app.addHook('onClose', async () => pageViews.stop().catch((error: unknown) => app.log.error({ err: error }, 'page views lost at shutdown')))
	}
	if (vitals) {
		app.decorate('vitals', vitals)
		app.addHook('onClose', async () => vitals.stop().catch((error: unknown) => app.log.error({ err: error }, 'Core Web Vitals lost at shutdown')))
	}
	// Only the site's pages are counted (decision 065), and Core Web Vitals per template (decision 048).
	const paths = createBeaconPaths({ db, pages, content, log: app.log })
	// Every server process counts one limit per address: in Redis, or in this machine's shared windows (decision 065).
	const beaconWindows = createWindowCounter({ redis, log: app.log, prefix: 'agency-beacon:', local: windows })

	await app.register(
		async (api) => {
			for (const group of [siteApi, blogApi, portfolioApi, companyApi, contentApi]) {
				await api.register(group, { db })
			}
			await api.register(formsApi, forms)
			// Page views and Core Web Vitals without cookies (decisions 043, 048); ANALYTICS=off: no endpoints (404), and pages send nothing.
			if (pageViews && vitals) await api.register(beaconApi, { counter: pageViews, perMinute: env.ANALYTICS_RATE_LIMIT, windows: beaconWindows, paths, vitals, secret })
			// Unknown API addresses answer JSON, not the pages' 404 (the page route would otherwise claim them).
			const noSuchEndpoint = (_request: FastifyRequest, reply: FastifyReply) => reply.status(404).send({ success: 0, message: 'No such API endpoint' })
			api.setNotFoundHandler(noSuchEndpoint)
			api.all('/*', noSuchEndpoint)
		},
		{ prefix: '/api' },
	)
})
