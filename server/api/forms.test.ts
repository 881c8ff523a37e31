import fs from 'node:fs'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createTestApp, tempDataDir, TEST_SITE_URL } from '#tests/setup/app.ts'
import { createTestDatabase, ENGINES, type TestDatabase } from '#tests/setup/database.ts'
import { createS3Storage } from '#app/server/storage.server.ts'
import { findLeadTargets, type LeadTable, type LeadTargets } from '#tests/setup/lead-traffic.ts'
import { startTestS3, type TestS3 } from '#tests/setup/s3.ts'
import { altchaPayload, captcha, type Fields, pdfBytes, pdfWithScript, PNG_BYTES, postForm, postJson, postMultipart, powPayload, type Upload } from '#tests/setup/forms.ts'


interface FormCase {
	name: string
	/** The field that holds the sender's name. */
	nameField: string
	url: string
	table: LeadTable
	captchaField: string
	/** A valid submission with a fresh captcha. */
	valid: (app: FastifyInstance) => Promise<Fields>
	send: (app: FastifyInstance, fields: Fields, file?: Upload, ip?: string) => ReturnType<typeof postForm>
	/** [field, value, expected first message] */
	invalid: [string, unknown, RegExp][]
}

const long = (n: number) => 'x'.repeat(n)
const CV: Upload = { name: 'cv.pdf', type: 'application/pdf', bytes: pdfBytes() }

let context: LeadTargets = { postId: 0, itemId: 0, jobId: 0 }

const FORMS: FormCase[] = [
	{
		name: 'quick contact',
		url: '/api/Quickcontact/storecontact',
		nameField: 'name',
		table: 'contact_messages',
		captchaField: 'user_captcha',
		valid: async (app) => {
			const { code, token } = await captcha(app)
			return { name: 'Asha Patel', phone: '9876543210', email: 'asha@example.com', content: 'We need a new website.', user_captcha: code, footer_captcha: code, captcha_token: token }
		},
		send: (app, fields, _file, ip) => postForm(app, '/api/Quickcontact/storecontact', fields, ip),
		invalid: [
			['name', '', /Name is required/],
			['name', long(151), /at most 150/],
			// A line break in a one-line field would forge lines in the notification e-mail.
			['name', 'Evil Name\r\nX-Hdr: injected', /must be on one line/],
			['phone', '98765abc', /digits only/],
			['phone', '12345678901', /at most 10 digits/],
			['email', 'not-an-email', /valid email/],
			['email', `${long(55)}@example.com`, /at most 60/],
			['content', '', /Message is required/],
			['content', long(301), /at most 300/],
			['user_captcha', '', /verification code/i],
		],
	},
	{
		name: 'contact us',
		url: '/api/ContactUs/store',
		nameField: 'name',
		table: 'contact_messages',
		captchaField: 'user_captcha_input',
		valid: async (app) => {
			const { code, token } = await captcha(app)
			return { name: 'Daniel Brooks', mobile_no: '5125550101', email_id: 'daniel@example.com', cont_details: 'Please call me about SEO.', user_captcha_input: code, captcha_match: '1', captcha_token: token }
		},
		send: (app, fields, _file, ip) => postForm(app, '/api/ContactUs/store', fields, ip),
		invalid: [
			['name', long(51), /at most 50/],
			['name', 'Evil Name\r\nX-Hdr: injected', /must be on one line/],
			['mobile_no', '123456789', /at least 10 digits/],
			['mobile_no', '98765abc10', /digits only/],
			['email_id', 'daniel@', /valid email/],
			['cont_details', '', /Message is required/],
			['cont_details', long(301), /at most 300/],
		],
	},
	{
		name: 'blog comment',
		url: '/api/blogdetail/store',
		nameField: 'name',
		table: 'blog_comments',
		captchaField: 'user_captcha_input',
		valid: async (app) => {
			const { code, token } = await captcha(app)
			return { blog_id: context.postId, name: 'Mei Lin', email: 'mei@example.com', phone: '6591234567', comment: 'Clear and useful, thank you.', user_captcha_input: code, captcha_match: '1', captcha_token: token }
		},
		send: (app, fields, _file, ip) => postJson(app, '/api/blogdetail/store', fields, ip),
		invalid: [
			['blog_id', 99999, /does not exist/],
			// Past PostgreSQL's integer: a field error, not a failed query.
			['blog_id', 2147483648, /does not exist/],
			['name', long(51), /at most 50/],
			['name', 'Evil Name\r\nX-Hdr: injected', /must be on one line/],
			['email', 'mei at example', /valid email/],
			['phone', '1234567890123456', /at most 15 digits/],
			['phone', '+65 9123', /digits only/],
			['comment', '', /Comment is required/],
			['comment', long(65526), /at most 65525/],
		],
	},
	{
		name: 'request a quote',
		url: '/api/Portfolio/store',
		nameField: 'name',
		table: 'quote_requests',
		captchaField: 'user_captcha',
		valid: async (app) => {
			const { code, token } = await captcha(app)
			return {
				name: 'Laura Kim', email: 'laura@example.com', phone: '1.512.555.0199', website: 'www.kimbakery.test', company: 'Kim Bakery',
				budget: '4500.00', how_know: 'A friend', content: 'Online ordering for our bakery', technology: 'php',
				portfolio_item_id: context.itemId, user_captcha: code, footer_captcha: code, captcha_token: token,
			}
		},
		send: (app, fields, _file, ip) => postForm(app, '/api/Portfolio/store', fields, ip),
		invalid: [
			['name', long(51), /at most 50/],
			['email', 'laura', /valid email/],
			['phone', '555-0199', /digits and dots only/],
			['phone', '1234567890123456', /at most 15/],
			['website', long(51), /at most 50/],
			['company', '', /Company is required/],
			['company', 'Kim\tBakery\nX-Hdr: injected', /must be on one line/],
			['name', 'Evil Name\r\nX-Hdr: injected', /must be on one line/],
			['budget', 'ten thousand', /digits and dots only/],
			['budget', '1234567890123456', /at most 15/],
			['how_know', long(51), /at most 50/],
			['content', long(51), /at most 50/],
			['technology', 'cobol', /does not exist/],
			['portfolio_item_id', 2147483648, /does not exist/],
		],
	},
	{
		name: 'career application',
		url: '/api/careerstore',
		nameField: 'job_name',
		table: 'job_applications',
		captchaField: 'user_captcha_input',
		valid: async (app) => {
			const { code, token } = await captcha(app)
			return {
				job_id: context.jobId, job_name: 'Ravi Shah', job_email: 'ravi@example.com', phone: '919876543210', current_salary: '40k',
				salary: '55k', desciption: 'Five years of Laravel work.', user_captcha_input: code, captcha_match: '1', captcha_token: token,
			}
		},
		send: (app, fields, file = CV, ip) => postMultipart(app, '/api/careerstore', fields, file, ip),
		invalid: [
			['job_name', long(51), /at most 50/],
			['job_name', 'Evil Name\r\nX-Hdr: injected', /must be on one line/],
			['job_email', 'ravi@', /valid email/],
			['phone', '1'.repeat(21), /at most 20 digits/],
			['phone', '98765 43210', /digits only/],
			['current_salary', '123456', /at most 5/],
			['salary', '', /Expected salary is required/],
			['desciption', '', /Cover note is required/],
			['job_id', 99999, /closed or no longer exists/],
			['job_id', 2147483648, /closed or no longer exists/],
		],
	},
]

