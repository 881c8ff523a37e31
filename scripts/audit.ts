import { spawnSync } from 'node:child_process'

/**
 * `npm run audit`: the production dependencies (`npm audit --omit=dev`) against the
 * registry's advisories. Exits 1 when any advisory is high or critical, so CI stops
 * on one. A registry that does not offer the advisory endpoint (a mirror, a closed
 * network) is reported and not counted as a pass or a failure: the check did not run.
 */
interface AuditReport {
	metadata?: { vulnerabilities?: Record<'info' | 'low' | 'moderate' | 'high' | 'critical', number> }
	vulnerabilities?: Record<string, { severity: string; via: unknown[] }>
	statusCode?: number
	message?: string
}

const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
let report: AuditReport
try {
	report = JSON.parse(run.stdout) as AuditReport
} catch {
	console.error(`npm audit printed no report (exit ${run.status}):\n${run.stderr.trim()}`)
	process.exit(1)
}

const counts = report.metadata?.vulnerabilities
if (!counts) {
	console.warn(`npm audit: not checked, the registry's advisory endpoint answered: ${report.message ?? `status ${report.statusCode}`}`)
	process.exit(0)
}

console.info(`npm audit --omit=dev: ${Object.entries(counts).map(([level, count]) => `${count} ${level}`).join(', ')}`)
const serious = Object.entries(report.vulnerabilities ?? {}).filter(([, entry]) => entry.severity === 'high' || entry.severity === 'critical')
for (const [name, entry] of serious) console.error(`  ${entry.severity}: ${name}`)
process.exit(serious.length > 0 ? 1 : 0)
