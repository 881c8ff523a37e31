import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ROOT, SERVER_ENTRY } from '../server/paths.ts'
import { ensureBuild } from './lib/build.js'
import { freePort } from './lib/server-process.ts'

/**
 * `npm run bench:startup [-- --runs 5]`: how long the site is away after its server stops dead, from
 * spawning the start command to the first 200 of `/` (the home page rendered), on a database already
 * migrated and loaded, with the default number of server processes: the production command (what
 * the Dockerfile and `npm run serve` run) and `npm start` itself (npm, its build check, then the
 * same server), interleaved, several starts each, the median of each printed. On Linux it also
 * prints the processor time the start used, all its processes together (npm, tsx, the primary and
 * the workers, read from /proc at the first 200): what the start costs whatever else runs, where
 * the elapsed time grows with the machine's load.
 */
const runsAt = process.argv.indexOf('--runs')
const runs = runsAt > 0 ? Number(process.argv[runsAt + 1]) : 5
ensureBuild()
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-startup-'))
// Production does not start without one (decision 067); `npm start` keeps its own in DATA_DIR.
const appSecret = process.env.APP_SECRET || randomBytes(32).toString('base64')
const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm'
const ways: Record<string, { command: string; args: string[]; env: Record<string, string> }> = {
	'NODE_ENV=production node build/node/main.js': { command: process.execPath, args: ['--max-semi-space-size=32', SERVER_ENTRY], env: { NODE_ENV: 'production', APP_SECRET: appSecret } },
	'npm start': { command: NPM, args: ['start', '--silent'], env: {} },
}

/** Milliseconds of processor time (user and system) used so far by the processes of a group, or NaN where /proc is not. */
function groupCpuMs(group: number): number {
	if (!fs.existsSync('/proc/self/stat')) return Number.NaN
	let ticks = 0
	for (const pid of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
		let stat: string
		try {
			stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
		} catch {
			continue
		}
		// Fields after the command's name, which is in parentheses and may hold spaces: state, ppid, pgrp, … utime (14th), stime (15th).
		const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
		if (Number(fields[2]) === group) ticks += Number(fields[11]) + Number(fields[12])
	}
	// Linux counts in clock ticks of 1/100 s.
	return ticks * 10
}

/** Milliseconds from spawning the command to the first 200 of `/`, and the processor time the start used by then. */
async function startOnce({ command, args, env }: (typeof ways)[string]): Promise<{ ms: number; cpuMs: number }> {
	const port = await freePort()
	const { APP_SECRET: _secret, NODE_ENV: _mode, ...inherited } = process.env
	const started = performance.now()
	// A group of its own, so the kill below reaches npm, tsx, the primary and every worker at once.
	const child = spawn(command, args, {
		cwd: ROOT,
		env: { ...inherited, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
		stdio: ['ignore', 'ignore', 'inherit'],
		detached: true,
	})
	try {
		for (;;) {
			if (child.exitCode !== null) throw new Error(`${command} ${args.join(' ')} exited with ${child.exitCode}`)
			const ok = await fetch(`http://127.0.0.1:${port}/`).then(async (response) => (await response.arrayBuffer(), response.status === 200), () => false)
			if (ok) return { ms: performance.now() - started, cpuMs: groupCpuMs(child.pid!) }
			await new Promise((resolve) => setTimeout(resolve, 10))
		}
	} finally {
		await kill(child)
	}
}

async function kill(child: ChildProcess): Promise<void> {
	const exited = child.exitCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', resolve))
	try {
		process.kill(-child.pid!, 'SIGKILL')
	} catch {
		// already gone
	}
	await exited
}

const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!

try {
	// The first start migrates and loads the demo content, and `npm start` makes the secret it keeps: neither is counted.
	for (const way of Object.values(ways)) await startOnce(way)
	console.log(`${runs} starts each, interleaved; Node ${process.version}, ${os.cpus().length} cores, WEB_CONCURRENCY ${process.env.WEB_CONCURRENCY ?? 'default'}, load average ${os.loadavg()[0]!.toFixed(1)}`)
	const times: Record<string, { ms: number; cpuMs: number }[]> = Object.fromEntries(Object.keys(ways).map((way) => [way, []]))
	for (let i = 0; i < runs; i++) for (const [name, way] of Object.entries(ways)) times[name]!.push(await startOnce(way))
	for (const [name, list] of Object.entries(times)) {
		const ms = list.map((start) => start.ms)
		const cpu = list.map((start) => start.cpuMs)
		console.log(`${name.padEnd(46)} ${ms.map((one) => String(Math.round(one)).padStart(7)).join('')}   median ${Math.round(median(ms))} ms`)
		if (!cpu.some(Number.isNaN)) console.log(`${'  processor time'.padEnd(46)} ${cpu.map((one) => String(Math.round(one)).padStart(7)).join('')}   median ${Math.round(median(cpu))} ms`)
	}
	console.log(`load average after ${os.loadavg()[0]!.toFixed(1)}`)
} finally {
	fs.rmSync(dataDir, { recursive: true, force: true })
}
