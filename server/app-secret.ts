import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { ConfigError, type Env } from '#app/server/env.server.ts'
import { PRIVATE_DIR, PRIVATE_FILE } from '#app/server/storage.server.ts'

/** The argument `npm start` gives the server's entry: without APP_SECRET, use the one kept in DATA_DIR (made on the first start). */
export const KEEP_APP_SECRET = '--keep-app-secret'

/** Where `npm start` keeps the APP_SECRET it made, under DATA_DIR. */
export const KEPT_SECRET_FILE = 'app-secret'

export const MISSING_SECRET =
	'APP_SECRET is not set: in production it signs staff sessions and codes and encrypts two-factor secrets, so it must stay the same across restarts and servers. ' +
	'Make one with `openssl rand -base64 32` and set APP_SECRET in the environment (or .env); `npm start` keeps one of its own in DATA_DIR/app-secret.'

/**
 * Production refuses to start without APP_SECRET (decision 067): a key drawn at each start
 * would sign people out at every restart and leave the two-factor secrets it encrypted unreadable.
 */
export function requireAppSecret(env: Pick<Env, 'NODE_ENV' | 'APP_SECRET'>): void {
	if (env.NODE_ENV === 'production' && !env.APP_SECRET) throw new ConfigError(MISSING_SECRET)
}

/**
 * The secret `npm start` runs with when none is set, so the demo needs no configuration: read
 * from DATA_DIR/app-secret, or made there on the first start (readable by this user only).
 */
export function keptAppSecret(dataDir: string): string {
	const file = path.join(dataDir, KEPT_SECRET_FILE)
	const kept = readSecret(file)
	if (kept !== undefined) return kept
	fs.mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR })
	// Written whole under another name, then linked into place: a start cut short never leaves half a key,
	// and of two starts at once the second reads the first's.
	const temporary = `${file}.${process.pid}.tmp`
	fs.writeFileSync(temporary, `${randomBytes(32).toString('base64')}\n`, { mode: PRIVATE_FILE, flag: 'w' })
	try {
		fs.linkSync(temporary, file)
	} catch (error) {
		if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
	} finally {
		fs.rmSync(temporary, { force: true })
	}
	return readSecret(file)!
}

function readSecret(file: string): string | undefined {
	let text: string
	try {
		text = fs.readFileSync(file, 'utf8').trim()
	} catch (error) {
		if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
		throw error
	}
	if (text.length < 32) throw new ConfigError(`${file} holds no usable APP_SECRET (32 characters or more): delete it to have a new one made, or set APP_SECRET`)
	return text
}