describe.each(ENGINES)('lead forms on %s', (engine) => {
	let database: TestDatabase
	let app: FastifyInstance
	let dataDir: string
	const count = async (table: LeadTable) => {
		const row = await database.db.selectFrom(table).select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow()
		return Number(row.n)
	}
	const outboxCount = async () => Number((await database.db.selectFrom('outbox').select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow()).n)

	beforeAll(async () => {
		database = await createTestDatabase(engine)
		dataDir = tempDataDir()
		app = await createTestApp(database.db, { env: { DATA_DIR: dataDir, RATE_LIMIT_MAX: '100000' } })
		context = await findLeadTargets(database.db)
	})
	afterAll(async () => {
		await app?.close()
		await database?.destroy()
	})

	describe.each(FORMS)('$name', (form) => {
		it('accepts a valid submission, stores it with where it came from, and queues one notification', async () => {
			const [rows, mails] = [await count(form.table), await outboxCount()]
			const fields = { ...(await form.valid(app)), source_page: '/somewhere/on-the-site' }
			const response = await form.send(app, fields)
			expect(response.json()).toMatchObject({ success: 1, message: expect.any(String) })
			expect(response.statusCode).toBe(200)
			expect(await count(form.table)).toBe(rows + 1)
			expect(await outboxCount()).toBe(mails + 1)
			const stored = await database.db.selectFrom(form.table).selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow()
			expect(stored).toMatchObject({ source_page: '/somewhere/on-the-site', ip: '127.0.0.1' })
			expect(stored.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/)
		})

		it('records the visit\'s first and last touch, keeping what passes and dropping the rest, never refusing the lead for it', async () => {
			const kind = { contact_messages: 'contact', quote_requests: 'quote', job_applications: 'career', blog_comments: 'comment' }[form.table]
			const touches = (id: number) => database.db.selectFrom('lead_attribution').selectAll().where('lead_kind', '=', kind).where('lead_id', '=', id).orderBy('touch').execute()
			const latest = async () => (await database.db.selectFrom(form.table).select('id').orderBy('id', 'desc').executeTakeFirstOrThrow()).id
			const attribution = JSON.stringify({
				first: { path: '/services/seo', ref: 'google.com', source: 'newsletter', medium: 'email', campaign: 'spring', term: 'seo agency', content: 'hero', clicks: 'gclid,msclkid', device: 'mobile' },
				// Garbage: a path that is no path, markup, a device nobody has, a click id's value; the good fields stay.
				last: { path: 'javascript:alert(1)', ref: 'bad domain!', source: '<script>', medium: 'cpc', campaign: 'x'.repeat(101), clicks: 'gclid=abc123', device: 'fridge' },
			})
			const response = await form.send(app, { ...(await form.valid(app)), attribution })
			expect(response.statusCode).toBe(200)
			const rows = await touches(await latest())
			expect(rows).toEqual([
				{ lead_kind: kind, lead_id: expect.any(Number), touch: 'first', landing_path: '/services/seo', referrer: 'google.com', utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'spring', utm_term: 'seo agency', utm_content: 'hero', click_ids: 'gclid,msclkid', device: 'mobile', created_at: expect.any(String) },
				{ lead_kind: kind, lead_id: expect.any(Number), touch: 'last', landing_path: '', referrer: '', utm_source: '', utm_medium: 'cpc', utm_campaign: '', utm_term: '', utm_content: '', click_ids: '', device: '', created_at: expect.any(String) },
			])
			// Not JSON, far too long, or nothing at all: the lead is stored without touches.
			for (const garbage of ['{not json', 'x'.repeat(10_000), undefined]) {
				const again = await form.send(app, { ...(await form.valid(app)), attribution: garbage })
				expect([again.statusCode, again.body]).toEqual([200, expect.any(String)])
				expect(await touches(await latest())).toEqual([])
			}
		})

		it.each(form.invalid)('answers 422 with an error under %s for %j', async (field, value, message) => {
			const rows = await count(form.table)
			const response = await form.send(app, { ...(await form.valid(app)), [field]: value as string })
			expect(response.statusCode).toBe(422)
			const body = response.json()
			expect(body.success).toBe(0)
			expect(body.errors[field]?.[0]).toMatch(message)
			expect(await count(form.table)).toBe(rows)
		})

		it('refuses a post without its proof of work, saying JavaScript is needed, and leaves the code unspent', async () => {
			const rows = await count(form.table)
			const fields = await form.valid(app)
			const missing = await form.send(app, { ...fields, altcha: undefined })
			expect(missing.statusCode).toBe(422)
			expect(missing.json()).toEqual({ success: 0, errors: { altcha: [expect.stringMatching(/automatic check.*needs JavaScript/)] } })
			expect(await count(form.table)).toBe(rows)
			// The same typed code, now with a proof: it was not spent by the refusal.
			expect((await form.send(app, fields)).statusCode).toBe(200)
		})

		it('refuses a forged, tampered, replayed or expired proof of work', async () => {
			const refusal = async (altcha: string) => {
				const response = await form.send(app, { ...(await form.valid(app)), altcha })
				expect(response.statusCode).toBe(422)
				return response.json().errors.altcha[0] as string
			}
			expect(await refusal('bm90IGEgcGF5bG9hZA==')).toMatch(/check failed/)
			expect(await refusal('x'.repeat(30_000))).toMatch(/./)
			const tampered = JSON.parse(Buffer.from(await powPayload(app), 'base64').toString())
			tampered.challenge.parameters.keyPrefix = tampered.solution.derivedKey.slice(0, 4)
			expect(await refusal(Buffer.from(JSON.stringify(tampered)).toString('base64'))).toMatch(/check failed/)
			const proof = await powPayload(app)
			expect((await form.send(app, { ...(await form.valid(app)), altcha: proof })).statusCode).toBe(200)
			expect(await refusal(proof)).toMatch(/already used/)
			const stale = await powPayload(app)
			vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 11 * 60 * 1000 })
			try {
				expect(await refusal(stale)).toMatch(/expired/)
			} finally {
				vi.useRealTimers()
			}
		})

		it('rejects a wrong verification code under the captcha field', async () => {
			const fields = await form.valid(app)
			const response = await form.send(app, { ...fields, [form.captchaField]: 'Zz9!' })
			expect(response.statusCode).toBe(422)
			expect(response.json().errors[form.captchaField][0]).toMatch(/does not match/)
		})

		it('rejects an expired verification code', async () => {
			const fields = await form.valid(app)
			vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 16 * 60 * 1000 })
			try {
				// A fresh proof of work, so that only the code is out of date.
				const response = await form.send(app, { ...fields, altcha: await powPayload(app) })
				expect(response.statusCode).toBe(422)
				expect(response.json().errors[form.captchaField][0]).toMatch(/expired/)
			} finally {
				vi.useRealTimers()
			}
		})

		it('rejects a verification code used before', async () => {
			const fields = await form.valid(app)
			expect((await form.send(app, fields)).statusCode).toBe(200)
			const again = await form.send(app, fields)
			expect(again.statusCode).toBe(422)
			expect(again.json().errors[form.captchaField][0]).toMatch(/already used/)
		})

		it('rejects a forged token and ignores what the browser claims about the code', async () => {
			const fields = await form.valid(app)
			const forged = await form.send(app, { ...fields, captcha_token: `${String(fields.captcha_token).split('.')[0]}.forged`, captcha_match: '1', footer_captcha: 'AAAA', [form.captchaField]: 'AAAA' })
			expect(forged.statusCode).toBe(422)
			expect(forged.json().errors[form.captchaField][0]).toMatch(/missing or invalid/)
		})

		it('keeps a submission whose honeypot is filled as spam, without a notification', async () => {
			const mails = await outboxCount()
			const response = await form.send(app, { ...(await form.valid(app)), nickname: 'bot was here' })
			expect(response.json().success).toBe(1)
			const stored = await database.db.selectFrom(form.table).select('status').orderBy('id', 'desc').executeTakeFirstOrThrow()
			expect(stored.status).toBe('spam')
			expect(await outboxCount()).toBe(mails)
		})

		it.each([
			['markup', '<script>alert(1)</script>'],
			['SQL', "Robert'); DROP TABLE quote_requests;--"],
			['5 KB of text', long(5000)],
		])('refuses %s as a name with an error under the name field', async (_kind, value) => {
			const response = await form.send(app, { ...(await form.valid(app)), [form.nameField]: value })
			expect(response.statusCode).toBe(422)
			expect(response.json().errors[form.nameField][0]).toEqual(expect.any(String))
		})

		it('accepts names in any script, with apostrophes and hyphens', async () => {
			for (const value of ["Siobhán O'Brien-Ní Dhuibhir", '李小龍', 'Dr. A. K. Shah, Jr.']) {
				const response = await form.send(app, { ...(await form.valid(app)), [form.nameField]: value })
				expect(response.statusCode, value).toBe(200)
			}
		})

		it('never answers 5xx to hostile input', async () => {
			const valid = await form.valid(app)
			const hostile: Fields[] = [
				{ ...valid, name: long(5000), job_name: long(5000) },
				{ ...valid, name: '<script>alert(1)</script>', content: '<img src=x onerror=alert(1)>' },
				{ ...valid, name: "Robert'); DROP TABLE quote_requests;--", email: "x@example.com' OR '1'='1" },
				{ ...valid, comment: '\u0000\u202e\ud83d\ude00 null and bidi', desciption: '\u0000' },
				{},
			]
			for (const fields of hostile) {
				const response = await form.send(app, fields)
				expect(response.statusCode, JSON.stringify(response.json())).toBeLessThan(500)
			}
			const nul = await form.send(app, { ...(await form.valid(app)), [form.nameField]: 'Nul\u0000Byte', source_page: '/x\u0000y' })
			expect(nul.statusCode).toBe(422)
			expect(nul.json().errors[form.nameField][0]).toMatch(/control characters/)
			const wrongTypes = await postJson(app, form.url, { ...valid, name: ['a', 'b'], email: { $ne: 1 }, phone: 123, blog_id: 'abc', job_id: null })
			expect(wrongTypes.statusCode).toBeGreaterThanOrEqual(400)
			expect(wrongTypes.statusCode).toBeLessThan(500)
			const broken = await app.inject({ method: 'POST', url: form.url, headers: { 'content-type': 'application/json' }, payload: '{"name": ' })
			expect(broken.statusCode).toBe(400)
			const huge = await app.inject({ method: 'POST', url: form.url, headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ name: long(2_000_000) }) })
			expect(huge.statusCode).toBe(413)
			const text = await app.inject({ method: 'POST', url: form.url, headers: { 'content-type': 'text/plain' }, payload: 'hello' })
			expect(text.statusCode).toBeGreaterThanOrEqual(400)
			expect(text.statusCode).toBeLessThan(500)
		})
	})

	describe('blog comments', () => {
		it('are held for moderation by default and listed only once approved, as text', async () => {
			const fields = { ...(await FORMS[2]!.valid(app)), comment: '<b>Bold</b> <script>alert(1)</script> claim' }
			const response = await postJson(app, '/api/blogdetail/store', fields)
			expect(response.json().message).toMatch(/approve/)
			const stored = await database.db.selectFrom('blog_comments').select(['id', 'status', 'comment']).orderBy('id', 'desc').executeTakeFirstOrThrow()
			expect(stored.status).toBe('pending')
			const listed = async () => (await app.inject({ url: `/api/BlogCommentsListing/${context.postId}` })).json() as { id: number; comment: string }[]
			expect((await listed()).map((c) => c.id)).not.toContain(stored.id)
			await database.db.updateTable('blog_comments').set({ status: 'approved' }).where('id', '=', stored.id).execute()
			const shown = (await listed()).find((c) => c.id === stored.id)!
			// Stored and served as the visitor typed it; pages render it as text, never as HTML.
			expect(shown.comment).toBe('<b>Bold</b> <script>alert(1)</script> claim')
		})

		it('are published at once when COMMENTS_AUTO_APPROVE is set', async () => {
			const autoApp = await createTestApp(database.db, { env: { COMMENTS_AUTO_APPROVE: 'true', RATE_LIMIT_MAX: '100' } })
			try {
				const response = await postJson(autoApp, '/api/blogdetail/store', await FORMS[2]!.valid(autoApp))
				expect(response.json().message).toMatch(/published/)
				const stored = await database.db.selectFrom('blog_comments').select('status').orderBy('id', 'desc').executeTakeFirstOrThrow()
				expect(stored.status).toBe('approved')
			} finally {
				await autoApp.close()
			}
		})
	})

	describe('career applications', () => {
		const careers = FORMS[4]!
		const filesIn = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir) : [])
		const cvDir = () => path.join(dataDir, 'uploads', 'cv')
		const tmpDir = () => path.join(dataDir, 'uploads', 'tmp')

		it('store the CV under a generated name outside the served folders; the notification links to the application instead of carrying it', async () => {
			const before = filesIn(cvDir()).length
			const response = await careers.send(app, await careers.valid(app), { name: '../../etc/My CV.pdf', type: 'application/pdf', bytes: pdfBytes(2048) })
			expect(response.statusCode).toBe(200)
			const stored = await database.db.selectFrom('job_applications').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow()
			expect(stored.cv_file).toMatch(/^[0-9a-f-]{36}\.pdf$/)
			expect(stored.cv_original_name).toBe('My CV.pdf')
			expect(stored.job_title).not.toBe('')
			expect(filesIn(cvDir())).toHaveLength(before + 1)
			expect(fs.readFileSync(path.join(cvDir(), stored.cv_file)).subarray(0, 5).toString()).toBe('%PDF-')
			const mail = await database.db.selectFrom('outbox').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow()
			expect(mail).toMatchObject({ attachment_path: null, attachment_name: null, lead_kind: 'career', lead_id: stored.id })
			expect(mail.body).toContain(`${TEST_SITE_URL}/admin/leads/career/${stored.id}`)
			expect(mail.body).not.toContain(stored.cv_file)
			expect((await app.inject({ url: `/media/${stored.cv_file}` })).statusCode).toBe(404)
			// Whatever the visitor's file was called, the inbox gets a name ending in .pdf.
			const renamed = await careers.send(app, await careers.valid(app), { name: 'resume.html', type: 'text/html', bytes: pdfBytes() })
			expect(renamed.statusCode).toBe(200)
			const latest = await database.db.selectFrom('job_applications').select('cv_original_name').orderBy('id', 'desc').executeTakeFirstOrThrow()
			expect(latest.cv_original_name).toBe('resume.pdf')
			const renamedMail = await database.db.selectFrom('outbox').select('body').orderBy('id', 'desc').executeTakeFirstOrThrow()
			expect(renamedMail.body).toContain('resume.pdf')
		})

		it.each([
			['a text file named cv.pdf', { name: 'cv.pdf', type: 'application/pdf', bytes: Buffer.from('Just some plain text, not a PDF at all.') }, /must be a PDF/],
			['a PNG renamed to cv.pdf', { name: 'cv.pdf', type: 'application/pdf', bytes: PNG_BYTES }, /must be a PDF/],
			['five bytes that only start like a PDF', { name: 'cv.pdf', type: 'application/pdf', bytes: Buffer.from('%PDF-') }, /must be a PDF/],
			['a PDF with no page', { name: 'cv.pdf', type: 'application/pdf', bytes: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF') }, /must be a PDF/],
			['a PDF that is also a web page', { name: 'cv.pdf', type: 'application/pdf', bytes: Buffer.concat([Buffer.from('%PDF-1.4\n<html><script>alert(document.cookie)</script></html>\n'), pdfBytes().subarray(9)]) }, /must be a PDF/],
			['a PDF that runs a script when opened', { name: 'cv.pdf', type: 'application/pdf', bytes: pdfWithScript() }, /^This PDF contains scripts or embedded files; please export a plain PDF\.$/],
			['an empty file', { name: 'cv.pdf', type: 'application/pdf', bytes: Buffer.alloc(0) }, /Attach your CV/],
			['a PDF over 5 MB', { name: 'cv.pdf', type: 'application/pdf', bytes: pdfBytes(5 * 1024 * 1024) }, /at most 5 MB/],
		] as [string, Upload, RegExp][])('reject %s with an error on the file field and keep nothing', async (_label, file, message) => {
			const [rows, cvs] = [await count('job_applications'), filesIn(cvDir()).length]
			const response = await careers.send(app, await careers.valid(app), file)
			// Too large is 413, as docs/api.md says, answered as soon as the limit is crossed.
			expect(response.statusCode).toBe(file.bytes.length > 5 * 1024 * 1024 ? 413 : 422)
			expect(response.json().errors.file[0]).toMatch(message)
			expect(await count('job_applications')).toBe(rows)
			expect(filesIn(cvDir())).toHaveLength(cvs)
			expect(filesIn(tmpDir())).toHaveLength(0)
		})

		it('answer 400 at once to an application whose body ends inside the CV, before its closing boundary', async () => {
			const body = '--b1\r\nContent-Disposition: form-data; name="job_name"\r\n\r\nA\r\n--b1\r\nContent-Disposition: form-data; name="file"; filename="cv.pdf"\r\n\r\n%PDF-1.4'
			const response = await app.inject({ method: 'POST', url: '/api/careerstore', headers: { 'content-type': 'multipart/form-data; boundary=b1' }, payload: body })
			expect(response.statusCode).toBe(400)
			expect(response.json().message).toMatch(/incomplete/)
			expect(filesIn(tmpDir())).toHaveLength(0)
		})

		it('reject an application without a CV', async () => {
			const response = await postMultipart(app, '/api/careerstore', await careers.valid(app))
			expect(response.statusCode).toBe(422)
			expect(response.json().errors.file[0]).toMatch(/Attach your CV/)
		})

		it('accept the correct spelling "description" as well as the spec\'s "desciption"', async () => {
			const { desciption, ...fields } = await careers.valid(app)
			const response = await careers.send(app, { ...fields, description: desciption })
			expect(response.statusCode).toBe(200)
		})

		it('leave no file behind when the fields are invalid', async () => {
			const cvs = filesIn(cvDir()).length
			const response = await careers.send(app, { ...(await careers.valid(app)), job_email: 'nope' })
			expect(response.statusCode).toBe(422)
			expect(filesIn(cvDir())).toHaveLength(cvs)
			expect(filesIn(tmpDir())).toHaveLength(0)
		})
	})

	describe('human verification on the Laravel, Angular and Magento quote forms', () => {
		const quote = async (extra: Fields) => {
			const { user_captcha: _u, captcha_token: _t, footer_captcha: _f, portfolio_item_id: _p, ...fields } = await FORMS[3]!.valid(app)
			return postForm(app, '/api/Portfolio/store', { ...fields, technology: 'laravel', ...extra })
		}

		it('is required: a missing answer is an error under the widget', async () => {
			const response = await quote({ altcha: undefined })
			expect(response.statusCode).toBe(422)
			expect(response.json().errors.altcha[0]).toMatch(/verification/)
		})

		it('rejects an invalid or tampered answer', async () => {
			expect((await quote({ altcha: 'bm90IGEgcGF5bG9hZA==' })).statusCode).toBe(422)
			const payload = JSON.parse(Buffer.from(await altchaPayload(app), 'base64').toString())
			payload.challenge.parameters.cost = 1
			const tampered = await quote({ altcha: Buffer.from(JSON.stringify(payload)).toString('base64') })
			expect(tampered.statusCode).toBe(422)
			expect(tampered.json().errors.altcha[0]).toMatch(/failed|expired/)
		})

		it('accepts a solved ALTCHA challenge once', async () => {
			const altcha = await altchaPayload(app)
			expect((await quote({ altcha })).statusCode).toBe(200)
			const stored = await database.db.selectFrom('quote_requests').select('technology').orderBy('id', 'desc').executeTakeFirstOrThrow()
			expect(stored.technology).toBe('laravel')
			const replay = await quote({ altcha })
			expect(replay.statusCode).toBe(422)
			expect(replay.json().errors.altcha[0]).toMatch(/already used/)
		})

		it('uses Cloudflare Turnstile, verified on the server, when configured', async () => {
			const calls: URLSearchParams[] = []
			const fakeTurnstile = (async (_url: string | URL | Request, init?: RequestInit) => {
				const body = new URLSearchParams(String(init?.body))
				calls.push(body)
				return new Response(JSON.stringify({ success: body.get('response') === 'good-token' }))
			}) as typeof fetch
			const turnstileApp = await createTestApp(database.db, {
				env: { HUMAN_CHECK_PROVIDER: 'turnstile', TURNSTILE_SITE_KEY: 'site', TURNSTILE_SECRET_KEY: 'secret', RATE_LIMIT_MAX: '100' },
				turnstileFetch: fakeTurnstile,
			})
			try {
				const { user_captcha: _u, captcha_token: _t, ...fields } = await FORMS[3]!.valid(turnstileApp)
				const send = (token?: string) =>
					postForm(turnstileApp, '/api/Portfolio/store', { ...fields, technology: 'angular', portfolio_item_id: undefined, 'cf-turnstile-response': token })
				const missing = await send()
				expect(missing.json().errors['cf-turnstile-response'][0]).toMatch(/verification/)
				expect((await send('bad-token')).statusCode).toBe(422)
				expect((await send('good-token')).statusCode).toBe(200)
				expect(calls.at(-1)?.get('secret')).toBe('secret')
			} finally {
				await turnstileApp.close()
			}
		})
	})

	it('loses no submission: N concurrent valid forms make exactly N rows and N notifications', async () => {
		const tables: LeadTable[] = ['contact_messages', 'quote_requests', 'job_applications', 'blog_comments']
		const before = await Promise.all(tables.map(count))
		const mailsBefore = await outboxCount()
		const N = 40
		const submissions = await Promise.all(
			Array.from({ length: N }, async (_, i) => {
				const form = FORMS[i % FORMS.length]!
				return form.send(app, await form.valid(app))
			}),
		)
		expect(submissions.map((r) => r.statusCode)).toEqual(Array(N).fill(200))
		const after = await Promise.all(tables.map(count))
		expect(after.reduce((a, b) => a + b, 0) - before.reduce((a, b) => a + b, 0)).toBe(N)
		expect((await outboxCount()) - mailsBefore).toBe(N)
	})

	it.each(FORMS)('answers a $name message sent again with the same key as it did the first time, storing it once', async (form) => {
		const tables: LeadTable[] = ['contact_messages', 'quote_requests', 'job_applications', 'blog_comments']
		const before = await Promise.all(tables.map(count))
		const mailsBefore = await outboxCount()
		const fields = { ...(await form.valid(app)), submission_id: `repeat-${engine}-${form.table}-${form.url.length}-0123456789` }
		const first = await form.send(app, fields)
		expect(first.statusCode).toBe(200)
		// Its code is spent; the repeat still gets the first answer.
		const again = await form.send(app, fields)
		expect(again.statusCode).toBe(200)
		expect(again.json()).toEqual(first.json())
		// Copies sent at once: one stored, every one answered alike.
		const burst = { ...(await form.valid(app)), submission_id: `burst-${engine}-${form.table}-${form.url.length}-0123456789` }
		const answers = await Promise.all(Array.from({ length: 4 }, () => form.send(app, burst)))
		expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200])
		const after = await Promise.all(tables.map(count))
		expect(after.reduce((a, b) => a + b, 0) - before.reduce((a, b) => a + b, 0)).toBe(2)
		expect((await outboxCount()) - mailsBefore).toBe(2)
	})

	it('refuses a submission key that is not one our forms make', async () => {
		const response = await FORMS[0]!.send(app, { ...(await FORMS[0]!.valid(app)), submission_id: 'x' })
		expect(response.statusCode).toBe(422)
		expect(response.json().errors.submission_id[0]).toMatch(/Send the form again/)
	})

	it('limits each IP address and answers 429 with a clear message', async () => {
		const limited = await createTestApp(database.db, { env: { RATE_LIMIT_MAX: '2', RATE_LIMIT_WINDOW_SECONDS: '60' } })
		try {
			const send = async () => postForm(limited, '/api/Quickcontact/storecontact', await FORMS[0]!.valid(limited), '10.9.8.7')
			expect((await send()).statusCode).toBe(200)
			expect((await send()).statusCode).toBe(200)
			const third = await send()
			expect(third.statusCode).toBe(429)
			expect(third.json()).toMatchObject({ success: 0, message: expect.stringMatching(/Too many requests.*try again/) })
			// Another address is not affected.
			expect((await postForm(limited, '/api/Quickcontact/storecontact', await FORMS[0]!.valid(limited), '10.9.8.8')).statusCode).toBe(200)
		} finally {
			await limited.close()
		}
	})

	it('counts stored messages, failed codes and failed proofs of work against an address, never a field typed wrong', async () => {
		const limited = await createTestApp(database.db, { env: { RATE_LIMIT_MAX: '2', RATE_LIMIT_WINDOW_SECONDS: '60' } })
		try {
			const url = '/api/Quickcontact/storecontact'
			// Ten typing mistakes: each answered with its field error, none counted.
			for (let i = 0; i < 10; i++) expect((await postForm(limited, url, { ...(await FORMS[0]!.valid(limited)), email: 'not-an-email' }, '10.7.7.7')).statusCode).toBe(422)
			expect((await postForm(limited, url, await FORMS[0]!.valid(limited), '10.7.7.7')).statusCode).toBe(200)
			// A wrong code counts: with the stored message, that is the limit of two.
			const wrong = await postForm(limited, url, { ...(await FORMS[0]!.valid(limited)), user_captcha: 'zzzz' }, '10.7.7.7')
			expect(wrong.statusCode).toBe(422)
			const refused = await postForm(limited, url, await FORMS[0]!.valid(limited), '10.7.7.7')
			expect(refused.statusCode).toBe(429)
			expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
			// So does a missing proof of work, on another form.
			for (let i = 0; i < 2; i++) expect((await postForm(limited, '/api/ContactUs/store', { ...(await FORMS[1]!.valid(limited)), altcha: undefined }, '10.7.7.6')).statusCode).toBe(422)
			expect((await postForm(limited, '/api/ContactUs/store', await FORMS[1]!.valid(limited), '10.7.7.6')).statusCode).toBe(429)
			// The limit is per form: the contact page still takes the address's message.
			expect((await postForm(limited, '/api/ContactUs/store', await FORMS[1]!.valid(limited), '10.7.7.7')).statusCode).toBe(200)
		} finally {
			await limited.close()
		}
	})

	it('issues codes of four characters from the 62-symbol alphabet', async () => {
		const codes = await Promise.all(Array.from({ length: 30 }, () => captcha(app)))
		for (const { code, token } of codes) {
			expect(code).toMatch(/^[A-Za-z0-9]{4}$/)
			expect(token).not.toContain(code)
		}
		expect(new Set(codes.map((c) => c.code)).size).toBeGreaterThan(25)
		expect((await app.inject({ url: '/api/captcha' })).headers['cache-control']).toBe('no-store')
	})

	it('keeps the engine-independent storage honest (no partial rows on a failed transaction), and the lead in the spool', async () => {
		// A broken outbox insert must roll the lead back with it; the lead waits in the spool (decision 040).
		const rows = await count('contact_messages')
		await sql`alter table outbox rename to outbox_moved`.execute(database.db)
		try {
			const response = await FORMS[0]!.send(app, await FORMS[0]!.valid(app))
			expect(response.statusCode).toBe(200)
			expect(await count('contact_messages')).toBe(rows)
			expect(await app.leadSpool.length()).toBe(1)
		} finally {
			await sql`alter table outbox_moved rename to outbox`.execute(database.db)
		}
		await app.leadWorkflow.replayNow()
		expect(await app.leadSpool.length()).toBe(0)
		expect(await count('contact_messages')).toBe(rows + 1)
	})
})

