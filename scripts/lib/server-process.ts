import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import net from 'node:net'
import path from 'node:path'
import { ROOT, SERVER_ENTRY } from '../../server/paths.ts'

/**
 * The flags production starts Node with (Dockerfile, deploy/lanternfish@.service, npm start):
 * a young generation twice V8's default, so rendering pages under load collects less often
 * (decision 022).
 */
const SERVER_NODE_FLAGS = ['--max-semi-space-size=32']
/** `npm start`'s script, which its package.json line runs with plain Node. */
const START_SCRIPT = path.join(ROOT, 'scripts', 'start.js')

export async function freePort(): Promise<number> {
	return new Promise((resolve, reject) => {
		const server = net.createServer()
		server.once('error', reject)
		server.listen(0, '127.0.0.1', () => {
			const { port } = server.address() as net.AddressInfo
			server.close(() => resolve(port))
		})
	})
}

export interface RunningServer {
	url: string
	child: ChildProcess
	output: () => string
	stop: () => Promise<void>
}

/**
 * A server's variables: production's, with an APP_SECRET of its own (production refuses to start
 * without one) unless the caller names it; a variable given as undefined is left unset.
 */
function serverEnv(env: ServerEnv, defaults: Record<string, string>): Record<string, string> {
	const all: Record<string, string | undefined> = { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', APP_SECRET: randomBytes(32).toString('base64'), ...defaults, ...env }
	return Object.fromEntries(Object.entries(all).filter((entry): entry is [string, string] => entry[1] !== undefined))
}

export type ServerEnv = Record<string, string | undefined>

export interface StartOptions {
	/** Start as `npm start` does (scripts/start.js: the build check, then the server keeping its own APP_SECRET) rather than the built server alone. */
	npmStart?: boolean
}

/** Starts the production server as its own process from its build (JavaScript), as `npm start` does after building. */
export async function startServer(env: ServerEnv, { npmStart = false }: StartOptions = {}): Promise<RunningServer> {
	const port = await freePort()
	const args = [...SERVER_NODE_FLAGS, npmStart ? START_SCRIPT : SERVER_ENTRY]
	const child = spawn(process.execPath, args, {
		cwd: ROOT,
		env: serverEnv(env, { PORT: String(port), LOG_LEVEL: 'warn' }),
		stdio: ['ignore', 'pipe', 'pipe'],
	})
	// The last megabyte of what it wrote, for the error of a failed start or a test's look at its log.
	let output = ''
	const keep = (chunk: Buffer) => {
		output = (output + chunk.toString()).slice(-1_000_000)
	}
	child.stdout!.on('data', keep)
	child.stderr!.on('data', keep)
	const url = `http://127.0.0.1:${port}`
	// Generous: on a busy two-core machine (CI runs test files side by side) a start can be slow.
	const deadline = Date.now() + 90_000
	for (;;) {
		if (child.exitCode !== null) throw new Error(`Server exited with ${child.exitCode}: ${output}`)
		try {
			const response = await fetch(`${url}/api/headerData`)
			if (response.ok) break
		} catch {
			// not listening yet
		}
		if (Date.now() > deadline) {
			child.kill('SIGKILL')
			throw new Error(`Server did not answer on ${url} within 90 s: ${output}`)
		}
		await new Promise((resolve) => setTimeout(resolve, 150))
	}
	const stop = async () => {
		// Exited, or ended by a signal (a test's SIGKILL): nothing to stop.
		if (child.exitCode !== null || child.signalCode !== null) return
		const exited = new Promise((resolve) => child.once('exit', resolve))
		child.kill('SIGTERM')
		await exited
	}
	return { url, child, output: () => output, stop }
}

/** Runs the server expecting it to refuse to start; resolves with its exit code and output. */
export async function runFailingServer(env: ServerEnv): Promise<{ code: number | null; stderr: string }> {
	const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, SERVER_ENTRY], {
		cwd: ROOT,
		env: serverEnv(env, { PORT: '0' }),
		stdio: ['ignore', 'pipe', 'pipe'],
	})
	let stderr = ''
	child.stderr!.on('data', (chunk) => (stderr += chunk))
	const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
	return { code, stderr }
}
