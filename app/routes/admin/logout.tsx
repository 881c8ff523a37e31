import { redirect } from 'react-router'
import type { Route } from './+types/logout'
import { refuseCrossSite } from '#app/features/staff/session.server.ts'
import { appContext } from '#app/server/context.server.ts'

/** Signing out ends the session in the database and clears its cookie. */
export async function action({ request, context }: Route.ActionArgs) {
	refuseCrossSite(request)
	const { auth } = context.get(appContext)
	const { headers } = await auth.api.signOut({ headers: request.headers, returnHeaders: true })
	return redirect('/admin/login', { headers })
}

export function loader() {
	return redirect('/admin')
}
