import { describe, expect, it } from 'vitest'
import { buildDirectory, ConfigError, listeningLine, parseEnv } from './env.server.ts'

describe('configuration', () => {
	it('has working defaults for a fresh machine', () => {
		const env = parseEnv({})
		expect(env).toMatchObject({ PORT: 3000, SITE_URL: 'http://localhost:3000', DATA_DIR: 'data' })
		expect(env.DATABASE_URL).toBeUndefined()
		expect(env.sqliteFile).toMatch(/data\/site\.db$/)
		expect(env.PROOF_OF_WORK_COST).toBe(1000)
		expect(env).toMatchObject({ PAGE_CACHE_MB: 128, PAGE_CACHE_MAX_AGE_SECONDS: 300 })
		expect(env.TIME_ZONE).toBe('UTC')
		expect(parseEnv({ TIME_ZONE: 'Asia/Kolkata' }).TIME_ZONE).toBe('Asia/Kolkata')
	})

	it('names the port it listens on in its default SITE_URL', () => {
		expect(parseEnv({ PORT: '3100' }).SITE_URL).toBe('http://localhost:3100')
		expect(parseEnv({ PORT: '3100', SITE_URL: '' }).SITE_URL).toBe('http://localhost:3100')
		expect(parseEnv({ PORT: '3100', SITE_URL: 'https://agency.example' }).SITE_URL).toBe('https://agency.example')
	})

	it('reads BUILD_DIR alone, before the rest, with the same schema', () => {
		expect(buildDirectory({})).toBe('build')
		expect(buildDirectory({ BUILD_DIR: '' })).toBe('build')
		expect(buildDirectory({ BUILD_DIR: '/tmp/other-build' })).toBe('/tmp/other-build')
		expect(parseEnv({ BUILD_DIR: '/tmp/other-build' }).BUILD_DIR).toBe('/tmp/other-build')
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
		[{ PROOF_OF_WORK_COST: '0' }, /PROOF_OF_WORK_COST="0"/],
		[{ PROOF_OF_WORK_COST: 'fast' }, /PROOF_OF_WORK_COST="fast"/],
		[{ PAGE_CACHE_MAX_AGE_SECONDS: '0' }, /PAGE_CACHE_MAX_AGE_SECONDS="0"/],
		[{ TIME_ZONE: 'Mars/Olympus' }, /TIME_ZONE="Mars\/Olympus" must be a time zone name/],
		[{ PAGE_CACHE_MAX_AGE_SECONDS: '5m' }, /PAGE_CACHE_MAX_AGE_SECONDS="5m"/],
		[{ S3_BUCKET: 'My_Bucket' }, /S3_BUCKET="My_Bucket" must be a bucket name/],
		[{ S3_BUCKET: 'files', S3_ENDPOINT: 'minio:9000' }, /S3_ENDPOINT=\(hidden: not a URL\) must be an http\(s\) URL/],
		[{ S3_BUCKET: 'files', S3_FORCE_PATH_STYLE: 'sometimes' }, /S3_FORCE_PATH_STYLE="sometimes"/],
		[{ S3_BUCKET: 'files', S3_REGION: 'EU West' }, /S3_REGION="EU West" must be a region name/],
		[{ S3_ENDPOINT: 'http://minio:9000' }, /^Invalid configuration: S3_BUCKET is required when S3_ENDPOINT/],
	])('rejects %o with a message naming the variable', (source, message) => {
		expect(() => parseEnv(source)).toThrow(ConfigError)
		expect(() => parseEnv(source)).toThrow(message)
	})

	const SECRET = 's3cr3t-PASSWORD'
	it.each([
		['SMTP_URL', `ftp://mailer:${SECRET}@mail.example`, /SMTP_URL="ftp:\/\/mailer:\*\*\*@mail\.example" must be an smtp/],
		['DATABASE_URL', `mysql://app:${SECRET}@db.example/site`, /DATABASE_URL="mysql:\/\/app:\*\*\*@db\.example\/site" must be a postgres/],
		['REDIS_URL', `http://:${SECRET}@cache.example:6379`, /REDIS_URL="http:\/\/:\*\*\*@cache\.example:6379" must be a redis/],
		['REDIS_URL', SECRET, /REDIS_URL=\(hidden: not a URL\) must be a redis/],
		['APP_SECRET', SECRET, /APP_SECRET=\(hidden\) must be at least 32 characters/],
		['S3_ACCESS_KEY_ID', SECRET, /S3_SECRET_ACCESS_KEY is required with the other S3 key/],
		['S3_SECRET_ACCESS_KEY', SECRET, /S3_ACCESS_KEY_ID is required with the other S3 key/],
		['S3_ENDPOINT', `ftp://key:${SECRET}@store.example`, /S3_ENDPOINT="ftp:\/\/key:\*\*\*@store\.example" must be an http/],
	])('names a rejected %s and describes it without repeating its secret', (name, value, message) => {
		let error: unknown
		try {
			parseEnv({ S3_BUCKET: 'files', [name]: value })
		} catch (caught) {
			error = caught
		}
		expect(error).toBeInstanceOf(ConfigError)
		expect((error as Error).message).toMatch(message)
		expect((error as Error).message).not.toContain(SECRET)
	})

	it('reads the S3 settings, the bucket being what turns them on', () => {
		expect(parseEnv({})).toMatchObject({ S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: false })
		expect(parseEnv({ S3_BUCKET: '' }).S3_BUCKET).toBeUndefined()
		const env = parseEnv({ S3_BUCKET: 'agency-files', S3_ENDPOINT: 'http://minio:9000', S3_REGION: 'eu-west-1', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret', S3_FORCE_PATH_STYLE: 'true' })
		expect(env).toMatchObject({ S3_BUCKET: 'agency-files', S3_ENDPOINT: 'http://minio:9000', S3_REGION: 'eu-west-1', S3_FORCE_PATH_STYLE: true })
	})

	it('says where to open the site in a plain line', () => {
		expect(listeningLine('0.0.0.0', 3000)).toBe('Listening on http://localhost:3000')
		expect(listeningLine('::', 8080)).toBe('Listening on http://localhost:8080')
		expect(listeningLine('127.0.0.1', 3000)).toBe('Listening on http://127.0.0.1:3000')
		expect(listeningLine('::1', 3000)).toBe('Listening on http://[::1]:3000')
	})
})
