import { SiteLink } from '#app/components/ui/site-link.tsx'
import type { Route } from './+types/dashboard'
import { countWaiting } from '#app/features/forms/leads.server.ts'
import type { StaffRole } from '#app/features/staff/staff.roles.ts'
import { staffContext } from '#app/features/staff/session.server.ts'
import { appContext } from '#app/lib/context.server.ts'

/** Which waiting work each role sees: editors the leads and comments, recruiters the applications. */
const TILES: { key: 'contact' | 'quote' | 'career' | 'comments'; label: string; to: string; roles: StaffRole[] }[] = [
	{ key: 'contact', label: 'New contact messages', to: '/admin/leads?status=new', roles: ['admin', 'editor'] },
	{ key: 'quote', label: 'New quote requests', to: '/admin/leads?kind=quote&status=new', roles: ['admin', 'editor'] },
	{ key: 'career', label: 'New job applications', to: '/admin/leads?kind=career&status=new', roles: ['admin', 'recruiter'] },
	{ key: 'comments', label: 'Comments awaiting moderation', to: '/admin/comments', roles: ['admin', 'editor'] },
]

export async function loader({ context }: Route.LoaderArgs) {
	const { db } = context.get(appContext)
	const staff = context.get(staffContext)
	const waiting = await countWaiting(db)
	return { name: staff.name, tiles: TILES.filter((tile) => tile.roles.includes(staff.role)).map(({ key, label, to }) => ({ key, label, to, count: waiting[key] })) }
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
	return (
		<>
			<h1>Overview</h1>
			<p>{`Welcome, ${loaderData.name}. This is what is waiting for the team.`}</p>
			<ul className="auto-grid admin-cards">
				{loaderData.tiles.map((tile) => (
					<li key={tile.key} className="admin-card">
						<SiteLink to={tile.to} className="admin-card__tile">
							<span className="admin-card__count">{tile.count}</span>
							{tile.label}
						</SiteLink>
					</li>
				))}
			</ul>
		</>
	)
}
