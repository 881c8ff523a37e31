import { createHmac } from 'node:crypto'

const PERIOD_MS = 30_000
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'

/**
 * RFC 6238 TOTP (HMAC-SHA-1, 6 digits, 30-second steps), computed the way an
 * authenticator app does from the base32 secret of an otpauth:// URI, so the
 * tests do not lean on the library they test.
 */
export function totp(base32Secret: string, step = Math.floor(Date.now() / PERIOD_MS)): string {
	let bits = ''
	for (const char of base32Secret.replace(/=+$/, '').toUpperCase()) bits += BASE32.indexOf(char).toString(2).padStart(5, '0')
	const key = Buffer.from(bits.match(/.{8}/g)!.map((byte) => Number.parseInt(byte, 2)))
	const counter = Buffer.alloc(8)
	counter.writeBigUInt64BE(BigInt(step))
	const hmac = createHmac('sha1', key).update(counter).digest()
	const offset = hmac[hmac.length - 1]! & 0xf
	return String((hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0')
}

/** A code valid in no step a server accepts around now (the current one and two either side). */
export function wrongTotp(base32Secret: string): string {
	const now = Math.floor(Date.now() / PERIOD_MS)
	const valid = new Set([-2, -1, 0, 1, 2].map((offset) => totp(base32Secret, now + offset)))
	let code = 0
	while (valid.has(String(code).padStart(6, '0'))) code++
	return String(code).padStart(6, '0')
}

/** The base32 secret of an otpauth:// URI (as a page shows it, its & possibly escaped). */
export function secretOf(otpauthUri: string): string {
	const secret = /[?&;]secret=([A-Z2-7]+)/i.exec(otpauthUri)?.[1]
	if (!secret) throw new Error(`No secret in ${otpauthUri}`)
	return secret
}
