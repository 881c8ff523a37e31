import { createHash, createHmac, randomUUID } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { sql } from 'kysely'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createLocalStorage } from '#app/server/storage.server.ts'
import { createCvStore, type CvStore } from '#app/server/uploads.server.ts'
import { createAuth } from '#app/server/auth.server.ts'
import { createMailer, processOutbox, queueMail } from '#app/server/mail.server.ts'
import { audit } from '#app/features/staff/audit.server.ts'
import { createStaffUser } from '#app/features/staff/staff.server.ts'
import { tempDataDir } from '#tests/setup/app.ts'
import { startSmtp } from '#tests/setup/smtp.ts'
import { createTestDatabase, ENGINES, type TestDatabase } from '#tests/setup/database.ts'
import { INBOX_PAGE_SIZE, LEAD_KINDS } from './inbox.labels.ts'
import { InboxFilterSchema } from './inbox.schema.ts'
import { listLeads, type ReadableKinds } from './inbox.server.ts'
import { exportLeads, leadsCsv } from './lead-export.server.ts'
import { addNote, assignLead, findLead, leadTimeline, listNotes, replyToLead, setLeadStatus } from './lead-handling.server.ts'
import { erasePerson, erasureFingerprint, erasureSubject, findPerson, purgeExpiredCvs, storedCvNames } from './personal-data.server.ts'
import { applicationLead, commentLead, commitLead, contactLead, type Provenance, quoteLead } from './leads.server.ts'

/**
 * The leads inbox against a real database on each engine: one list over the
 * three lead tables, its filters and pages, what each role may read, the CSV
 * export, status and notes, erasing a person (rows, notifications and CV
 * files) and the purge of CVs past their retention period.
 */

const visitor: Provenance = { source_page: '/contact', ip: '203.0.113.9', user_agent: 'test browser', spam: false }
const SITE_URL = 'http://site.test'
const LEADS_TO = { to: 'leads@agency.test', siteUrl: SITE_URL }
const REPLY_FROM = { replyTo: 'hello@agency.test', subject: 'Re: your quote request to Lanternfish', signature: ['Ada Min', 'Lanternfish', SITE_URL] }
const CV_MAX_BYTES = 5 * 1024 * 1024

/** What the back office lets each role read (app/routes/admin/access.ts). */
const ADMIN: ReadableKinds = LEAD_KINDS
const EDITOR: ReadableKinds = ['quick', 'contact', 'quote']
const RECRUITER: ReadableKinds = ['career']

/** The inbox's filter as the query string gives it. */
const filter = (fields: Record<string, string> = {}) => InboxFilterSchema.parse(fields)

interface Person {
	name: string
	email: string
}
const asha: Person = { name: 'Asha Verma', email: 'asha.verma@example.com' }
const ben: Person = { name: 'Ben Okafor', email: 'ben@example.com' }

const DAY_MS = 24 * 60 * 60 * 1000

/** Reads CSV as RFC 4180 writes it: a quoted cell may hold commas, doubled quotes and line breaks. */
function readCsv(text: string): string[][] {
	const rows: string[][] = []
	let row: string[] = []
	let cell = ''
	let quoted = false
	for (let i = 0; i < text.length; i++) {
		const c = text[i]!
		if (quoted && c === '"' && text[i + 1] === '"') {
			cell += '"'
			i++
		} else if (c === '"') {
			quoted = !quoted
		} else if (!quoted && c === ',') {
			row.push(cell)
			cell = ''
		} else if (!quoted && c === '\r' && text[i + 1] === '\n') {
			rows.push([...row, cell])
			row = []
			cell = ''
			i++
		} else {
			cell += c
		}
	}
	if (cell !== '' || row.length > 0) rows.push([...row, cell])
	return rows
}

