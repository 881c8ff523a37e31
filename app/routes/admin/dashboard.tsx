import { Link } from '#app/components/ui/link.tsx'
import type { Route } from './+types/dashboard'
import { listPage } from '#app/features/cms/cms.server.ts'
import { entityByKey } from '#app/features/cms/entities.ts'
import { countUnassigned, leadsPerWeek } from '#app/features/leads/inbox.server.ts'
import { countWaiting } from '#app/features/leads/leads.server.ts'
import { auditActionLabel } from '#app/features/staff/audit-actions.ts'
import { listAudit } from '#app/features/staff/audit.server.ts'
import type { StaffRole } from '#app/features/staff/staff.roles.ts'
import { staffContext } from '#app/features/staff/session.server.ts'
import { appContext } from '#app/server/context.server.ts'
import { mayDo, readableKinds } from './access.ts'
import { formatWhen } from './kit.tsx'
import { LeadChart } from './lead-chart.tsx'

/** Weeks the lead chart covers, this one included. */
const WEEKS = 12
/** Audit entries the overview shows; the audit log has the rest. */
const RECENT = 8

type TileKey = 'contact' | 'quote' | 'career' | 'unassigned' | 'comments' | 'scheduled'

/** Which waiting work each role sees: editors the leads, comments and posts, sales the enquiries, recruiters the applications. */
const TILES: { key: TileKey; label: string; to: string; roles: StaffRole[] }[] = [
	{ key: 'contact', label: 'New contact messages', to: '/admin/leads?status=new', roles: ['admin', 'editor', 'sales'] },
	{ key: 'quote', label: 'New quote requests', to: '/admin/leads?kind=quote&status=new', roles: ['admin', 'editor', 'sales'] },
	{ key: 'career', label: 'New job applications', to: '/admin/leads?kind=career&status=new', roles: ['admin', 'recruiter'] },
	{ key: 'unassigned', label: 'Open leads nobody has taken', to: '/admin/leads?assignee=unassigned', roles: ['admin', 'editor', 'recruiter', 'sales'] },
	{ key: 'comments', label: 'Comments awaiting moderation', to: '/admin/comments', roles: ['admin', 'editor'] },
	{ key: 'scheduled', label: 'Posts scheduled for later', to: '/admin/content/posts?status=scheduled', roles: ['admin', 'editor'] },
]

export async function loader({ context }: Route.LoaderArgs) {
	const { db } = context.get(appContext)
	const staff = context.get(staffContext)
	const kinds = readableKinds(staff.role)
	const [waiting, unassigned, scheduled, weeks, recent] = await Promise.all([
		countWaiting(db),
		countUnassigned(db, kinds),
		listPage(db, entityByKey('posts')!, { status: 'scheduled', page: 1 }).then((page) => page.total),
		leadsPerWeek(db, kinds, WEEKS),
		// The audit log is the admins' to read; others see their waiting work only.
		mayDo(staff.role, 'admin') ? listAudit(db, {}, 1).then((rows) => rows.slice(0, RECENT)) : Promise.resolve([]),
	])
	const counts: Record<TileKey, number> = { ...waiting, unassigned, scheduled }
	return {
		name: staff.name,
		tiles: TILES.filter((tile) => tile.roles.includes(staff.role)).map(({ key, label, to }) => ({ key, label, to, count: counts[key] })),
		kinds,
		weeks,
		recent: recent.map((entry) => ({ id: entry.id, at: formatWhen(entry.at), who: entry.actor_email, what: auditActionLabel(entry.action), subject: entry.subject })),
		seesAudit: mayDo(staff.role, 'admin'),
	}
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
	const { tiles, kinds, weeks, recent, seesAudit } = loaderData
	return (
		<>
			<h1>Overview</h1>
			<p>{`Welcome, ${loaderData.name}. This is what is waiting for the team.`}</p>
			<h2 className="visually-hidden">Waiting work</h2>
			<ul className="auto-grid admin-cards">
				{tiles.map((tile) => (
					<li key={tile.key} className="admin-card">
						<Link to={tile.to} className="admin-card__tile">
							<span className="admin-card__count">{tile.count}</span>
							{tile.label}
						</Link>
					</li>
				))}
			</ul>
			{kinds.length > 0 ? (
				<section aria-labelledby="trends-heading" className="admin-overview-section">
					<h2 id="trends-heading">Leads over time</h2>
					<LeadChart weeks={weeks} kinds={kinds} />
				</section>
			) : null}
			{seesAudit ? (
				<section aria-labelledby="activity-heading" className="admin-overview-section">
					<h2 id="activity-heading">Recent activity</h2>
					{recent.length === 0 ? (
						<p className="admin-empty">Nothing yet.</p>
					) : (
						<ul className="admin-activity">
							{recent.map((entry) => (
								<li key={entry.id}>
									<span className="admin-muted">{entry.at}</span> {`${entry.who}: ${entry.what}`}
									{entry.subject ? ` — ${entry.subject}` : ''}
								</li>
							))}
						</ul>
					)}
					<p>
						<Link to="/admin/audit">The whole audit log</Link>
					</p>
				</section>
			) : null}
		</>
	)
}
