import type { Route } from './+types/dashboard'
import { countWaiting } from '#app/features/forms/leads.server.ts'
import type { StaffRole } from '#app/features/staff/staff.roles.ts'
import { staffContext } from '#app/features/staff/session.server.ts'
import { appContext } from '#app/lib/context.server.ts'

/** Which waiting work each role sees: editors the leads and comments, recruiters the applications. */
const TILES: { key: 'contact' | 'quote' | 'career' | 'comments'; label: string; roles: StaffRole[] }[] = [
	{ key: 'contact', label: 'New contact messages', roles: ['admin', 'editor'] },
	{ key: 'quote', label: 'New quote requests', roles: ['admin', 'editor'] },
	{ key: 'career', label: 'New job applications', roles: ['admin', 'recruiter'] },
	{ key: 'comments', label: 'Comments awaiting moderation', roles: ['admin', 'editor'] },
]

export async function loader({ context }: Route.LoaderArgs) {
	const { db } = context.get(appContext)
	const staff = context.get(staffContext)
	const waiting = await countWaiting(db)
	return { name: staff.name, tiles: TILES.filter((tile) => tile.roles.includes(staff.role)).map(({ key, label }) => ({ key, label, count: waiting[key] })) }
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
	return (
		<>
			<h1>Overview</h1>
			<p>{`Welcome, ${loaderData.name}. This is what is waiting for the team.`}</p>
			<ul className="auto-grid admin-cards">
				{loaderData.tiles.map((tile) => (
					<li key={tile.key} className="admin-card">
						<span className="admin-card__count">{tile.count}</span>
						{tile.label}
					</li>
				))}
			</ul>
		</>
	)
}
