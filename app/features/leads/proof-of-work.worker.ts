/**
 * Solves an ALTCHA challenge (altcha-lib v2, the server's `createChallenge`)
 * off the main thread, with the browser's own WebCrypto: tries counters from 0
 * up until the key derived from nonce + counter (4 bytes, big-endian) starts
 * with the challenge's key prefix. Posts `{ counter, derivedKey }`, or
 * `{ error }` when the browser cannot (WebCrypto needs https or localhost).
 * Hand-written rather than the `altcha` package so it stays a few hundred bytes.
 */
interface ChallengeParameters {
	algorithm: string
	nonce: string
	salt: string
	cost: number
	keyLength?: number
	keyPrefix: string
}

const scope = self as unknown as { onmessage: ((event: MessageEvent<ChallengeParameters>) => void) | null; postMessage: (message: unknown) => void }

const toHex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
const fromHex = (hex: string) => new Uint8Array((hex.match(/../g) ?? []).map((pair) => parseInt(pair, 16)))

async function derive({ algorithm, cost, keyLength = 32 }: ChallengeParameters, salt: Uint8Array<ArrayBuffer>, password: Uint8Array<ArrayBuffer>): Promise<Uint8Array> {
	if (algorithm.startsWith('PBKDF2/')) {
		const key = await crypto.subtle.importKey('raw', password, 'PBKDF2', false, ['deriveBits'])
		return new Uint8Array(await crypto.subtle.deriveBits({ name: 'PBKDF2', salt, iterations: cost, hash: algorithm.slice(7) }, key, keyLength * 8))
	}
	// SHA-256/384/512: the digest of salt + password, digested again cost − 1 times.
	let data = new Uint8Array(salt.length + password.length)
	data.set(salt)
	data.set(password, salt.length)
	for (let i = 0; i < Math.max(1, cost); i++) data = new Uint8Array(await crypto.subtle.digest(algorithm, data))
	return data.slice(0, keyLength)
}

scope.onmessage = async ({ data: parameters }) => {
	try {
		const salt = fromHex(parameters.salt)
		const nonce = fromHex(parameters.nonce)
		const password = new Uint8Array(nonce.length + 4)
		password.set(nonce)
		const counterView = new DataView(password.buffer)
		const prefix = parameters.keyPrefix.toLowerCase()
		for (let counter = 0; counter <= 0xffffffff; counter++) {
			counterView.setUint32(nonce.length, counter)
			const derivedKey = toHex(await derive(parameters, salt, password))
			if (derivedKey.startsWith(prefix)) return scope.postMessage({ counter, derivedKey })
		}
		scope.postMessage({ error: 'unsolved' })
	} catch (error) {
		scope.postMessage({ error: String(error) })
	}
}

// A module to the type checker (its names stay its own); Vite builds it as a classic worker script.
export {}
