import { data } from 'react-router'

/** An unknown back-office address, once signed in. */
export function loader() {
	return data(null, { status: 404 })
}

export default function AdminNotFound() {
	return (
		<>
			<h1>Page not found</h1>
			<p>There is no such page in the back office.</p>
		</>
	)
}
