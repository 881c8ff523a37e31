import net from 'node:net'

/**
 * TRUST_PROXY as read (decision 062): whose word the server takes for the client's address.
 * X-Forwarded-For is read from the right, the entry the nearest proxy wrote; a proxy is
 * trusted for as many hops as the count says, or while its address is in the list. The
 * left-most entries are whatever the visitor sent and never become the address.
 */
export type TrustProxy =
	/** The socket's address; X-Forwarded-* headers are ignored. */
	| { kind: 'none' }
	/** The last `hops` entries of X-Forwarded-For were written by proxies, whatever their addresses. */
	| { kind: 'hops'; hops: number; fromTrue: boolean }
	/** Proxies at these addresses, CIDR ranges or proxy-addr's names (`loopback`…) are believed. */
	| { kind: 'addresses'; addresses: string[] }

/** More proxies than any real chain has: past it a count would believe nearly anything. */
export const MAX_PROXY_HOPS = 10

/** The ranges @fastify/proxy-addr (Fastify's reader of X-Forwarded-For) knows by name. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal'])

const EXPECTED = `must be false, a number of proxy hops (1 behind one nginx), or the proxies' addresses or CIDR ranges separated by commas (such as 127.0.0.1 or 10.0.0.0/8,127.0.0.1)`

/** Reads TRUST_PROXY; a string is the message for a value that is none of what it may be. */
export function parseTrustProxy(raw: string): TrustProxy | string {
	const value = raw.trim().toLowerCase()
	if (value === '' || value === 'false' || value === 'no' || value === '0') return { kind: 'none' }
	// `true` once trusted every hop, so the left-most entry, which the visitor writes, was the address.
	// Read as one hop, a deployment behind the documented nginx keeps working, now with the right address.
	if (value === 'true' || value === 'yes') return { kind: 'hops', hops: 1, fromTrue: true }
	if (/^\d+$/.test(value)) {
		const hops = Number(value)
		return hops <= MAX_PROXY_HOPS ? { kind: 'hops', hops, fromTrue: false } : `must be at most ${MAX_PROXY_HOPS} proxy hops`
	}
	const addresses = value.split(',').map((entry) => entry.trim())
	const wrong = addresses.find((entry) => !isAddressOrRange(entry))
	if (wrong !== undefined) return `${EXPECTED}; ${JSON.stringify(wrong)} is none of these`
	return { kind: 'addresses', addresses }
}

function isAddressOrRange(entry: string): boolean {
	if (NAMED_RANGES.has(entry)) return true
	const [address = '', prefix, extra] = entry.split('/')
	const family = net.isIP(address)
	if (family === 0 || extra !== undefined) return false
	if (prefix === undefined) return true
	return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128)
}

/**
 * The `trustProxy` option Fastify is given. A hop count is passed as a function: Fastify 5 no
 * longer counts hops itself (a bare number trusts nobody, since it cannot tell the proxy from
 * a visitor who reaches the port directly), so a count is safe only where the port is reached
 * through the proxy alone, as with the documented HOST=127.0.0.1 behind nginx.
 */
export function trustProxyOption(trust: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
	switch (trust.kind) {
		case 'none':
			return false
		case 'hops':
			return (_address, hop) => hop < trust.hops
		case 'addresses':
			return trust.addresses
	}
}

/** One line for the start-up log about a setting an operator should change, or nothing. */
export function trustProxyWarning(trust: TrustProxy): string | undefined {
	if (trust.kind !== 'hops' || !trust.fromTrue) return undefined
	return 'TRUST_PROXY=true is read as one proxy hop: the client address is the last X-Forwarded-For entry, the one the proxy in front wrote. Set TRUST_PROXY=1 to say so, the proxy\'s address (TRUST_PROXY=127.0.0.1 for nginx on this machine), or the number of proxies in the chain (docs/deployment.md)'
}
