import { pathToFileURL } from 'node:url'
import type { FastifyInstance } from 'fastify'
import type { PageBuild } from '#server/react-router.ts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BUILD_ENTRY, CLIENT_DIR } from '#server/paths.ts'
import { createTestApp } from '#tests/setup/app.ts'
import { createTestDatabase, ENGINES, type TestDatabase } from '#tests/setup/database.ts'
import { observatoryScore, type Score } from '#tests/setup/observatory.ts'

const SITE = 'https://www.lanternfish.example'

function report(url: string, score: Score): string {
	const lines = score.tests.map((test) => `  ${test.modifier >= 0 ? '+' : ''}${test.modifier}`.padEnd(7) + `${test.name}: ${test.result}${test.pass ? '' : ' (failed)'}`)
	return [`MDN HTTP Observatory score of ${url}: ${score.score} (${score.grade})`, ...lines].join('\n')
}

describe.each(ENGINES)('the headers on %s, scored by the MDN HTTP Observatory rules', (engine) => {
	let database: TestDatabase
	let app: FastifyInstance

	beforeAll(async () => {
		database = await createTestDatabase(engine)
		const build = (await import(pathToFileURL(BUILD_ENTRY).href)) as PageBuild
		app = await createTestApp(database.db, { pages: { build: async () => build, clientDir: CLIENT_DIR }, env: { SITE_URL: SITE, PAGE_CACHE_MB: '32' } })
	})
	afterAll(async () => {
		await app?.close()
		await database?.destroy()
	})

	// The home page twice (rendered, then from the page cache), and a page, an API read and a feed.
	it.each(['/', '/', '/contact-us', '/api/headerData', '/blog/rss.xml'])('score at least 120 for %s over https', async (path) => {
		const response = await app.inject({ method: 'GET', url: path, headers: { host: new URL(SITE).host, 'accept-encoding': 'identity' } })
		expect(response.statusCode).toBe(200)
		const score = observatoryScore({ url: new URL(path, SITE), status: response.statusCode, headers: response.headers, body: response.body })
		console.log(report(path, score))
		expect(score.tests.filter((test) => test.modifier < 0)).toEqual([])
		expect(score.score).toBeGreaterThanOrEqual(120)
		expect(score.grade).toBe('A+')
	})

})

describe('the port of the Observatory', () => {
	it('is the port of the Observatory: a site without the headers scores as it did before them (55, C)', () => {
		const bare = observatoryScore({
			url: new URL(SITE),
			status: 200,
			headers: { 'content-type': 'text/html', 'x-content-type-options': 'nosniff', 'referrer-policy': 'strict-origin-when-cross-origin', 'x-frame-options': 'SAMEORIGIN' },
			body: '<!DOCTYPE html><script type="module">import "/assets/a.js"</script>',
		})
		// 100 − 25 (no CSP) − 20 (no HSTS); the +5 bonuses count only from an uncurved 90 up.
		expect(bare.score).toBe(55)
		expect(bare.grade).toBe('C')
		const unsafe = observatoryScore({
			url: new URL(SITE),
			status: 200,
			headers: { 'content-security-policy': "default-src 'self'; style-src 'self' 'unsafe-inline'", 'strict-transport-security': 'max-age=31536000' },
			body: '',
		})
		expect(unsafe.tests.find((test) => test.name === 'content-security-policy')?.result).toBe('csp-implemented-with-unsafe-inline-in-style-src-only')
		const nonceOnly = observatoryScore({ url: new URL(SITE), status: 200, headers: { 'content-security-policy': "script-src 'strict-dynamic'" }, body: '' })
		expect(nonceOnly.tests.find((test) => test.name === 'content-security-policy')?.result).toBe('csp-header-invalid')
	})
})
