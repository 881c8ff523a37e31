import './no-list-found.css'
/** The spec's empty-list message, in red (spec §8). */
export function NoListFound() {
	return (
		<p className="no-list-found" role="status">
			No List Found
		</p>
	)
}
