import { data } from 'react-router'

/** The catch-all route: any path the route table does not know is a 404. */
export function loader() {
	throw data(null, { status: 404 })
}

export default function NotFound() {
	return null
}
