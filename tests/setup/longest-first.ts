import fs from 'node:fs'
import path from 'node:path'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

const DURATIONS_FILE = new URL('./durations.json', import.meta.url)

/**
 * Runs the test files that took longest in a full run first, so the short ones fill the workers
 * at the end instead of one long browser file running alone after all others finished (on a
 * fresh clone vitest has no timings of its own and starts the largest files first, which is not
 * the same: the sitemap crawl is a short file that runs 40 s). A file the table does not know yet
 * counts as long. `npm run test:durations` refreshes the table from a run's JSON report.
 */
export default class LongestFirst extends BaseSequencer {
	override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
		const durations = JSON.parse(fs.readFileSync(DURATIONS_FILE, 'utf8')) as Record<string, number>
		const seconds = (file: TestSpecification) => durations[path.relative(file.project.config.root, file.moduleId)] ?? Number.POSITIVE_INFINITY
		return [...files].sort((a, b) => seconds(b) - seconds(a))
	}
}
