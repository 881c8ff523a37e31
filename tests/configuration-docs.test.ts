import fs from 'node:fs'
import path from 'node:path'
import { parseEnv as parseDotEnv } from 'node:util'
import { describe, expect, it } from 'vitest'
import { ENV_VARIABLES, parseEnv } from '#app/server/env.server.ts'
import { ROOT } from '#server/paths.ts'

/** Read by the tests' own set-up, never by the server: the README lists them as "Tests only". */
const TESTS_ONLY = ['TEST_DATABASE_URL', 'TEST_REDIS_URL', 'CHROMIUM_PATH']
/** Defaults the README describes rather than repeats: one that follows PORT, a long URL, a shortened address. */
const DESCRIBED_DEFAULTS = new Set(['SITE_URL', 'MAP_EMBED_URL', 'MAIL_FROM'])

const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8')

/** The README's table under "Configuration": each row's variables (first cell), default and meaning. */
function readmeRows(): { names: string[]; fallback: string; meaning: string }[] {
	const section = read('README.md').split(/^## Configuration$/m)[1]!.split(/^## /m)[0]!
	return section
		.split('\n')
		.filter((line) => line.startsWith('| `'))
		.map((line) => {
			const [names, fallback, meaning] = line.split(' | ')
			return { names: [...names!.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((match) => match[1]!), fallback: fallback!, meaning: meaning! }
		})
}

const sorted = (names: Iterable<string>) => [...new Set(names)].sort()

describe('the configuration is documented where operators look', () => {
	const defaults = parseEnv({}) as unknown as Record<string, unknown>

	it("README's table lists every variable the schema reads, and only those, each with the schema's default", () => {
		const rows = readmeRows()
		expect(sorted(rows.flatMap((row) => row.names))).toEqual(sorted([...ENV_VARIABLES, ...TESTS_ONLY]))
		for (const row of rows) {
			if (row.names.some((name) => TESTS_ONLY.includes(name))) expect(row.meaning, row.names.join()).toMatch(/^Tests only/)
			for (const name of row.names) {
				const value = defaults[name]
				if (!['string', 'number', 'boolean'].includes(typeof value) || DESCRIBED_DEFAULTS.has(name)) continue
				expect(row.fallback, name).toContain(`\`${value}\``)
			}
		}
	})

	it('.env.example names every variable, and the lines it leaves on are the defaults, so copying it changes nothing', () => {
		const text = read('.env.example')
		const named = [...text.matchAll(/^(?:# ?)?([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]!)
		expect(sorted(named)).toEqual(sorted([...ENV_VARIABLES, ...TESTS_ONLY]))
		const set = parseDotEnv(text)
		expect(Object.keys(set).length).toBeGreaterThan(10)
		expect(parseEnv(set)).toEqual(parseEnv({}))
	})
})
