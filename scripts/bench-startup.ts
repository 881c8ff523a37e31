import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ROOT, SERVER_ENTRY } from '../server/paths.ts'
import { ensureBuild } from './lib/build.ts'
import { freePort } from './lib/server-process.ts'

/**
 * `npm run bench:startup [-- --runs 5]`: how long a server takes from its process starting to its
 * first answer on /healthz, on a database already migrated and loaded, run as built JavaScript
 * and as TypeScript through tsx, interleaved (decision 044).
 */
const runsAt = process.argv.indexOf('--runs')
const runs = runsAt > 0 ? Number(process.argv[runsAt + 1]) : 5
ensureBuild()
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-startup-'))
// Production does not start without one (decision 067).
const appSecret = process.env.APP_SECRET || randomBytes(32).toString('base64')
const ways = {
	'node build/node/main.js': [SERVER_ENTRY],
	'node --import tsx server/main.ts': ['--import', 'tsx', path.join(ROOT, 'server/main.ts')],
}

async function startOnce(args: string[]): Promise<number> {
	const port = await freePort()
	const started = performance.now()
	const child = spawn(process.execPath, ['--max-semi-space-size=32', ...args], {
		cwd: ROOT,
		env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', APP_SECRET: appSecret },
		stdio: ['ignore', 'ignore', 'inherit'],
	})
	try {
		for (;;) {
			if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`)
			const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then((response) => response.ok, () => false)
			if (ok) return performance.now() - started
			await new Promise((resolve) => setTimeout(resolve, 20))
		}
	} finally {
		child.kill('SIGKILL')
		await new Promise((resolve) => child.once('exit', resolve))
	}
}

try {
	// The first start migrates and loads the demo content; it is not counted.
	await startOnce(ways['node build/node/main.js'])
	const times: Record<string, number[]> = Object.fromEntries(Object.keys(ways).map((way) => [way, []]))
	for (let i = 0; i < runs; i++) for (const [way, args] of Object.entries(ways)) times[way]!.push(await startOnce(args))
	for (const [way, list] of Object.entries(times)) {
		const sorted = [...list].sort((a, b) => a - b)
		console.log(`${way.padEnd(34)} ${list.map((ms) => String(Math.round(ms)).padStart(5)).join(' ')}   median ${Math.round(sorted[Math.floor(sorted.length / 2)]!)} ms`)
	}
} finally {
	fs.rmSync(dataDir, { recursive: true, force: true })
}
