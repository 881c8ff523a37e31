import { randomBytes } from 'node:crypto'
import { parseArgs } from 'node:util'
import type { z } from 'zod'
import { NewStaffUserSchema, staffEmail, staffName, staffPassword } from '#app/features/staff/staff.schema.ts'
import { createStaffUser, listStaffUsers, renameStaffUser, setStaffDisabled, setStaffPassword } from '#app/features/staff/staff.server.ts'
import { createAuth } from '#app/server/auth.server.ts'
import { loadDotEnv, parseEnv } from '#app/server/env.server.ts'
import { engineOf, openDatabase } from '#database/db.ts'
import { migrateToLatest } from '#database/migrate.ts'

const USAGE = `usage: npm run admin -- COMMAND [options]
  create-user --email EMAIL --password PASSWORD --role admin|editor|recruiter|sales [--name NAME]
  list-users
  rename-user --email EMAIL --name NAME
  set-password --email EMAIL --password PASSWORD
  disable-user --email EMAIL
  enable-user --email EMAIL`

class UsageError extends Error {}

/** Back-office accounts from the command line: the first admin, and a way in when nobody can sign in. */
loadDotEnv()
const env = parseEnv()
const { positionals, values } = parseArgs({
	allowPositionals: true,
	options: { email: { type: 'string' }, password: { type: 'string' }, role: { type: 'string' }, name: { type: 'string' } },
})
const [command] = positionals
const db = await openDatabase({ databaseUrl: env.DATABASE_URL, sqliteFile: env.sqliteFile })
try {
	await migrateToLatest(db)
	// The secret signs cookies only; hashing a password does not need it.
	const auth = createAuth({ db, engine: engineOf(db), secret: env.APP_SECRET ?? randomBytes(32).toString('hex'), siteUrl: env.SITE_URL })
	const email = () => valid(staffEmail, values.email, '--email')
	const password = () => valid(staffPassword, values.password, '--password')

	if (command === 'create-user') {
		const input = NewStaffUserSchema.safeParse({ ...values, name: values.name ?? values.email?.split('@')[0] })
		if (!input.success) throw new UsageError(input.error.issues.map((issue) => `--${String(issue.path[0])}: ${issue.message}`).join('\n'))
		const user = await createStaffUser(auth, db, input.data)
		console.log(`Created ${user.role} account ${user.email}.`)
	} else if (command === 'list-users') {
		const users = await listStaffUsers(db)
		if (users.length === 0) console.log('No accounts yet: npm run admin -- create-user --email EMAIL --password PASSWORD --role admin')
		for (const user of users) {
			console.log(`${user.email}  ${user.name}  ${user.role}${user.invited_at ? '  invited' : ''}${user.disabled ? '  disabled' : ''}${user.two_factor ? '  2FA' : ''}  since ${user.created_at.slice(0, 10)}`)
		}
	} else if (command === 'rename-user') {
		const { was } = await renameStaffUser(db, email(), valid(staffName, values.name, '--name'))
		console.log(`${values.email} was called ${was}; now ${values.name?.trim()}.`)
	} else if (command === 'set-password') {
		// An invited account set this way is no longer waiting for its invitation.
		await setStaffPassword(auth, db, email(), password())
		console.log(`Password of ${values.email} changed; its sessions were signed out.`)
	} else if (command === 'disable-user' || command === 'enable-user') {
		const disabled = command === 'disable-user'
		await setStaffDisabled(db, email(), disabled)
		console.log(disabled ? `${values.email} is disabled and signed out everywhere.` : `${values.email} can sign in again.`)
	} else {
		throw new UsageError(USAGE)
	}
} catch (error) {
	console.error((error as Error).message)
	process.exitCode = error instanceof UsageError ? 2 : 1
} finally {
	await db.destroy()
}

function valid<T>(schema: z.ZodType<T>, value: unknown, flag: string): T {
	const result = schema.safeParse(value)
	if (!result.success) throw new UsageError(`${flag}: ${result.error.issues[0]!.message}`)
	return result.data
}
