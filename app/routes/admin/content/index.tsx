import { Link } from '#app/components/ui/link.tsx'
import type { Route } from './+types/index'
import { ENTITIES } from '#app/features/cms/entities.ts'
import { requireRole } from '#app/features/staff/session.server.ts'
import { mayDo, ROLES } from '../access.ts'

export function meta() {
	return [{ title: 'Content | Lanternfish back office' }]
}

export function loader({ context }: Route.LoaderArgs) {
	// A role check in the loader: its refusal is drawn inside the back office, with the menu.
	const { role } = requireRole(context, ROLES.jobs)
	return { entities: ENTITIES.filter((entity) => mayDo(role, entity.access)).map(({ key, label, intro }) => ({ key, label, intro })) }
}

export default function ContentIndex({ loaderData }: Route.ComponentProps) {
	return (
		<>
			<h1>Content</h1>
			<p>Everything the public site shows. A save is live on the next page view.</p>
			<ul className="auto-grid admin-cards">
				{loaderData.entities.map((entity) => (
					<li key={entity.key} className="admin-card">
						<Link to={`/admin/content/${entity.key}`} className="admin-card__link">
							{entity.label}
						</Link>
						{entity.intro ? <p className="admin-muted">{entity.intro}</p> : null}
					</li>
				))}
			</ul>
		</>
	)
}
