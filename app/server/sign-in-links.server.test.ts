import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createStaffUser } from '#app/features/staff/staff.server.ts'
import { createTestDatabase, ENGINES, type TestDatabase } from '#tests/setup/database.ts'
import { createAuth } from './auth.server.ts'
import { endSignInLinks, issueSignInLink, signInLinkOf, takeSignInLink } from './sign-in-links.server.ts'

const SECRET = 'a-test-secret-of-at-least-thirty-two-characters'
const HOUR = 3_600_000

describe.each(ENGINES)('the links that set a password, on %s', (engine) => {
	let database: TestDatabase
	beforeAll(async () => {
		database = await createTestDatabase(engine, { seed: false })
	})
	afterAll(async () => database?.destroy())

	const account = async (email: string) => {
		const auth = createAuth({ db: database.db, engine, secret: SECRET, siteUrl: 'http://site.test' })
		return { auth, user: await createStaffUser(auth, database.db, { email, password: 'a long enough password', role: 'editor', name: email }) }
	}

	it('keeps a hash of the token, one link per account, until its time', async () => {
		const { db } = database
		const { user } = await account('links@example.com')
		const now = new Date()
		const first = await issueSignInLink(db, user.id, 'invitation', new Date(now.getTime() + HOUR), now)
		expect(await signInLinkOf(db, first)).toEqual({ userId: user.id, purpose: 'invitation' })
		expect(JSON.stringify(await db.selectFrom('staff_sign_in_links').selectAll().execute())).not.toContain(first)

		const second = await issueSignInLink(db, user.id, 'reset', new Date(now.getTime() + HOUR), now)
		expect(await signInLinkOf(db, first)).toBeNull()
		expect(await signInLinkOf(db, second)).toEqual({ userId: user.id, purpose: 'reset' })
		expect(await signInLinkOf(db, second, new Date(now.getTime() + HOUR + 1))).toBeNull()
		expect(await signInLinkOf(db, '')).toBeNull()
		expect(await signInLinkOf(db, 'x'.repeat(500))).toBeNull()

		await endSignInLinks(db, user.id)
		expect(await signInLinkOf(db, second)).toBeNull()
	})

	it('lets one of two posts of a link at the same moment use it', async () => {
		const { db } = database
		const { user } = await account('twice@example.com')
		const token = await issueSignInLink(db, user.id, 'reset', new Date(Date.now() + HOUR))
		const taken = await Promise.all([takeSignInLink(db, token), takeSignInLink(db, token)])
		expect(taken.filter(Boolean)).toEqual([{ userId: user.id, purpose: 'reset' }])
	})

	it('sets the password through a link, once, and the library signs in with it', async () => {
		const { db } = database
		const { auth, user } = await account('setter@example.com')
		const token = await issueSignInLink(db, user.id, 'invitation', new Date(Date.now() + 3 * 24 * HOUR))
		expect(await auth.setPasswordByLink(token, 'a brand new password')).toEqual({ userId: user.id, email: 'setter@example.com' })
		expect(await auth.setPasswordByLink(token, 'another new password')).toBe('invalid')
		await expect(auth.api.signInEmail({ body: { email: 'setter@example.com', password: 'a long enough password' } })).rejects.toThrow()
		expect((await auth.api.signInEmail({ body: { email: 'setter@example.com', password: 'a brand new password' } })).user.id).toBe(user.id)
		// The library's token that did it was spent; nothing was mailed for it.
		expect(await db.selectFrom('outbox').select('id').where('to_address', '=', 'setter@example.com').execute()).toEqual([])
	})

	it('refuses a link of a disabled account', async () => {
		const { db } = database
		const { auth, user } = await account('disabled@example.com')
		const token = await issueSignInLink(db, user.id, 'reset', new Date(Date.now() + HOUR))
		await db.updateTable('staff_users').set({ disabled: engine === 'postgres' ? true : 1 } as never).where('id', '=', user.id).execute()
		expect(await auth.setPasswordByLink(token, 'a brand new password')).toBe('invalid')
	})
})
