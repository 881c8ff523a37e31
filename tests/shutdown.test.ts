import { type ChildProcess, spawn } from 'node:child_process'
import net from 'node:net'
import { afterAll, describe, expect, it } from 'vitest'
import { tempDataDir } from '#tests/setup/app.ts'
import { createServerSchema, POSTGRES_URL } from '#tests/setup/database.ts'
import { freePort, startServer } from '#scripts/lib/server-process.ts'
import { ROOT } from '#server/paths.ts'

/** `npm start` as an operator runs it, with its own port and data directory. */
async function npmStart(env: Record<string, string>) {
	const port = await freePort()
	const child = spawn('npm', ['start'], {
		cwd: ROOT,
		env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', DATA_DIR: tempDataDir(), ...env },
		stdio: ['ignore', 'pipe', 'pipe'],
	})
	let output = ''
	child.stdout!.on('data', (chunk) => (output += chunk))
	child.stderr!.on('data', (chunk) => (output += chunk))
	const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
	const deadline = Date.now() + 60_000
	for (;;) {
		if (child.exitCode !== null || Date.now() > deadline) throw new Error(`npm start did not come up: ${output}`)
		if (await fetch(`http://127.0.0.1:${port}/api/headerData`).then((r) => r.ok, () => false)) break
		await new Promise((resolve) => setTimeout(resolve, 200))
	}
	return { port, child, exited, output: () => output }
}

/** Sends the head and half the body of a JSON post now, the rest when asked; resolves with the status line. */
function slowPost(port: number) {
	const body = JSON.stringify({ blog_id: 1, name: 'Slow Reader', email: 'slow@example.com', phone: '5550100', comment: 'x'.repeat(2000), user_captcha_input: 'abcd' })
	const socket = net.connect(port, '127.0.0.1')
	let answer = ''
	socket.on('data', (chunk) => (answer += chunk))
	const answered = new Promise<string>((resolve, reject) => {
		socket.on('end', () => resolve(answer.split('\r\n')[0]!))
		socket.on('error', reject)
	})
	const half = Math.floor(body.length / 2)
	socket.write(`POST /api/blogdetail/store HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body.slice(0, half)}`)
	return { finish: () => socket.write(body.slice(half)), answered }
}

function portIsFree(port: number): Promise<boolean> {
	return new Promise((resolve) => {
		const socket = net.connect(port, '127.0.0.1')
		socket.once('connect', () => (socket.destroy(), resolve(false)))
		socket.once('error', () => resolve(true))
	})
}

const engines: [string, () => Promise<{ env: Record<string, string>; drop: () => Promise<void> }>][] = [
	['sqlite', async () => ({ env: { DATABASE_URL: '' }, drop: async () => {} })],
]
if (POSTGRES_URL) {
	engines.push([
		'postgres',
		async () => {
			const { url, drop } = await createServerSchema('shutdown')
			return { env: { DATABASE_URL: url }, drop }
		},
	])
} else {
	console.warn('⚠ PostgreSQL shutdown test skipped: set TEST_DATABASE_URL to run it.')
}

describe.each(engines)('stopping npm start on %s', (_engine, database) => {
	const started: ChildProcess[] = []
	afterAll(() => started.forEach((child) => child.exitCode === null && child.kill('SIGKILL')))

	it.each(['SIGTERM', 'SIGINT'] as const)('%s to npm finishes the request in flight, frees the port and exits with 0', async (signal) => {
		const { env, drop } = await database()
		try {
			const server = await npmStart(env)
			started.push(server.child)
			const request = slowPost(server.port)
			await new Promise((resolve) => setTimeout(resolve, 300))
			server.child.kill(signal)
			await new Promise((resolve) => setTimeout(resolve, 300))
			request.finish()
			// The request that was in flight gets its real answer (the captcha is wrong), not a reset.
			expect(await request.answered).toBe('HTTP/1.1 422 Unprocessable Entity')
			expect(await server.exited).toBe(0)
			expect(await portIsFree(server.port)).toBe(true)
		} finally {
			await drop()
		}
	})
})

describe('what a client cannot hold up', () => {
	it('answers 408 to a request whose body trickles past the request timeout, serving others meanwhile', async () => {
		const server = await startServer({ DATA_DIR: tempDataDir(), DATABASE_URL: '', REQUEST_TIMEOUT_SECONDS: '2' })
		try {
			const { port } = new URL(server.url)
			const socket = net.connect(Number(port), '127.0.0.1')
			let answer = ''
			socket.on('data', (chunk) => (answer += chunk))
			const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()))
			socket.write('POST /api/blogdetail/store HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{')
			const trickle = setInterval(() => socket.writable && socket.write(' '), 200)
			const started = Date.now()
			expect((await fetch(`${server.url}/api/faq`)).status).toBe(200)
			await closed
			clearInterval(trickle)
			expect(Date.now() - started).toBeLessThan(6000)
			expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 408 Request Timeout')
		} finally {
			await server.stop()
		}
	})

	it('exits at once on SIGTERM with an idle keep-alive connection open, and within the grace period with a trickling one', async () => {
		const server = await startServer({ DATA_DIR: tempDataDir(), DATABASE_URL: '', SHUTDOWN_GRACE_SECONDS: '2', REQUEST_TIMEOUT_SECONDS: '600' })
		const { port } = new URL(server.url)
		const idle = net.connect(Number(port), '127.0.0.1')
		const answered = new Promise<void>((resolve) => idle.once('data', () => resolve()))
		idle.write('GET /api/faq HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n')
		await answered
		const trickling = net.connect(Number(port), '127.0.0.1')
		trickling.on('error', () => undefined)
		trickling.write('POST /api/blogdetail/store HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{')
		const trickle = setInterval(() => trickling.writable && trickling.write(' '), 200)
		try {
			const exited = new Promise<number | null>((resolve) => server.child.once('exit', resolve))
			const started = Date.now()
			server.child.kill('SIGTERM')
			await exited
			expect(Date.now() - started).toBeLessThan(4500)
		} finally {
			clearInterval(trickle)
			idle.destroy()
			trickling.destroy()
		}
	})
})
