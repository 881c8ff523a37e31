import { describe, expect, it } from 'vitest'
import { commitLead, type Provenance, quoteLead } from '#app/features/leads/leads.server.ts'
import { createStaffUser } from '#app/features/staff/staff.server.ts'
import { createAuth } from '#app/server/auth.server.ts'
import { TEST_SITE_URL } from '#tests/setup/app.ts'
import { STAFF_PASSWORD as PASSWORD, useBackOffice } from '#tests/setup/back-office.ts'
import { ENGINES } from '#tests/setup/database.ts'
import { secretOf, totp } from '#tests/setup/totp.ts'

/**
 * Staff accounts as an admin runs them (decision 093), on each engine: names
 * anyone can correct, invitations that show as such and can be sent again or
 * taken back, the invitation's own page, a disabled account told so only
 * after the right password, two-factor sign-in required of everyone, and an
 * audit log that says what each change was from and to.
 */

/** A page's text without its tags, its entities as the reader sees them. */
const textOf = (html: string) =>
	html
		.replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' ')
		.replace(/<option\b[\s\S]*?<\/option>/g, ' ')
		.replace(/<[^>]+>/g, ' ')
		.replace(/&quot;/g, '"')
		.replace(/&#x27;|&#39;/g, "'")
		.replace(/&amp;/g, '&')
		.replace(/\s+/g, ' ')

/** The text of the staff table's row of an account. */
const rowOf = (html: string, email: string) => textOf([...html.matchAll(/<tr>[\s\S]*?<\/tr>/g)].map((match) => match[0]).find((row) => row.includes(`>${email}<`)) ?? '')

const VISITOR: Provenance = { source_page: '/portfolio', ip: '203.0.113.5', user_agent: 'test browser', spam: false }
const LEADS_TO = { to: 'leads@example.com', siteUrl: TEST_SITE_URL }

const cookiesOf = (response: { headers: Record<string, string | string[] | number | undefined> }) =>
	[response.headers['set-cookie'] ?? []]
		.flat()
		.map((c) => String(c).split(';')[0]!)
		.filter((c) => c.startsWith('lf-admin.') && !c.endsWith('='))
		.join('; ')

describe.each(ENGINES)('staff accounts on %s', (engine) => {
	const office = useBackOffice(engine)
	const { cookies, get, post } = office

	/** The newest invitation link mailed to an address, from the outbox (no worker sends it here), and its token. */
	const invitationTo = async (email: string) => {
		const mail = await office.db.selectFrom('outbox').select(['secret', 'body']).where('to_address', '=', email).where('kind', '=', 'staff:invitation').orderBy('id', 'desc').executeTakeFirstOrThrow()
		const link = mail.secret ?? ''
		return { link, token: new URL(link).searchParams.get('token') ?? '', body: mail.body }
	}
	const linkPage = async (token: string) => textOf((await get(`/admin/reset-password?token=${encodeURIComponent(token)}`)).body)
	const audited = (action: string, subject: string) =>
		office.db.selectFrom('audit_log').select(['actor_email', 'detail']).where('action', '=', action).where('subject', '=', subject).orderBy('id').execute()
	const changesOf = (detail: string) => (JSON.parse(detail) as { changes: { label: string; from: string; to: string }[] }).changes
	const auditPage = async (action: string) => textOf((await get(`/admin/audit?action=${encodeURIComponent(action)}`, cookies.admin)).body)
	const signIn = async (email: string, password = PASSWORD) => {
		const response = await post('/admin/login', { email, password, redirectTo: '/admin' })
		expect(response.statusCode, `sign-in of ${email}`).toBe(302)
		return cookiesOf(response)
	}
	const addStaff = async (email: string, role: 'admin' | 'editor' | 'sales', name: string) => {
		const auth = createAuth({ db: office.db, engine, secret: 'unused-here-but-at-least-thirty-two-characters', siteUrl: TEST_SITE_URL })
		await createStaffUser(auth, office.db, { email, password: PASSWORD, role, name })
		return signIn(email)
	}

	it('renames a colleague on the staff page and oneself on the account page; a reply to a lead is signed with the new name', async () => {
		const rename = await post('/admin/staff', { intent: 'rename', email: 'editor@example.com', name: 'Eddie Tor' }, cookies.admin)
		expect(rename.statusCode).toBe(200)
		expect(textOf(rename.body)).toContain('The editor is now called Eddie Tor.')
		expect((await office.db.selectFrom('staff_users').select('name').where('email', '=', 'editor@example.com').executeTakeFirstOrThrow()).name).toBe('Eddie Tor')
		// The same name again changes and logs nothing; an empty one is refused under the field's rules.
		expect(textOf((await post('/admin/staff', { intent: 'rename', email: 'editor@example.com', name: 'Eddie Tor' }, cookies.admin)).body)).toContain('is called Eddie Tor already')
		expect((await post('/admin/staff', { intent: 'rename', email: 'editor@example.com', name: '  ' }, cookies.admin)).statusCode).toBe(422)
		const logged = await audited('staff.updated', 'editor@example.com')
		expect(logged).toHaveLength(1)
		expect(changesOf(logged[0]!.detail)).toEqual([{ label: 'Name', from: 'The editor', to: 'Eddie Tor' }])
		expect(await auditPage('staff.updated')).toContain('Name : “The editor” → “Eddie Tor”')

		// A sales lead renames themself, then answers a lead: the reply is signed with the name of now.
		const own = await post('/admin/account', { intent: 'rename', name: 'Sal Esperanza' }, cookies.sales)
		expect(own.statusCode).toBe(200)
		expect(textOf(own.body)).toContain('Your name is now Sal Esperanza.')
		expect(textOf((await get('/admin/account', cookies.sales)).body)).toContain('Signed in as Sal Esperanza')
		expect(changesOf((await audited('staff.updated', 'sales@example.com'))[0]!.detail)).toEqual([{ label: 'Name', from: 'The sales', to: 'Sal Esperanza' }])
		const lead = await commitLead(
			office.db,
			quoteLead({ name: 'Ola Nordmann', email: 'ola@example.com', phone: '5550100', website: '', company: '', budget: '5000', how_know: '', content: 'A shop', technology: 'php', portfolio_item_id: null, portfolio_item_title: '' }),
			VISITOR,
			LEADS_TO,
		)
		const replied = await post(`/admin/leads/quote/${lead}`, { intent: 'reply', body: 'Hello Ola, we can help.' }, cookies.sales)
		expect(replied.statusCode).toBe(200)
		const reply = await office.db.selectFrom('outbox').select('body').where('kind', '=', 'lead:reply').where('to_address', '=', 'ola@example.com').executeTakeFirstOrThrow()
		expect(reply.body).toContain('Sal Esperanza')
		expect(reply.body).not.toContain('The sales')
	})

	it('shows an invited person as Invited, sends a new link that ends the old one, and revokes an invitation; each asked first and logged', async () => {
		await post('/admin/staff', { intent: 'invite', name: 'Ina Vite', email: 'ina@example.com', role: 'editor' }, cookies.admin)
		const first = await invitationTo('ina@example.com')
		expect(first.body).toContain('set your password')
		const staff = textOf((await get('/admin/staff', cookies.admin)).body)
		expect(rowOf((await get('/admin/staff', cookies.admin)).body, 'ina@example.com')).toMatch(/ Invited \(sent .* Resend invitation Revoke invitation/)
		expect(staff).toContain('Resend invitation')
		expect(staff).toContain('Revoke invitation')

		// The invitation's page sets a password; a reset link of an account that has one resets it.
		const page = await linkPage(first.token)
		expect(page).toContain('Set your password')
		expect(page).toContain('Set password')
		expect(page).not.toContain('Reset your password')
		await post('/admin/forgot-password', { email: 'editor@example.com' })
		const reset = await office.db.selectFrom('outbox').select('secret').where('kind', '=', 'staff:password-reset').where('to_address', '=', 'editor@example.com').executeTakeFirstOrThrow()
		const resetPage = await linkPage(new URL(reset.secret!).searchParams.get('token')!)
		expect(resetPage).toContain('Reset your password')
		expect(resetPage).toContain('Reset password')
		expect(resetPage).not.toContain('Set your password')

		// Resend: asked first, then a new link; the first stops working.
		const asked = await post('/admin/staff', { intent: 'resend-invitation', email: 'ina@example.com' }, cookies.admin)
		expect(textOf(asked.body)).toContain('Send the invitation to ina@example.com again?')
		expect((await invitationTo('ina@example.com')).token).toBe(first.token)
		const resent = await post('/admin/staff', { intent: 'resend-invitation', email: 'ina@example.com', confirmed: 'yes' }, cookies.admin)
		expect(textOf(resent.body)).toContain('the link sent before no longer works')
		const second = await invitationTo('ina@example.com')
		expect(second.token).not.toBe(first.token)
		expect(await linkPage(first.token)).toContain('This link is not valid any more')
		expect((await post('/admin/reset-password', { token: first.token, password: 'my own long password', confirmPassword: 'my own long password' })).statusCode).toBe(400)
		expect(await linkPage(second.token)).toContain('Set your password')
		expect(changesOf((await audited('staff.invitation-resent', 'ina@example.com'))[0]!.detail)).toEqual([{ label: 'Invitation link', from: 'the link sent before', to: 'a new link' }])

		// The new link sets the password: the account is active, no longer invited, and its invitation cannot be sent again.
		expect((await post('/admin/reset-password', { token: second.token, password: 'my own long password', confirmPassword: 'my own long password' })).statusCode).toBe(302)
		expect(rowOf((await get('/admin/staff', cookies.admin)).body, 'ina@example.com')).toMatch(/ Active /)
		expect((await post('/admin/staff', { intent: 'resend-invitation', email: 'ina@example.com', confirmed: 'yes' }, cookies.admin)).statusCode).toBe(409)
		await signIn('ina@example.com', 'my own long password')

		// Revoke: asked first; then the account and its link are gone, its leads nobody's, and the address can be invited again.
		await post('/admin/staff', { intent: 'invite', name: 'Rev Oked', email: 'rev@example.com', role: 'sales' }, cookies.admin)
		const revoked = await invitationTo('rev@example.com')
		const rev = await office.db.selectFrom('staff_users').select('id').where('email', '=', 'rev@example.com').executeTakeFirstOrThrow()
		const lead = await commitLead(
			office.db,
			quoteLead({ name: 'Kari', email: 'kari@example.com', phone: '5550101', website: '', company: '', budget: '5000', how_know: '', content: 'A site', technology: 'php', portfolio_item_id: null, portfolio_item_title: '' }),
			VISITOR,
			LEADS_TO,
		)
		await office.db.updateTable('quote_requests').set({ assignee_id: rev.id }).where('id', '=', lead).execute()
		expect(textOf((await post('/admin/staff', { intent: 'revoke-invitation', email: 'rev@example.com' }, cookies.admin)).body)).toContain('Revoke the invitation of rev@example.com?')
		expect(await office.db.selectFrom('staff_users').select('id').where('email', '=', 'rev@example.com').executeTakeFirst()).toBeDefined()
		const gone = await post('/admin/staff', { intent: 'revoke-invitation', email: 'rev@example.com', confirmed: 'yes' }, cookies.admin)
		expect(textOf(gone.body)).toContain('The invitation of rev@example.com was revoked')
		expect(await office.db.selectFrom('staff_users').select('id').where('email', '=', 'rev@example.com').executeTakeFirst()).toBeUndefined()
		expect(await linkPage(revoked.token)).toContain('This link is not valid any more')
		expect((await office.db.selectFrom('quote_requests').select('assignee_id').where('id', '=', lead).executeTakeFirstOrThrow()).assignee_id).toBeNull()
		expect(changesOf((await audited('staff.invitation-revoked', 'rev@example.com'))[0]!.detail)).toEqual([{ label: 'Account', from: 'invited', to: 'removed' }])
		expect((await post('/admin/staff', { intent: 'invite', name: 'Rev Again', email: 'rev@example.com', role: 'sales' }, cookies.admin)).statusCode).toBe(200)
		// Someone with a password of their own has no invitation to revoke.
		expect((await post('/admin/staff', { intent: 'revoke-invitation', email: 'editor@example.com', confirmed: 'yes' }, cookies.admin)).statusCode).toBe(409)

		// The log reads each as old → new in words: the new account, its role as the menus name it.
		const log = await auditPage('staff.*')
		expect(log).toContain('Account : “invited” → “removed”')
		expect(log).toContain('Invitation link : “the link sent before” → “a new link”')
		expect(log).toContain('Role : empty → “Editor”')
	})

	it('tells a disabled account so only after the right password; a wrong one reads as any wrong password', async () => {
		const cookie = await addStaff('dee@example.com', 'editor', 'Dee Sabled')
		await post('/admin/staff', { intent: 'disable', email: 'dee@example.com', confirmed: 'yes' }, cookies.admin)
		expect((await get('/admin', cookie)).statusCode).toBe(302)
		const right = await post('/admin/login', { email: 'dee@example.com', password: PASSWORD })
		expect(right.statusCode).toBe(403)
		expect(textOf(right.body)).toContain('This account is disabled. Ask an admin of the back office to enable it again.')
		expect(cookiesOf(right)).not.toMatch(/session_token/)
		const wrong = await post('/admin/login', { email: 'dee@example.com', password: 'not the right password' })
		const unknown = await post('/admin/login', { email: 'nobody.here@example.com', password: 'not the right password' })
		for (const answer of [wrong, unknown]) {
			expect(answer.statusCode).toBe(401)
			expect(textOf(answer.body)).toContain('Email or password is incorrect.')
			expect(answer.body).not.toContain('This account is disabled')
		}
		const failures = await audited('sign-in.failed', 'dee@example.com')
		expect(failures.map((row) => (JSON.parse(row.detail) as { reason: string }).reason)).toEqual(['disabled', 'password'])
	})

	it('requires two-factor sign-in of everyone: an account without it reaches only its account page until it is on', async () => {
		let chief = await addStaff('chief@example.com', 'admin', 'Chief Admin')
		const other = await addStaff('newbie@example.com', 'editor', 'New Bie')

		// Not before the admin who requires it has it: someone must still reach this page.
		const early = await post('/admin/staff', { intent: 'two-factor-policy', required: 'yes' }, chief)
		expect(early.statusCode).toBe(409)
		expect(textOf(early.body)).toContain('Turn on two-factor sign-in for your own account first')
		const secret = secretOf(/name="totpURI" value="([^"]+)"/.exec((await post('/admin/account', { intent: 'enable-two-factor', password: PASSWORD }, chief)).body)![1]!)
		const on = await post('/admin/account', { intent: 'confirm-two-factor', code: totp(secret) }, chief)
		expect(on.statusCode).toBe(200)
		chief = cookiesOf(on) || chief

		const required = await post('/admin/staff', { intent: 'two-factor-policy', required: 'yes' }, chief)
		expect(required.statusCode).toBe(200)
		expect(textOf(required.body)).toContain('Two-factor sign-in is now required.')
		expect(changesOf((await audited('staff.two-factor-policy', 'every account'))[0]!.detail)).toEqual([{ label: 'Two-factor sign-in', from: 'each person chooses', to: 'required for everyone' }])
		// The staff page shows who has it.
		const staff = (await get('/admin/staff', chief)).body
		expect(rowOf(staff, 'chief@example.com')).toMatch(/ On Active /)
		expect(rowOf(staff, 'newbie@example.com')).toMatch(/ Off \(required\) Active /)
		expect(textOf(staff)).toContain('Stop requiring two-factor sign-in')

		// An open session without it is sent to its account page from every other page, which offers no other page, and can sign out.
		for (const path of ['/admin', '/admin/content', '/admin/comments']) {
			const sent = await get(path, other)
			expect(sent.statusCode, path).toBe(302)
			expect(sent.headers.location, path).toBe('/admin/account')
		}
		// A client navigation asks for the page's data at its path with ".data": the account page's must answer, not send it on to itself.
		expect((await get('/admin/account.data', other)).statusCode).toBe(200)
		expect((await get('/admin/content.data', other)).body).toContain('SingleFetchRedirect')
		const account = await get('/admin/account', other)
		expect(account.statusCode).toBe(200)
		expect(textOf(account.body)).toContain('Turn on two-factor sign-in to go on.')
		expect(account.body).not.toContain('aria-label="Back office"')
		expect(account.body).toContain('action="/admin/logout"')
		// Signing in anew lands there too.
		const signedIn = await post('/admin/login', { email: 'newbie@example.com', password: PASSWORD, redirectTo: '/admin/content' })
		expect((await get('/admin/content', cookiesOf(signedIn))).headers.location).toBe('/admin/account')
		expect((await post('/admin/logout', {}, cookiesOf(signedIn))).statusCode).toBe(302)

		// Once on, the back office opens; it cannot be turned off while required.
		const code = secretOf(/name="totpURI" value="([^"]+)"/.exec((await post('/admin/account', { intent: 'enable-two-factor', password: PASSWORD }, other)).body)![1]!)
		const done = await post('/admin/account', { intent: 'confirm-two-factor', code: totp(code) }, other)
		expect(done.statusCode).toBe(200)
		const newbie = cookiesOf(done) || other
		expect((await get('/admin', newbie)).statusCode).toBe(200)
		const off = await post('/admin/account', { intent: 'disable-two-factor', password: PASSWORD }, newbie)
		expect(off.statusCode).toBe(409)
		expect(textOf(off.body)).toContain('it cannot be turned off')

		expect((await post('/admin/staff', { intent: 'two-factor-policy', required: 'no' }, chief)).statusCode).toBe(200)
		expect((await get('/admin', cookies.editor)).statusCode).toBe(200)
		expect(await auditPage('staff.two-factor-policy')).toContain('Two-factor sign-in : “required for everyone” → “each person chooses”')
	})

	it('writes a comment moderation and an older role change as old → new words', async () => {
		const comment = await office.db.selectFrom('blog_comments').select(['id', 'status']).where('status', '=', 'approved').executeTakeFirstOrThrow()
		expect((await post('/admin/comments', { intent: `spam:${comment.id}` }, cookies.admin)).statusCode).toBe(200)
		const [moderated] = await audited('comment.status', `blog_comments#${comment.id}`)
		expect(changesOf(moderated!.detail)).toEqual([{ label: 'Status', from: 'Approved', to: 'Spam' }])
		// An entry written before the log kept words: its role names read as the role menus write them.
		await office.db.insertInto('audit_log').values({ at: new Date().toISOString(), actor_id: null, actor_email: 'old@example.com', action: 'staff.updated', subject: 'old.entry@example.com', detail: JSON.stringify({ role: { from: 'editor', to: 'admin' } }), ip: '' }).execute()
		const log = await auditPage('staff.updated')
		expect(log).toContain('Role : “Editor” → “Admin”')
		expect((await auditPage('comment.status'))).toContain('Status : “Approved” → “Spam”')
	})
})
