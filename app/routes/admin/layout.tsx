import { Form, Link, Outlet } from 'react-router'
import type { Route } from './+types/layout'
import { requireStaff, staffContext } from '#app/features/staff/session.server.ts'
import './admin.css'

export const handle = { backOffice: true }

/** Every back-office page needs a signed-in staff member; each page narrows the roles further. */
export const middleware: Route.MiddlewareFunction[] = [requireStaff()]

export function meta() {
	return [{ title: 'Lanternfish back office' }, { name: 'robots', content: 'noindex, nofollow' }]
}

export function loader({ context }: Route.LoaderArgs) {
	return { staff: context.get(staffContext) }
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
	const { staff } = loaderData
	return (
		<div className="admin">
			<header className="admin-bar">
				<p className="admin-bar__title">Lanternfish back office</p>
				<nav className="admin-bar__nav" aria-label="Back office">
					<Link to="/admin">Overview</Link>
				</nav>
				<div className="admin-bar__user">
					<span>{`Signed in as ${staff.name} (${staff.role})`}</span>
					<Form method="post" action="/admin/logout">
						<button type="submit" className="button">
							Sign out
						</button>
					</Form>
				</div>
			</header>
			<div className="admin-main">
				<Outlet />
			</div>
		</div>
	)
}
