import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

export interface Received {
	from: string
	to: string[]
	raw: string
}

export interface TestSmtp {
	url: string
	port: number
	received: Received[]
	close: () => Promise<void>
}

/** A real SMTP server on loopback that keeps what it receives. */
export async function startSmtp(): Promise<TestSmtp> {
	const received: Received[] = []
	const server = new SMTPServer({
		authOptional: true,
		disabledCommands: ['STARTTLS'],
		logger: false,
		onData(stream, session, callback) {
			let raw = ''
			stream.on('data', (chunk: Buffer) => (raw += chunk.toString()))
			stream.on('end', () => {
				received.push({ from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '', to: session.envelope.rcptTo.map((r) => r.address), raw })
				callback()
			})
		},
	})
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	const { port } = server.server.address() as AddressInfo
	return { url: `smtp://127.0.0.1:${port}`, port, received, close: () => new Promise((resolve) => server.close(() => resolve())) }
}

/**
 * A received message's text as its reader sees it: quoted-printable soft line
 * breaks joined and its escapes decoded (a long line's link arrives wrapped,
 * its "=" as "=3D").
 */
export function textOf(message: Received): string {
	const body = message.raw.slice(message.raw.search(/\r?\n\r?\n/))
	if (!/^Content-Transfer-Encoding: quoted-printable/im.test(message.raw)) return body
	return Buffer.from(body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8')
}

/** The back office's sign-in link (reset or invitation) in a received message, and its token. */
export function signInLinkOf(message: Received): { link: string; token: string } | null {
	const link = /\S+\/admin\/reset-password\?token=\S+/.exec(textOf(message))?.[0]
	return link ? { link, token: new URL(link).searchParams.get('token') ?? '' } : null
}