describe.each(ENGINES)('the leads inbox on %s', (engine) => {
	let database: TestDatabase
	let cvStore: CvStore
	let dataDir: string
	let job: { id: number; title: string }
	let post: { id: number; title: string }
	let demoCommentIds: number[]
	/** Two colleagues who read every lead. */
	let ada: { id: string; name: string; email: string }
	let ed: { id: string; name: string; email: string }

	beforeAll(async () => {
		database = await createTestDatabase(engine)
		const auth = createAuth({ db: database.db, engine, secret: 'unused-here-but-at-least-thirty-two-characters', siteUrl: SITE_URL })
		ada = await createStaffUser(auth, database.db, { email: 'ada@agency.test', password: 'a long enough password', role: 'admin', name: 'Ada Min' })
		ed = await createStaffUser(auth, database.db, { email: 'ed@agency.test', password: 'a long enough password', role: 'admin', name: 'Ed Itor' })
		dataDir = tempDataDir()
		cvStore = createCvStore(createLocalStorage(dataDir), path.join(dataDir, 'uploads', 'tmp'), CV_MAX_BYTES)
		job = await database.db.selectFrom('job_openings').select(['id', 'title']).orderBy('id').executeTakeFirstOrThrow()
		post = await database.db.selectFrom('blog_posts').select(['id', 'title']).orderBy('id').executeTakeFirstOrThrow()
		demoCommentIds = (await database.db.selectFrom('blog_comments').select('id').execute()).map((row) => row.id)
	})
	afterAll(async () => database?.destroy())

	// Every test starts with an empty inbox; the demo blog comments stay, as other people's rows.
	beforeEach(async () => {
		const { db } = database
		for (const table of ['lead_notes', 'lead_events', 'outbox', 'contact_messages', 'quote_requests', 'job_applications'] as const) await db.deleteFrom(table).execute()
		await db.deleteFrom('blog_comments').where('id', 'not in', demoCommentIds).execute()
	})

	/** Dates a lead as received at that moment. */
	async function receivedAt(table: 'contact_messages' | 'quote_requests' | 'job_applications', id: number, at: string) {
		await database.db.updateTable(table).set({ created_at: at }).where('id', '=', id).execute()
	}

	async function sendContact(person: Person, message: string, { form = 'contact', at = '', spam = false }: { form?: 'quick' | 'contact'; at?: string; spam?: boolean } = {}) {
		const id = await commitLead(database.db, contactLead({ form, ...person, phone: '5550100', message }), { ...visitor, spam }, LEADS_TO)
		if (at) await receivedAt('contact_messages', id, at)
		return id
	}

	async function sendQuote(person: Person, content: string, { at = '' } = {}) {
		const id = await commitLead(
			database.db,
			quoteLead({
				...person,
				phone: '5550101',
				website: 'https://example.com',
				company: 'Example Ltd',
				budget: '5000',
				how_know: 'Search',
				content,
				technology: 'wordpress',
				portfolio_item_id: null,
				portfolio_item_title: 'Harbour Bakery',
			}),
			{ ...visitor, source_page: '/portfolio/wordpress' },
			LEADS_TO,
		)
		if (at) await receivedAt('quote_requests', id, at)
		return id
	}

	/** An application with its CV kept through the CV store, as the career form does. */
	async function sendApplication(person: Person, description: string, { at = '' } = {}) {
		const tempPath = path.join(dataDir, `${randomUUID()}.part`)
		fs.writeFileSync(tempPath, '%PDF-1.4\n% a test CV\n')
		const cv = await cvStore.keep({ tempPath, bytes: 21, originalName: 'cv.pdf' })
		const id = await commitLead(
			database.db,
			applicationLead({
				job_id: job.id,
				job_title: job.title,
				...person,
				phone: '5550102',
				current_salary: '40000',
				expected_salary: '48000',
				description,
				cv_file: cv.name,
				cv_original_name: 'cv.pdf',
				cv_bytes: 21,
			}),
			{ ...visitor, source_page: '/career' },
			LEADS_TO,
		)
		if (at) await receivedAt('job_applications', id, at)
		return { id, cvKey: cv.key, cvPath: path.join(dataDir, ...cv.key.split('/')) }
	}

	async function sendComment(person: Person, comment: string) {
		return commitLead(database.db, commentLead({ blog_id: post.id, post_title: post.title, ...person, phone: '', comment }, { autoApprove: false }), visitor, LEADS_TO)
	}

	describe('listing', () => {
		it('lists the three lead tables as one list, newest first, with what each lead is about', async () => {
			const quick = await sendContact(asha, 'Call me back', { form: 'quick', at: '2025-03-01T08:00:00.000Z' })
			const career = await sendApplication(ben, 'I build Laravel apps', { at: '2025-03-02T08:00:00.000Z' })
			const quote = await sendQuote(asha, 'A shop for our bakery', { at: '2025-03-03T08:00:00.000Z' })

			const { rows, total } = await listLeads(database.db, ADMIN, filter())

			expect(total).toBe(3)
			expect(rows.map((row) => [row.kind, row.id])).toEqual([
				['quote', quote],
				['career', career.id],
				['quick', quick],
			])
			expect(rows[0]).toMatchObject({ name: 'Asha Verma', status: 'new', source_page: '/portfolio/wordpress', about: 'wordpress / Harbour Bakery', text: 'A shop for our bakery' })
			expect(rows[1]).toMatchObject({ name: 'Ben Okafor', about: job.title, text: 'I build Laravel apps', created_at: '2025-03-02T08:00:00.000Z' })
			expect(rows[2]).toMatchObject({ email: asha.email, phone: '5550100', about: '', text: 'Call me back' })
		})

		it('filters by kind, telling a quick contact from a contact page message', async () => {
			const quick = await sendContact(asha, 'From the footer', { form: 'quick' })
			const page = await sendContact(ben, 'From the contact page')
			const quote = await sendQuote(asha, 'A quote')

			const ids = async (kind: string) => (await listLeads(database.db, ADMIN, filter({ kind }))).rows.map((row) => row.id)
			expect(await ids('quick')).toEqual([quick])
			expect(await ids('contact')).toEqual([page])
			expect(await ids('quote')).toEqual([quote])
			expect(await ids('career')).toEqual([])
		})

		it('filters by status', async () => {
			const spam = await sendContact(asha, 'Cheap pills', { spam: true })
			const won = await sendQuote(ben, 'A new website')
			await setLeadStatus(database.db, 'quote', won, 'won')
			await sendContact(ben, 'Still new')

			expect((await listLeads(database.db, ADMIN, filter({ status: 'spam' }))).rows.map((row) => [row.kind, row.id])).toEqual([['contact', spam]])
			expect((await listLeads(database.db, ADMIN, filter({ status: 'won' }))).rows.map((row) => [row.kind, row.id])).toEqual([['quote', won]])
			expect((await listLeads(database.db, ADMIN, filter({ status: 'new' }))).total).toBe(1)
		})

		it('filters by the days received, both days included', async () => {
			const justBefore = await sendContact(asha, 'a', { at: '2025-02-28T23:59:59.999Z' })
			const firstThing = await sendContact(asha, 'b', { at: '2025-03-01T00:00:00.000Z' })
			const lastThing = await sendContact(asha, 'c', { at: '2025-03-02T23:59:59.999Z' })
			const nextDay = await sendContact(asha, 'd', { at: '2025-03-03T00:00:00.000Z' })

			const ids = async (fields: Record<string, string>) => (await listLeads(database.db, ADMIN, filter(fields))).rows.map((row) => row.id)
			expect(await ids({ from: '2025-03-01', to: '2025-03-02' })).toEqual([lastThing, firstThing])
			expect(await ids({ from: '2025-03-02' })).toEqual([nextDay, lastThing])
			expect(await ids({ to: '2025-02-28' })).toEqual([justBefore])
		})

		it('finds leads by name, e-mail or message whatever the case, taking % and _ literally', async () => {
			const byName = await sendContact({ name: 'Chandra Iyer', email: 'ci@example.org' }, 'Hello')
			const byEmail = await sendContact({ name: 'D. Lee', email: 'dana.lee@studio.example' }, 'Hello')
			const byMessage = await sendQuote({ name: 'Eve', email: 'eve@example.net' }, 'We need 100% uptime for our_shop')
			await sendContact({ name: 'Frank', email: 'frank@example.net' }, 'We need 100 pages for our shop')

			const ids = async (q: string) => (await listLeads(database.db, ADMIN, filter({ q }))).rows.map((row) => row.id)
			expect(await ids('chandra')).toEqual([byName])
			expect(await ids('DANA.LEE@')).toEqual([byEmail])
			expect(await ids('Uptime')).toEqual([byMessage])
			expect(await ids('100%')).toEqual([byMessage])
			expect(await ids('our_shop')).toEqual([byMessage])
			expect(await ids('nobody at all')).toEqual([])
		})

		it('never gives a role the kinds it may not read, even when it asks for them', async () => {
			const enquiry = await sendContact(asha, 'An enquiry', { at: '2025-03-01T08:00:00.000Z' })
			const quote = await sendQuote(asha, 'A quote', { at: '2025-03-02T08:00:00.000Z' })
			const application = await sendApplication(asha, 'An application', { at: '2025-03-03T08:00:00.000Z' })

			const editor = await listLeads(database.db, EDITOR, filter())
			expect(editor.rows.map((row) => [row.kind, row.id])).toEqual([
				['quote', quote],
				['contact', enquiry],
			])
			expect(editor.total).toBe(2)
			expect(await listLeads(database.db, EDITOR, filter({ kind: 'career' }))).toEqual({ rows: [], total: 0 })
			expect(await exportLeads(database.db, EDITOR, filter({ kind: 'career' }))).toEqual([])

			const recruiter = await listLeads(database.db, RECRUITER, filter({ q: 'asha' }))
			expect(recruiter.rows.map((row) => [row.kind, row.id])).toEqual([['career', application.id]])
			expect(await listLeads(database.db, RECRUITER, filter({ kind: 'quote' }))).toEqual({ rows: [], total: 0 })
			expect(await listLeads(database.db, [], filter())).toEqual({ rows: [], total: 0 })
		})

		it(`shows ${INBOX_PAGE_SIZE} leads a page and counts every lead that matches`, async () => {
			const start = Date.parse('2025-01-01T00:00:00.000Z')
			const inserted = await database.db
				.insertInto('contact_messages')
				.values(
					Array.from({ length: INBOX_PAGE_SIZE + 3 }, (_, i) => ({
						form: 'contact',
						name: `Visitor ${i + 1}`,
						email: `visitor${i + 1}@example.com`,
						phone: '',
						message: 'Bulk enquiry',
						created_at: new Date(start + i * 60_000).toISOString(),
					})),
				)
				.returning('id')
				.execute()
			const newestFirst = inserted.map((row) => row.id).reverse()

			const first = await listLeads(database.db, ADMIN, filter())
			const second = await listLeads(database.db, ADMIN, filter({ page: '2' }))
			const third = await listLeads(database.db, ADMIN, filter({ page: '3' }))

			expect(first.total).toBe(INBOX_PAGE_SIZE + 3)
			expect(first.rows.map((row) => row.id)).toEqual(newestFirst.slice(0, INBOX_PAGE_SIZE))
			expect(second).toEqual({ rows: expect.any(Array), total: INBOX_PAGE_SIZE + 3 })
			expect(second.rows.map((row) => row.id)).toEqual(newestFirst.slice(INBOX_PAGE_SIZE))
			expect(third).toEqual({ rows: [], total: INBOX_PAGE_SIZE + 3 })
		})
	})

	describe('export', () => {
		it('exports every lead the filter matches, past the first page, newest first', async () => {
			await database.db
				.insertInto('contact_messages')
				.values(
					Array.from({ length: INBOX_PAGE_SIZE + 5 }, (_, i) => ({
						form: i % 2 === 0 ? 'quick' : 'contact',
						name: `Visitor ${i + 1}`,
						email: `visitor${i + 1}@example.com`,
						phone: '',
						message: 'Bulk enquiry',
						created_at: new Date(Date.parse('2025-01-01T00:00:00.000Z') + i * 60_000).toISOString(),
					})),
				)
				.execute()
			await sendQuote(asha, 'A new website')

			const quick = await exportLeads(database.db, ADMIN, filter({ kind: 'quick', q: 'bulk' }))
			const listed = await listLeads(database.db, ADMIN, filter({ kind: 'quick', q: 'bulk' }))

			expect(quick).toHaveLength(28)
			expect(listed.total).toBe(28)
			expect(quick.every((row) => row.kind === 'quick' && row.text === 'Bulk enquiry')).toBe(true)
			expect(quick.map((row) => row.created_at)).toEqual(quick.map((row) => row.created_at).sort().reverse())
			expect(await exportLeads(database.db, ADMIN, filter({ q: 'bulk' }))).toHaveLength(INBOX_PAGE_SIZE + 5)
		})

		it('writes CSV with a byte-order mark, a header row and CRLF lines', async () => {
			const id = await sendQuote(asha, 'A shop, with "quotes"\nand two lines', { at: '2025-03-03T08:00:00.000Z' })
			const csv = leadsCsv(await exportLeads(database.db, ADMIN, filter()))

			expect(csv.startsWith('\uFEFF')).toBe(true)
			expect(csv.endsWith('\r\n')).toBe(true)
			expect(readCsv(csv.slice(1))).toEqual([
				[
					'Received (UTC)', 'Kind', 'Status', 'Assigned to', 'Name', 'Email', 'Phone', 'About', 'Message', 'Company', 'Website', 'Budget', 'Heard of us',
					'Portfolio page', 'Project', 'Opening', 'Current salary', 'Expected salary', 'CV file', 'Notes', 'Sent from page',
					'First landing page', 'First referrer', 'First source', 'First medium', 'First campaign', 'Last landing page', 'Last referrer', 'Last source',
					'Last medium', 'Last campaign', 'Last term', 'Last content', 'Click ids present', 'Device', 'IP address', 'Browser', 'Reference',
				],
				[
					'2025-03-03T08:00:00.000Z',
					'Quote request',
					'New',
					'',
					'Asha Verma',
					'asha.verma@example.com',
					'5550101',
					'wordpress / Harbour Bakery',
					'A shop, with "quotes"\nand two lines',
					'Example Ltd',
					'https://example.com',
					'5000',
					'Search',
					'wordpress',
					'Harbour Bakery',
					'',
					'',
					'',
					'',
					'',
					'/portfolio/wordpress',
					// Sent without where the visit came from (decision 043): blank.
					...Array<string>(14).fill(''),
					'203.0.113.9',
					'test browser',
					`quote#${id}`,
				],
			])
		})

		it('keeps a cell that a spreadsheet would run as a formula as text', async () => {
			const formulas = ['=HYPERLINK("https://evil.example","Click")', '+1 555 0100', '-2+3', '@SUM(A1:A9)', '\t=1+1', '\r=1+1']
			for (const [i, formula] of formulas.entries()) {
				await sendContact({ name: formula, email: `visitor${i}@example.com` }, formula, { at: `2025-03-0${i + 1}T08:00:00.000Z` })
			}
			await sendContact({ name: 'Plain Name', email: 'plain@example.com' }, 'a = b, and 1 + 1', { at: '2025-03-09T08:00:00.000Z' })

			const [header, ...rows] = readCsv(leadsCsv(await exportLeads(database.db, ADMIN, filter())).slice(1))
			const name = header!.indexOf('Name')
			const message = header!.indexOf('Message')

			expect(rows.map((row) => row[name])).toEqual(['Plain Name', ...formulas.map((formula) => `'${formula}`).reverse()])
			expect(rows.map((row) => row[message])).toEqual(['a = b, and 1 + 1', ...formulas.map((formula) => `'${formula}`).reverse()])
			// Nothing else in a row starts like a formula either.
			expect(rows.flat().filter((cell) => /^[=+\-@\t\r]/.test(cell))).toEqual([])
		})

		it('keeps a formula after a ";" or "," as text too, whichever separator a spreadsheet splits the lines on', async () => {
			const attacks = [
				"Hi;=cmd|' /C calc'!A0;",
				'Hello,=HYPERLINK("https://evil.example")',
				'a; +1+1, -2+3',
				'b;@SUM(A1:A9)',
				'c;\t=1+1',
				'd;"=1+1"',
				'e, "@x"',
				'f;\r=1+1',
			]
			for (const [i, attack] of attacks.entries()) await sendContact({ name: `Visitor ${i}`, email: `visitor${i}@example.com` }, attack)
			await sendContact({ name: 'Plain Name', email: 'plain@example.com' }, 'A site of 5-10 pages, in 3-4 weeks; budget = 5k')
			const csv = leadsCsv(await exportLeads(database.db, ADMIN, filter()))
			const lines = csv.slice(1).split('\r\n').filter(Boolean)

			// Every cell is quoted.
			for (const line of lines) expect(line).toMatch(/^"(?:[^"]|"")*"(?:,"(?:[^"]|"")*")*$/)
			for (const separator of [';', ',']) {
				const cells = lines.flatMap((line) => line.split(separator))
				const stripped = (pattern: RegExp) => cells.map((cell) => cell.replace(pattern, ''))
				expect(stripped(/^[ "]+|[ "]+$/g).filter((cell) => /^[=+\-@\t\r]/.test(cell)), separator).toEqual([])
				expect(stripped(/^[\s"]+|[\s"]+$/g).filter((cell) => /^[=+\-@]/.test(cell)), separator).toEqual([])
			}
			// Read as CSV, ordinary text is as it was typed.
			const [header, ...rows] = readCsv(csv.slice(1))
			const message = header!.indexOf('Message')
			expect(rows.map((row) => row[message])).toContain('A site of 5-10 pages, in 3-4 weeks; budget = 5k')
			expect(rows.map((row) => row[message])).toContain("Hi;'=cmd|' /C calc'!A0;")
		})

		it('keeps a formula after a line break as text too, for a reader that starts a row there', async () => {
			const attacks = ['Hello\n=HYPERLINK("https://evil.example","Click")', 'Hi\r\n+1+1', 'Hey\r-2+3', 'Yo\n\n  @SUM(A1:A9)', 'Ok\n\t=1+1']
			for (const [i, attack] of attacks.entries()) await sendContact({ name: `Visitor ${i}`, email: `visitor${i}@example.com` }, attack)
			await sendContact({ name: 'Line\n=1+1', email: 'lines@example.com' }, 'Two lines\nof plain text')
			const csv = leadsCsv(await exportLeads(database.db, ADMIN, filter()))

			// Split on every line break, ignoring the quotes: no line starts like a formula.
			const lines = csv.slice(1).split(/\r\n|[\r\n]/)
			expect(lines.filter((line) => /^[ "]*[=+\-@\t]/.test(line))).toEqual([])
			const [header, ...rows] = readCsv(csv.slice(1))
			const message = header!.indexOf('Message')
			expect(rows.map((row) => row[message])).toEqual([
				'Two lines\nof plain text',
				"Ok\n'\t=1+1",
				"Yo\n\n  '@SUM(A1:A9)",
				"Hey\r'-2+3",
				"Hi\r\n'+1+1",
				`Hello\n'=HYPERLINK("https://evil.example","Click")`,
			])
			expect(rows[0]![header!.indexOf('Name')]).toBe("Line\n'=1+1")
		})
	})

	describe('one lead', () => {
		it('changes the status of that lead only, and answers false for a lead that does not exist', async () => {
			const first = await sendContact(asha, 'First')
			const second = await sendContact(ben, 'Second')

			expect(await setLeadStatus(database.db, 'contact', first, 'contacted')).toBe(true)
			expect(await findLead(database.db, 'contact', first)).toMatchObject({ status: 'contacted' })
			expect(await findLead(database.db, 'contact', second)).toMatchObject({ status: 'new' })
			expect(await setLeadStatus(database.db, 'quote', 999_999, 'won')).toBe(false)
		})

		it('keeps notes on a lead with their author and time, oldest first, apart from other leads', async () => {
			const lead = await sendContact(asha, 'Call me')
			const other = await sendContact(ben, 'Call me too')
			const before = new Date().toISOString()
			await addNote(database.db, 'contact', lead, { id: 'staff-1', name: 'Ed Itor' }, 'Left a voicemail')
			await addNote(database.db, 'contact', lead, { id: 'staff-2', name: 'Ada Min' }, 'Called back, sending a quote')
			await addNote(database.db, 'contact', other, { id: 'staff-1', name: 'Ed Itor' }, 'Not this one')
			// The same id in another table is another lead.
			await addNote(database.db, 'quote', lead, { id: 'staff-1', name: 'Ed Itor' }, 'Nor this one')
			const after = new Date().toISOString()

			const notes = await listNotes(database.db, 'contact', lead)

			expect(notes.map(({ author_name, body }) => [author_name, body])).toEqual([
				['Ed Itor', 'Left a voicemail'],
				['Ada Min', 'Called back, sending a quote'],
			])
			for (const note of notes) {
				expect(note.created_at >= before && note.created_at <= after).toBe(true)
			}
		})
	})

	describe('notifications', () => {
		it('link to the lead or the comment in the back office, with no attachment and no command', async () => {
			const { db } = database
			const contact = await sendContact(asha, 'Hello')
			const quote = await sendQuote(ben, 'A shop')
			const application = await sendApplication(asha, 'An application')
			const comment = await sendComment(ben, 'Nice post')
			const mails = await db.selectFrom('outbox').selectAll().orderBy('id').execute()

			expect(mails.map((mail) => [mail.lead_kind, mail.lead_id])).toEqual([
				['contact', contact],
				['quote', quote],
				['career', application.id],
				[null, null],
			])
			expect(mails[0]!.body).toContain(`Open it in the back office: ${SITE_URL}/admin/leads/contact/${contact}`)
			expect(mails[1]!.body).toContain(`${SITE_URL}/admin/leads/quote/${quote}`)
			expect(mails[2]!.body).toContain(`${SITE_URL}/admin/leads/career/${application.id}`)
			expect(mails[2]!.body).toContain("download it from the application's page")
			expect(mails[2]!.body).not.toContain(path.basename(application.cvPath))
			expect(mails[3]!.body).toContain(`${SITE_URL}/admin/comments?status=pending#comment-${comment}`)
			for (const mail of mails) {
				expect(mail).toMatchObject({ attachment_path: null, attachment_name: null })
				expect(mail.body).not.toMatch(/npm run|npx |\$ /)
			}
		})
	})

	describe('following a lead up', () => {
		it('assigns a lead to a colleague, who is sent a link to it and nothing of the sender', async () => {
			const { db } = database
			const quote = await sendQuote(asha, 'A shop for our bakery')

			expect(await assignLead(db, 'quote', quote, ed, ada, SITE_URL)).toBe('assigned')
			// The same colleague again changes nothing and sends nothing.
			expect(await assignLead(db, 'quote', quote, ed, ada, SITE_URL)).toBe('unchanged')

			expect(await findLead(db, 'quote', quote)).toMatchObject({ assignee_id: ed.id })
			const [mail, ...others] = await db.selectFrom('outbox').selectAll().where('kind', '=', 'lead:assigned').execute()
			expect(others).toEqual([])
			expect(mail).toMatchObject({ to_address: 'ed@agency.test', lead_kind: 'quote', lead_id: quote, status: 'pending', attachment_path: null })
			expect(mail!.body).toContain(`${SITE_URL}/admin/leads/quote/${quote}`)
			expect(mail!.body).toContain('Ada Min assigned you a quote request')
			expect(`${mail!.subject} ${mail!.body}`).not.toMatch(/Asha|asha\.verma|bakery/i)
			// Taking a lead yourself, or giving it to nobody, sends nothing.
			await assignLead(db, 'quote', quote, ada, ada, SITE_URL)
			await assignLead(db, 'quote', quote, null, ada, SITE_URL)
			expect(await db.selectFrom('outbox').select('id').where('kind', '=', 'lead:assigned').execute()).toHaveLength(1)
			expect((await leadTimeline(db, 'quote', quote)).map((entry) => (entry.type === 'assigned' ? [entry.who, entry.assignee] : entry.type))).toEqual([
				['Ada Min', 'Ed Itor'],
				['Ada Min', 'Ada Min'],
				['Ada Min', ''],
			])
			expect(await assignLead(db, 'quote', 999_999, ed, ada, SITE_URL)).toBe('missing')
		})

		it("filters the inbox by the viewer's own leads and by leads nobody has, and names the assignee", async () => {
			const { db } = database
			const mine = await sendContact(asha, 'Mine')
			const theirs = await sendQuote(ben, 'Theirs')
			const nobodys = await sendContact(ben, 'Nobody has it')
			await assignLead(db, 'contact', mine, ada, ada, SITE_URL)
			await assignLead(db, 'quote', theirs, ed, ada, SITE_URL)

			const ids = async (assignee: string) => (await listLeads(db, ADMIN, filter({ assignee }), ada.id)).rows.map((row) => [row.kind, row.id, row.assignee_name])
			expect(await ids('mine')).toEqual([['contact', mine, 'Ada Min']])
			expect(await ids('unassigned')).toEqual([['contact', nobodys, null]])
			expect((await listLeads(db, ADMIN, filter({ assignee: 'mine' }), ed.id)).rows.map((row) => row.id)).toEqual([theirs])
			expect(InboxFilterSchema.safeParse({ assignee: 'everyone' }).success).toBe(false)
		})

		it('finds a lead by any field it was sent with, by its notes and by the replies sent', async () => {
			const { db } = database
			const quote = await commitLead(
				db,
				quoteLead({
					...asha, phone: '5550101', website: 'https://harbour.example', company: 'Harbour Bakery Ltd', budget: '7500', how_know: 'A podcast about baking',
					content: 'A shop', technology: 'wordpress', portfolio_item_id: null, portfolio_item_title: '',
				}),
				visitor,
				LEADS_TO,
			)
			const application = await sendApplication(ben, 'Hello')
			const noted = await sendContact({ name: 'Gil', email: 'gil@example.net' }, 'Hello')
			await addNote(db, 'contact', noted, ada, 'Met them at the Lisbon meetup')
			const replied = await sendContact({ name: 'Hal', email: 'hal@example.net' }, 'Hello')
			await replyToLead(db, 'contact', replied, 'Our workshop is on Thursday', ada, REPLY_FROM)
			await sendContact({ name: 'Ivy', email: 'ivy@example.net' }, 'Nothing to see')

			const ids = async (q: string) => (await listLeads(db, ADMIN, filter({ q }))).rows.map((row) => [row.kind, row.id])
			expect(await ids('harbour bakery')).toEqual([['quote', quote]])
			expect(await ids('PODCAST')).toEqual([['quote', quote]])
			expect(await ids('7500')).toEqual([['quote', quote]])
			expect(await ids('harbour.example')).toEqual([['quote', quote]])
			expect(await ids('48000')).toEqual([['career', application.id]])
			expect(await ids('lisbon meetup')).toEqual([['contact', noted]])
			expect(await ids('workshop')).toEqual([['contact', replied]])
			// A note on another table's lead with the same id is not this lead's.
			await addNote(db, 'quote', noted, ada, 'Only about a quote')
			expect(await ids('only about')).toEqual(quote === noted ? [['quote', quote]] : [])
		})

		it('exports the assignee, each kind of lead with its own fields, and the notes', async () => {
			const { db } = database
			const quote = await sendQuote(asha, 'A shop', { at: '2025-03-02T08:00:00.000Z' })
			const application = await sendApplication(ben, 'Hello', { at: '2025-03-01T08:00:00.000Z' })
			await assignLead(db, 'quote', quote, ed, ada, SITE_URL)
			await addNote(db, 'quote', quote, ada, 'Called them')
			await addNote(db, 'quote', quote, ed, '=1+1 sent a proposal')

			const [header, ...rows] = readCsv(leadsCsv(await exportLeads(db, ADMIN, filter())).slice(1))
			const cell = (row: string[], column: string) => row[header!.indexOf(column)]
			expect(rows).toHaveLength(2)
			expect(cell(rows[0]!, 'Assigned to')).toBe('Ed Itor')
			expect(cell(rows[0]!, 'Company')).toBe('Example Ltd')
			expect(cell(rows[0]!, 'Heard of us')).toBe('Search')
			expect(cell(rows[0]!, 'Notes')).toMatch(/^Ada Min, \S+: Called them\nEd Itor, \S+: =1\+1 sent a proposal$/)
			expect(cell(rows[1]!, 'Assigned to')).toBe('')
			expect(cell(rows[1]!, 'Opening')).toBe(job.title)
			expect(cell(rows[1]!, 'Expected salary')).toBe('48000')
			expect(cell(rows[1]!, 'CV file')).toBe('cv.pdf')
			expect(cell(rows[1]!, 'Reference')).toBe(`career#${application.id}`)
		})

		it('replies to the sender through the outbox, from the agency, and shows the reply and its delivery on the timeline', async () => {
			const { db } = database
			const quote = await sendQuote(asha, 'A shop')
			await addNote(db, 'quote', quote, ada, 'Looks promising')

			expect(await replyToLead(db, 'quote', quote, 'Thank you, Asha!\nCould we talk on Monday?', ada, REPLY_FROM)).toBe(true)

			const reply = await db.selectFrom('outbox').selectAll().where('kind', '=', 'lead:reply').executeTakeFirstOrThrow()
			expect(reply).toMatchObject({ to_address: asha.email, reply_to: 'hello@agency.test', subject: REPLY_FROM.subject, lead_kind: 'quote', lead_id: quote, status: 'pending' })
			expect(reply.body).toBe(`Thank you, Asha!\nCould we talk on Monday?\n\n-- \nAda Min\nLanternfish\n${SITE_URL}`)
			// Answering a new lead moves it on.
			expect(await findLead(db, 'quote', quote)).toMatchObject({ status: 'contacted' })
			const timeline = await leadTimeline(db, 'quote', quote)
			expect(timeline.map((entry) => entry.type)).toEqual(['note', 'reply', 'status'])
			expect(timeline[1]).toMatchObject({ who: 'Ada Min', body: 'Thank you, Asha!\nCould we talk on Monday?', delivery: { state: 'queued', retrying: null } })

			const smtp = await startSmtp()
			try {
				const mailer = createMailer({ smtpUrl: smtp.url, outboxDir: tempDataDir() })
				await processOutbox(db, mailer, { from: 'Lanternfish <website@agency.test>' })
				mailer.close()
			} finally {
				await smtp.close()
			}
			const delivered = smtp.received.find((mail) => mail.to.includes(asha.email))!
			expect(delivered.raw).toMatch(/^From: Lanternfish <website@agency\.test>/m)
			expect(delivered.raw).toMatch(/^Reply-To: hello@agency\.test/m)
			expect(delivered.raw).toContain('Could we talk on Monday?')
			const after = (await leadTimeline(db, 'quote', quote))[1]!
			expect(after).toMatchObject({ type: 'reply', delivery: { state: 'sent', at: expect.stringMatching(/^\d{4}-/) } })

			await db.updateTable('outbox').set({ status: 'failed', last_error: '550 No such mailbox' }).where('id', '=', reply.id).execute()
			expect((await leadTimeline(db, 'quote', quote))[1]).toMatchObject({ delivery: { state: 'failed', error: '550 No such mailbox' } })
			expect(await replyToLead(db, 'quote', 999_999, 'Hello', ada, REPLY_FROM)).toBe(false)
		})

		it('puts a status change on the timeline once, with who made it', async () => {
			const { db } = database
			const contact = await sendContact(asha, 'Hello')
			await setLeadStatus(db, 'contact', contact, 'won', ed)
			await setLeadStatus(db, 'contact', contact, 'won', ed)
			expect((await leadTimeline(db, 'contact', contact)).map((entry) => (entry.type === 'status' ? [entry.who, entry.status] : entry.type))).toEqual([['Ed Itor', 'won']])
		})
	})

	describe('erasing a person', () => {
		it('finds everything stored about a person, whatever the case of the address', async () => {
			await sendContact({ ...asha, email: 'Asha.Verma@Example.com' }, 'Hello')
			await sendQuote({ ...asha, email: 'ASHA.VERMA@EXAMPLE.COM' }, 'A quote')
			await sendApplication(asha, 'An application')
			await sendComment({ ...asha, email: 'asha.Verma@example.com' }, 'Nice post')
			await sendContact(ben, 'Someone else')

			expect(await findPerson(database.db, 'asha.verma@EXAMPLE.com')).toEqual({ contact: 1, quote: 1, career: 1, comments: 1, total: 4 })
			expect(await findPerson(database.db, 'nobody@example.com')).toEqual({ contact: 0, quote: 0, career: 0, comments: 0, total: 0 })
		})

		it("removes the person's leads, comments, notes, notifications and CV files, and nobody else's", async () => {
			const { db } = database
			const ashaContact = await sendContact({ ...asha, email: 'Asha.Verma@Example.com' }, 'Hello')
			await sendQuote({ ...asha, email: 'ASHA.VERMA@EXAMPLE.COM' }, 'A quote')
			const ashaApplication = await sendApplication(asha, 'An application')
			const ashaOlderApplication = await sendApplication(asha, 'An older application', { at: '2024-01-01T00:00:00.000Z' })
			// An application whose CV was already purged has no file left to delete.
			await purgeExpiredCvs(db, cvStore, 180, new Date('2024-12-31T00:00:00.000Z'))
			await sendComment({ ...asha, email: 'asha.Verma@example.com' }, 'Nice post')
			await addNote(db, 'contact', ashaContact, { id: 'staff-1', name: 'Ed Itor' }, 'About Asha')
			const benContact = await sendContact(ben, 'Someone else')
			const benApplication = await sendApplication(ben, 'Another application')
			const benComment = await sendComment(ben, 'Also a nice post')
			await addNote(db, 'contact', benContact, { id: 'staff-1', name: 'Ed Itor' }, 'About Ben')
			const othersComments = () => db.selectFrom('blog_comments').select('id').where(sql`lower(email)`, '<>', asha.email).orderBy('id').execute()
			const commentsBefore = await othersComments()

			const erased = await erasePerson(db, cvStore, 'Asha.Verma@example.COM')

			expect(erased).toEqual({ contact: 1, quote: 1, career: 2, comments: 1, mails: 5, redacted: 0, delivered: 0, withCv: 0 })
			expect(await findPerson(db, asha.email)).toMatchObject({ total: 0 })
			expect(fs.existsSync(ashaApplication.cvPath)).toBe(false)
			expect(fs.existsSync(ashaOlderApplication.cvPath)).toBe(false)
			expect(await db.selectFrom('lead_notes').select('body').execute()).toEqual([{ body: 'About Ben' }])
			expect(await db.selectFrom('outbox').select('reply_to').where(sql`lower(reply_to)`, '=', asha.email).execute()).toEqual([])

			expect(await findPerson(db, ben.email)).toEqual({ contact: 1, quote: 0, career: 1, comments: 1, total: 3 })
			expect(fs.existsSync(benApplication.cvPath)).toBe(true)
			expect(await db.selectFrom('outbox').select('id').where('reply_to', '=', ben.email).execute()).toHaveLength(3)
			expect(await findLead(db, 'career', benApplication.id)).toMatchObject({ name: 'Ben Okafor' })
			expect(await db.selectFrom('blog_comments').select('id').where('id', '=', benComment).execute()).toHaveLength(1)
			expect(await othersComments()).toEqual(commentsBefore)
		})

		it("removes the unsent e-mails about the person, blanks the sent ones and counts those delivered to the team", async () => {
			const { db } = database
			const delivered = await sendQuote(asha, 'Delivered notification')
			const waiting = await sendContact(asha, 'Waiting notification')
			await assignLead(db, 'quote', delivered, ed, ada, SITE_URL)
			await replyToLead(db, 'quote', delivered, 'Our reply, already sent', ada, REPLY_FROM)
			// Sent before CVs stayed in the back office: a notification with the CV attached.
			await queueMail(db, { kind: 'career', to: LEADS_TO.to, replyTo: asha.email, subject: 'Application from Asha', body: 'CV attached', attachment: { path: 'uploads/cv/old.pdf', name: 'cv.pdf' } })
			const ben1 = await sendContact(ben, 'Ben, not erased')
			const contactMails = (id: number) => db.selectFrom('outbox').select('id').where('lead_kind', '=', 'contact').where('lead_id', '=', id)
			const waitingMail = (await contactMails(waiting).executeTakeFirstOrThrow()).id
			const benMail = (await contactMails(ben1).executeTakeFirstOrThrow()).id
			await db.updateTable('outbox').set({ status: 'sent', sent_at: new Date().toISOString() }).where('id', 'not in', [waitingMail, benMail]).execute()
			await db.updateTable('outbox').set({ status: 'failed' }).where('id', '=', waitingMail).execute()

			const erased = await erasePerson(db, cvStore, asha.email)

			// Sent: the quote's notification, its assignment, the reply, the old application notification; failed: the contact's.
			expect(erased).toMatchObject({ mails: 1, redacted: 4, delivered: 3, withCv: 1 })
			const after = await db.selectFrom('outbox').selectAll().orderBy('id').execute()
			expect(after.map((row) => row.id)).not.toContain(waitingMail)
			const blanked = after.filter((row) => row.status === 'sent')
			expect(blanked).toHaveLength(4)
			expect(JSON.stringify(blanked)).not.toMatch(/asha|Delivered notification|already sent|old\.pdf/i)
			expect(blanked.map((row) => row.to_address).sort()).toEqual(['ed@agency.test', 'erased', LEADS_TO.to, LEADS_TO.to].sort())
			expect(after.find((row) => row.id === benMail)).toMatchObject({ reply_to: ben.email, status: 'pending' })
			expect(await db.selectFrom('lead_events').select('id').where('lead_kind', '=', 'quote').where('lead_id', '=', delivered).execute()).toEqual([])
		})

		it("fingerprints an address with the app's secret, trimmed and lowercased, so that hashing a guessed address does not find it", () => {
			const secret = 'a-test-secret-of-at-least-thirty-two-characters'
			const fingerprint = createHmac('sha256', secret).update('erasure:asha.verma@example.com').digest('hex')
			expect(erasureFingerprint(secret, 'asha.verma@example.com')).toBe(fingerprint)
			expect(erasureFingerprint(secret, '  Asha.Verma@EXAMPLE.com\n')).toBe(fingerprint)
			expect(erasureSubject(secret, 'asha.verma@example.com')).toBe(`hmac-sha256:${fingerprint}`)
			expect(erasureFingerprint(secret, 'ben@example.com')).not.toBe(fingerprint)
			// Neither the plain hash of the address nor the fingerprint under another secret.
			expect(fingerprint).not.toBe(createHash('sha256').update('asha.verma@example.com').digest('hex'))
			expect(erasureFingerprint('another-secret-of-at-least-thirty-two-characters', 'asha.verma@example.com')).not.toBe(fingerprint)
		})

		it('takes out of older audit entries the CV file names and searches that named the person, and nothing else', async () => {
			const { db } = database
			const staff = { id: 'staff-1', email: 'ed@agency.test', ip: '198.51.100.1' }
			const ashaApplication = await sendApplication(asha, 'An application')
			const benApplication = await sendApplication(ben, 'Another application')
			// Entries as they were written before they named the application only, and a lead export's search.
			await audit(db, staff, 'cv.download', `job_applications#${ashaApplication.id}`, { file: 'Asha Verma - CV.pdf' })
			await audit(db, staff, 'cv.download', `job_applications#${benApplication.id}`, { file: 'Ben Okafor CV.pdf' })
			await audit(db, staff, 'lead.export', 'leads', { filter: { q: 'Asha.Verma@Example.com', kind: 'career' }, rows: 1 })
			await audit(db, staff, 'lead.export', 'leads', { filter: { q: ben.email }, rows: 1 })
			await audit(db, staff, 'lead.status', `career#${ashaApplication.id}`, { status: 'contacted' })
			await audit(db, staff, 'staff.created', 'new.colleague@agency.test', { role: 'editor', name: 'New Colleague' })
			const entries = () => db.selectFrom('audit_log').select(['action', 'subject', 'detail']).orderBy('id').execute()
			const before = await entries()

			await erasePerson(db, cvStore, 'ASHA.verma@example.com')

			const after = await entries()
			expect(JSON.stringify(after)).not.toMatch(/asha/i)
			expect(after).toEqual([
				{ action: 'cv.download', subject: `job_applications#${ashaApplication.id}`, detail: '' },
				before[1],
				{ action: 'lead.export', subject: 'leads', detail: JSON.stringify({ filter: { q: '(erased)', kind: 'career' }, rows: 1 }) },
				before[3],
				before[4],
				before[5],
			])
		})
	})

	describe('leftovers of a crash', () => {
		it('deletes half-written uploads, CVs cut off while stored and CVs no application names, once they are an hour old', async () => {
			const kept = await sendApplication(asha, 'Committed')
			const cvDir = path.dirname(kept.cvPath)
			const tmpDir = path.join(dataDir, 'uploads', 'tmp')
			fs.mkdirSync(tmpDir, { recursive: true })
			const orphan = path.join(cvDir, '00000000-0000-4000-8000-000000000001.pdf')
			const fresh = path.join(cvDir, '00000000-0000-4000-8000-000000000002.pdf')
			const partial = path.join(tmpDir, 'upload.part')
			// A CV whose copy into storage was cut off by the crash (the storage's name for a write in progress).
			const cutOff = path.join(cvDir, '.00000000-0000-4000-8000-000000000003.pdf.00000000-0000-4000-8000-000000000004.tmp')
			for (const file of [orphan, fresh, partial, cutOff]) fs.writeFileSync(file, '%PDF-')
			const hourAgo = new Date(Date.now() - 2 * 60 * 60 * 1000)
			for (const file of [orphan, partial, cutOff, kept.cvPath]) fs.utimesSync(file, hourAgo, hourAgo)

			expect(await cvStore.removeLeftovers((names) => storedCvNames(database.db, names))).toBe(3)
			expect([orphan, partial, cutOff].filter((file) => fs.existsSync(file))).toEqual([])
			// The committed CV stays, and so does a file another server may be committing right now.
			expect([kept.cvPath, fresh].filter((file) => fs.existsSync(file))).toEqual([kept.cvPath, fresh])
			fs.rmSync(fresh)
		})
	})

	describe('CV retention', () => {
		const now = new Date('2025-06-30T12:00:00.000Z')
		const daysBefore = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString()

		it('deletes the CV files older than the retention period once, keeping the applications', async () => {
			const { db } = database
			const oldest = await sendApplication(asha, 'Oldest', { at: daysBefore(400) })
			const old = await sendApplication(ben, 'Old', { at: daysBefore(181) })
			const onTheDay = await sendApplication(ben, 'Exactly at the limit', { at: daysBefore(180) })
			const recent = await sendApplication(asha, 'Recent', { at: daysBefore(10) })
			for (const { cvKey } of [oldest, old, onTheDay, recent]) {
				await queueMail(db, { kind: 'career', to: LEADS_TO.to, subject: 'Application', body: 'CV attached', attachment: { path: cvKey, name: 'cv.pdf' } })
			}

			const purged = await purgeExpiredCvs(db, cvStore, 180, now)

			expect([...purged].sort((a, b) => a - b)).toEqual([oldest.id, old.id])
			for (const application of [oldest, old]) {
				expect(fs.existsSync(application.cvPath)).toBe(false)
				expect(await findLead(db, 'career', application.id)).toMatchObject({ cv_file: '', cv_purged_at: now.toISOString() })
			}
			for (const application of [onTheDay, recent]) {
				expect(fs.existsSync(application.cvPath)).toBe(true)
				expect(await findLead(db, 'career', application.id)).toMatchObject({ cv_file: path.basename(application.cvPath), cv_purged_at: null })
			}
			// A notification queued before CVs stayed in the back office, still waiting to carry a purged CV, goes without it.
			const attachments = await db.selectFrom('outbox').select('attachment_path').where('attachment_path', 'is not', null).execute()
			expect(attachments.map((row) => row.attachment_path).sort()).toEqual([onTheDay.cvKey, recent.cvKey].sort())

			expect(await purgeExpiredCvs(db, cvStore, 180, now)).toEqual([])
			expect(await purgeExpiredCvs(db, cvStore, 180, new Date(now.getTime() + DAY_MS))).toEqual([onTheDay.id])
			expect(fs.existsSync(recent.cvPath)).toBe(true)
		})
	})
})
