import { describe, expect, it } from 'vitest'
import { ConfigError, parseEnv } from './env.server.ts'

describe('configuration', () => {
	it('has working defaults for a fresh machine', () => {
		const env = parseEnv({})
		expect(env).toMatchObject({ PORT: 3000, SITE_URL: 'http://localhost:3000', DATA_DIR: 'data' })
		expect(env.DATABASE_URL).toBeUndefined()
		expect(env.sqliteFile).toMatch(/data\/site\.db$/)
	})

	it('drops a trailing slash from SITE_URL and treats an empty DATABASE_URL as unset', () => {
		const env = parseEnv({ SITE_URL: 'https://agency.example/', DATABASE_URL: '' })
		expect(env.SITE_URL).toBe('https://agency.example')
		expect(env.DATABASE_URL).toBeUndefined()
	})

	it.each([
		[{ PORT: '70000' }, /PORT="70000"/],
		[{ SITE_URL: 'not a url' }, /SITE_URL="not a url"/],
		[{ DATABASE_URL: 'sqlite://x' }, /DATABASE_URL="sqlite:\/\/x" must be a postgres/],
		[{ SEED_ON_START: 'maybe' }, /SEED_ON_START="maybe"/],
	])('rejects %o with a message naming the variable', (source, message) => {
		expect(() => parseEnv(source)).toThrow(ConfigError)
		expect(() => parseEnv(source)).toThrow(message)
	})
})
