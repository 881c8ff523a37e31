import { isRouteErrorResponse, Outlet } from 'react-router'
import { Link } from '#app/components/ui/link.tsx'
import type { Route } from './+types/page-errors'

/** The refusals and failures a back-office page may answer, in the staff's words. */
const ERROR_PAGES: Record<number, { title: string; text: string }> = {
	403: { title: 'Not for your role', text: 'Your role does not give access to this page.' },
	404: { title: 'Not found', text: 'There is no such page or item in the back office. It may have been deleted.' },
	429: { title: 'Too many requests', text: 'You are going faster than the back office allows. Wait a minute, then try again.' },
}

/** Every back-office page, inside the layout's admin bar: this route only catches their errors. */
export default function AdminPages() {
	return <Outlet />
}

/**
 * An error of a back-office page, drawn below the admin bar and its menu: a
 * role that may not open the page (403), a missing item (404), a limit (429).
 * It sits below the layout (decision 034) so that the layout's loader, which
 * the menu needs, has run even when an action fails.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	const known = isRouteErrorResponse(error) ? ERROR_PAGES[error.status] : undefined
	// A refusal says why in its own words; a failure's detail stays in the server's log.
	const said = known && isRouteErrorResponse(error) && typeof error.data === 'string' ? error.data : undefined
	const title = known?.title ?? 'Something went wrong'
	return (
		<>
			<title>{`${title} | Lanternfish back office`}</title>
			<h1>{title}</h1>
			<p role="alert">{said ?? known?.text ?? 'The back office could not show this page. Please try again in a moment.'}</p>
			<p>
				<Link to="/admin">Back to the overview</Link>
			</p>
		</>
	)
}
