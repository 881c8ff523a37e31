import { Form, Outlet } from 'react-router'
import { Link, NavLink } from '#app/components/ui/link.tsx'
import type { Route } from './+types/layout'
import { requireStaff, staffContext } from '#app/features/staff/session.server.ts'
import { limitStaffWrites } from '#app/features/staff/staff-limits.server.ts'
import { appContext } from '#app/server/context.server.ts'
import { showTimesIn } from '#app/lib/time-zone.ts'
import { mayDo, type ROLES } from './access.ts'
import './admin.css'
import './workspace.css'
import './versions.css'

export const handle = { backOffice: true }

/** Every back-office page needs a signed-in staff member (each page narrows the roles further), whose posts are limited per minute. */
export const middleware: Route.MiddlewareFunction[] = [requireStaff(), ...limitStaffWrites]

export function meta() {
	return [{ title: 'Lanternfish back office' }, { name: 'robots', content: 'noindex, nofollow' }]
}

/** The back office's sections, each shown to the roles that may open it. */
const SECTIONS: { to: string; label: string; roles: keyof typeof ROLES }[] = [
	{ to: '/admin/leads', label: 'Leads', roles: 'leads' },
	{ to: '/admin/insights', label: 'Insights', roles: 'insights' },
	{ to: '/admin/comments', label: 'Comments', roles: 'comments' },
	{ to: '/admin/content', label: 'Content', roles: 'jobs' },
	{ to: '/admin/media', label: 'Media', roles: 'content' },
	{ to: '/admin/staff', label: 'Staff', roles: 'admin' },
	{ to: '/admin/audit', label: 'Audit log', roles: 'admin' },
	{ to: '/admin/erasure', label: 'Erase a person', roles: 'admin' },
]

export function loader({ context }: Route.LoaderArgs) {
	const staff = context.get(staffContext)
	return {
		staff,
		// Until a required second factor is on, no other page opens: the bar offers none.
		sections: staff.mustSetUpTwoFactor ? null : SECTIONS.filter((section) => mayDo(staff.role, section.roles)).map(({ to, label }) => ({ to, label })),
		timeZone: context.get(appContext).config.timeZone,
	}
}

/**
 * The admin bar, then the page in the document's one `<main>`, which the skip link lands on (the root leaves the
 * back office to draw its own). On a wide screen the bar is one row; on a phone two short ones: the title and the
 * search box, then the sections and the account, which scroll sideways.
 */
export default function AdminLayout({ loaderData }: Route.ComponentProps) {
	const { staff, sections, timeZone } = loaderData
	// Every time the pages below draw is in the agency's time zone, set before they render.
	showTimesIn(timeZone)
	return (
		<div className="admin">
			<header className="admin-bar">
				<p className="admin-bar__title">
					Lanternfish <span className="admin-bar__wide">back office</span>
				</p>
				{sections ? (
					<form method="get" action="/admin/search" role="search" aria-label="Search the back office" className="admin-bar__search">
						<label htmlFor="admin-bar-q" className="visually-hidden">
							Search content and leads
						</label>
						<input id="admin-bar-q" name="q" type="search" placeholder="Search…" maxLength={200} />
						<button type="submit" className="button">
							Search
						</button>
					</form>
				) : null}
				<div className="admin-bar__row">
					{sections ? (
						<nav className="admin-bar__nav" aria-label="Back office">
							<NavLink to="/admin" end>
								Overview
							</NavLink>
							{sections.map((section) => (
								<NavLink key={section.to} to={section.to}>
									{section.label}
								</NavLink>
							))}
						</nav>
					) : null}
					<div className="admin-bar__user">
						<Link to="/admin/account" className="admin-bar__account">
							<span className="visually-hidden">Signed in as </span>
							{staff.name}
							<span className="admin-bar__wide">{` (${staff.role})`}</span>
						</Link>
						<Form method="post" action="/admin/logout">
							<button type="submit" className="button">
								Sign out
							</button>
						</Form>
					</div>
				</div>
			</header>
			<main id="main" tabIndex={-1} className="admin-main">
				<Outlet />
			</main>
		</div>
	)
}
