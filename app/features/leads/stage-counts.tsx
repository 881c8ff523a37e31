import { Link } from '#app/components/ui/link.tsx'
import type { NamedStage } from './inbox.labels.ts'

/** An opening's applications in one stage, named as the back office names the stage. */
export interface StageCount {
	stage: NamedStage
	label: string
	count: number
}

/** The inbox's list of an opening's applications, of one stage or of all. */
export const applicationsHref = (jobId: number | string, stage?: NamedStage) => `/admin/leads?opening=${jobId}${stage ? `&status=${stage}` : ''}`

/**
 * An opening's applications by stage (decision 092): "3 New · 1 Interview", each count a link to
 * those applications in the inbox; "None yet" when it has none.
 */
export function StageCounts({ jobId, counts, title }: { jobId: number | string; counts: readonly StageCount[]; title: string }) {
	if (counts.length === 0) return <span className="admin-muted">None yet</span>
	return (
		<ul className="admin-stage-counts" aria-label={`Applications to ${title} by stage`}>
			{counts.map(({ stage, label, count }) => (
				<li key={stage}>
					<Link to={applicationsHref(jobId, stage)}>{`${count} ${label}`}</Link>
				</li>
			))}
		</ul>
	)
}