describe('career applications with the files in a bucket', () => {
	let database: TestDatabase
	let app: FastifyInstance
	let s3: TestS3
	const dataDir = tempDataDir()

	beforeAll(async () => {
		database = await createTestDatabase('sqlite')
		s3 = await startTestS3()
		app = await createTestApp(database.db, { env: { DATA_DIR: dataDir, RATE_LIMIT_MAX: '100000', ...s3.env } })
		const job = await database.db.selectFrom('job_openings').select('id').orderBy('id').executeTakeFirstOrThrow()
		context = { ...context, jobId: job.id }
	})
	afterAll(async () => {
		await app?.close()
		await database?.destroy()
		await s3?.close()
	})

	it('keeps the CV in the bucket only, out of the notification, and keeps nothing of a refused one', async () => {
		const careers = FORMS[4]!
		const cv = pdfBytes(4096)
		const response = await careers.send(app, await careers.valid(app), { name: 'My CV.pdf', type: 'application/pdf', bytes: cv })
		expect(response.statusCode).toBe(200)
		const stored = await database.db.selectFrom('job_applications').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow()
		const bucket = await createS3Storage(s3.options)
		const kept = await bucket.open(`uploads/cv/${stored.cv_file}`)
		expect(kept?.bytes).toBe(cv.length)
		expect(Buffer.concat(await kept!.stream.toArray()).equals(cv)).toBe(true)
		expect(fs.existsSync(path.join(dataDir, 'uploads', 'cv'))).toBe(false)
		const mail = await database.db.selectFrom('outbox').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow()
		expect(mail).toMatchObject({ attachment_path: null, lead_kind: 'career', lead_id: stored.id })

		// A wrong code: the CV is checked and dropped, nothing reaches the bucket.
		const before = (await bucket.list('uploads/cv/')).length
		const refused = await careers.send(app, { ...(await careers.valid(app)), user_captcha_input: 'zzzz' }, { name: 'cv.pdf', type: 'application/pdf', bytes: cv })
		expect(refused.statusCode).toBe(422)
		expect(await bucket.list('uploads/cv/')).toHaveLength(before)
		expect(fs.readdirSync(path.join(dataDir, 'uploads', 'tmp'))).toEqual([])
	})
})
