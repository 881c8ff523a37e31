import fs from 'node:fs'
import path from 'node:path'
import { ROOT } from '#server/paths.ts'

/**
 * Writes how long each test file took (seconds) from a full run's JSON report, the table the test
 * runner uses to start the longest files first:
 *   npm test -- --reporter=json --outputFile.json=test-results/vitest.json && npm run test:durations
 */
const report = process.argv[2] ?? path.join(ROOT, 'test-results/vitest.json')
// The paths in the report are absolute, from the checkout that ran it (the report's folder's parent).
const runRoot = path.dirname(path.dirname(path.resolve(report)))
const { testResults } = JSON.parse(fs.readFileSync(report, 'utf8')) as { testResults: { name: string; startTime: number; endTime: number }[] }
const durations = Object.fromEntries(
	testResults
		.map(({ name, startTime, endTime }) => [path.relative(runRoot, name), Math.round((endTime - startTime) / 100) / 10] as const)
		.sort(([a], [b]) => (a < b ? -1 : 1)),
)
// Read by tests/setup/longest-first.ts.
fs.writeFileSync(path.join(ROOT, 'tests/setup/durations.json'), `${JSON.stringify(durations, null, '\t')}\n`)
console.log(`${Object.keys(durations).length} test files timed, from ${path.relative(ROOT, report)}`)
