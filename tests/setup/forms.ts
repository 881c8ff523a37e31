import type { FastifyInstance } from 'fastify'
import { solveChallenge, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'

export type Fields = Record<string, string | number | undefined>

/** A fresh code and token from the server, as the browser would fetch it. */
export async function captcha(app: FastifyInstance): Promise<{ code: string; token: string }> {
	const response = await app.inject({ method: 'GET', url: '/api/captcha' })
	return response.json()
}

/** Solves an ALTCHA challenge as the widget (or the forms' invisible solver) would and returns its payload. */
export async function altchaPayload(app: FastifyInstance): Promise<string> {
	return solved((await app.inject({ method: 'GET', url: '/api/altcha/challenge' })).json() as Challenge)
}

/** The proof of work every form sends (field `altcha`): an ALTCHA challenge of this app, solved. */
export const powPayload = altchaPayload

/** The same proof from a server listening at baseUrl, fetched over HTTP. */
export async function powPayloadOver(baseUrl: string): Promise<string> {
	const response = await fetch(`${baseUrl}/api/altcha/challenge`, { headers: { accept: 'application/json' } })
	if (!response.ok) throw new Error(`GET /api/altcha/challenge answered ${response.status}`)
	return solved((await response.json()) as Challenge)
}

async function solved(challenge: Challenge): Promise<string> {
	const solution = await solveChallenge({ challenge, deriveKey })
	if (!solution) throw new Error('ALTCHA challenge not solved')
	return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
}

const defined = (fields: Fields) =>
	Object.entries(fields).filter((entry): entry is [string, string | number] => entry[1] !== undefined)

/**
 * The fields with a fresh proof of work, as the browser forms send them; a test that names `altcha`
 * itself (even as undefined, to leave it out) sends what it named.
 */
export async function withProof(app: FastifyInstance, fields: Fields): Promise<Fields> {
	return 'altcha' in fields ? fields : { ...fields, altcha: await powPayload(app) }
}

export async function postForm(app: FastifyInstance, url: string, fields: Fields, remoteAddress?: string) {
	const sent = await withProof(app, fields)
	return app.inject({
		method: 'POST',
		url,
		remoteAddress,
		headers: { 'content-type': 'application/x-www-form-urlencoded' },
		payload: new URLSearchParams(defined(sent).map(([k, v]) => [k, String(v)])).toString(),
	})
}

export async function postJson(app: FastifyInstance, url: string, body: unknown, remoteAddress?: string) {
	const sent = body && typeof body === 'object' && !Array.isArray(body) ? await withProof(app, body as Fields) : body
	return app.inject({ method: 'POST', url, remoteAddress, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(sent) })
}

export interface Upload {
	name: string
	type: string
	bytes: Buffer
}

/** A multipart body built by the platform's own FormData encoder. */
export async function postMultipart(app: FastifyInstance, url: string, fields: Fields, file?: Upload, remoteAddress?: string) {
	const form = new FormData()
	for (const [key, value] of defined(await withProof(app, fields))) form.append(key, String(value))
	if (file) form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name)
	const request = new Request('http://localhost/', { method: 'POST', body: form })
	return app.inject({
		method: 'POST',
		url,
		remoteAddress,
		headers: { 'content-type': request.headers.get('content-type')! },
		payload: Buffer.from(await request.arrayBuffer()),
	})
}

/** A small but real PDF document. */
export function pdfBytes(pad = 0): Buffer {
	const body = [
		'%PDF-1.4',
		'1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
		'2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
		'3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj',
		'trailer << /Root 1 0 R >>',
		'%%EOF',
	].join('\n')
	return Buffer.concat([Buffer.from(body), Buffer.alloc(pad, 0x20)])
}

/** A one-page PDF that runs a script as soon as a reader opens it (/OpenAction with /JS). */
export function pdfWithScript(): Buffer {
	return Buffer.from(
		[
			'%PDF-1.4',
			'1 0 obj << /Type /Catalog /Pages 2 0 R /OpenAction 4 0 R >> endobj',
			'2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
			'3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj',
			'4 0 obj << /Type /Action /S /JavaScript /JS (app.alert\\(document.title\\)) >> endobj',
			'trailer << /Root 1 0 R >>',
			'%%EOF',
		].join('\n'),
	)
}

/** A PNG image's first bytes: what a renamed picture looks like. */
export const PNG_BYTES = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cf00000301010018dd8db00000000049454e44ae426082', 'hex')
