import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { ConfigError, parseEnv } from './env.server.ts'
import { type TrustProxy, trustProxyOption, trustProxyWarning } from './trust-proxy.server.ts'

const trustOf = (value: string | undefined) => parseEnv(value === undefined ? {} : { TRUST_PROXY: value }).TRUST_PROXY

/** The address Fastify gives a request from `socket` carrying this X-Forwarded-For, under the setting. */
async function addressSeen(trust: TrustProxy, socket: string, forwardedFor?: string): Promise<string> {
	const app = Fastify({ trustProxy: trustProxyOption(trust) })
	app.get('/', async (request) => ({ ip: request.ip }))
	try {
		const response = await app.inject({ url: '/', remoteAddress: socket, headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} })
		return (response.json() as { ip: string }).ip
	} finally {
		await app.close()
	}
}

describe('TRUST_PROXY', () => {
	it.each([
		[undefined, { kind: 'none' }],
		['', { kind: 'none' }],
		['false', { kind: 'none' }],
		['0', { kind: 'none' }],
		['1', { kind: 'hops', hops: 1, fromTrue: false }],
		['2', { kind: 'hops', hops: 2, fromTrue: false }],
		['true', { kind: 'hops', hops: 1, fromTrue: true }],
		['10.0.0.1', { kind: 'addresses', addresses: ['10.0.0.1'] }],
		['10.0.0.0/8,127.0.0.1', { kind: 'addresses', addresses: ['10.0.0.0/8', '127.0.0.1'] }],
		[' 10.0.0.0/8 , ::1 ', { kind: 'addresses', addresses: ['10.0.0.0/8', '::1'] }],
		['fd00::/8,loopback', { kind: 'addresses', addresses: ['fd00::/8', 'loopback'] }],
	])('reads %o', (value, expected) => {
		expect(trustOf(value)).toEqual(expected)
	})

	it.each([
		['yes please', /TRUST_PROXY="yes please" must be false, a number of proxy hops/],
		['nginx', /TRUST_PROXY="nginx" must be false, a number of proxy hops .*; "nginx" is none of these/],
		['10.0.0.0/33', /"10.0.0.0\/33" is none of these/],
		['10.0.0.1,,127.0.0.1', /"" is none of these/],
		['10.0.0.256', /"10.0.0.256" is none of these/],
		['10.0.0.0/8/1', /is none of these/],
		['-1', /"-1" is none of these/],
		['1.5', /"1.5" is none of these/],
		['11', /TRUST_PROXY="11" must be at most 10 proxy hops/],
	])('refuses %o at start-up with a message naming the variable and what it takes', (value, message) => {
		expect(() => parseEnv({ TRUST_PROXY: value })).toThrow(ConfigError)
		expect(() => parseEnv({ TRUST_PROXY: value })).toThrow(message)
	})

	it('says at start-up that true is read as one hop, and nothing for the other settings', () => {
		expect(trustProxyWarning(trustOf('true'))).toMatch(/TRUST_PROXY=true is read as one proxy hop.*Set TRUST_PROXY=1/)
		for (const value of ['false', '1', '127.0.0.1']) expect(trustProxyWarning(trustOf(value))).toBeUndefined()
	})

	describe('the address a request gets', () => {
		const written = '203.0.113.66, 198.51.100.7'

		it('is the socket address when nothing is trusted, whatever the header says', async () => {
			expect(await addressSeen(trustOf('false'), '192.0.2.1', written)).toBe('192.0.2.1')
		})

		it('is the entry the one trusted hop wrote, never the left-most one a visitor wrote', async () => {
			for (const value of ['1', 'true', '127.0.0.1', 'loopback', '10.0.0.0/8,127.0.0.1']) {
				expect(await addressSeen(trustOf(value), '127.0.0.1', written), value).toBe('198.51.100.7')
			}
		})

		it('walks two hops back with a count of 2 or both proxies named', async () => {
			const chain = '203.0.113.66, 198.51.100.7, 10.0.0.5'
			expect(await addressSeen(trustOf('2'), '127.0.0.1', chain)).toBe('198.51.100.7')
			expect(await addressSeen(trustOf('10.0.0.0/8,127.0.0.1'), '127.0.0.1', chain)).toBe('198.51.100.7')
		})

		it('is the socket address of a request that does not come from the named proxy', async () => {
			expect(await addressSeen(trustOf('10.0.0.1'), '192.0.2.9', written)).toBe('192.0.2.9')
		})
	})
})
