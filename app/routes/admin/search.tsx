import { Link } from '#app/components/ui/link.tsx'
import type { Route } from './+types/search'
import { searchContent } from '#app/features/cms/cms.server.ts'
import { ENTITIES } from '#app/features/cms/entities.ts'
import { LEAD_KIND_LABELS } from '#app/features/leads/inbox.labels.ts'
import { listLeads } from '#app/features/leads/inbox.server.ts'
import { staffContext } from '#app/features/staff/session.server.ts'
import { appContext } from '#app/server/context.server.ts'
import { mayDo, readableKinds } from './access.ts'
import { FilterActions, formatWhen } from './kit.tsx'

/** Results per kind of content, at most; the list of that kind has the rest. */
const PER_KIND = 10

export function meta() {
	return [{ title: 'Search | Lanternfish back office' }]
}

/** One search over every kind of content the role may edit and the leads it may read, grouped by kind. */
export async function loader({ request, context }: Route.LoaderArgs) {
	const { db } = context.get(appContext)
	const staff = context.get(staffContext)
	const q = (new URL(request.url).searchParams.get('q') ?? '').replace(/\s+/g, ' ').trim().slice(0, 200)
	if (!q) return { q, groups: [], leads: null }
	const entities = ENTITIES.filter((entity) => !entity.singleton && mayDo(staff.role, entity.access))
	const found = await searchContent(db, entities, q, PER_KIND)
	const groups = found.map(({ entity, rows }) => ({
		key: entity.key,
		label: entity.label,
		more: `/admin/content/${entity.key}?q=${encodeURIComponent(q)}`,
		items: rows.map((row) => ({ to: `/admin/content/${entity.key}/${row.id}`, title: row.title || `(untitled #${row.id})` })),
	}))
	const kinds = readableKinds(staff.role)
	// Leads only for the roles that may read them, and only their kinds.
	const leads = kinds.length === 0 ? null : await listLeads(db, kinds, { q, page: 1 }, staff.id)
	return {
		q,
		groups,
		leads: leads
			? {
					total: leads.total,
					more: `/admin/leads?q=${encodeURIComponent(q)}`,
					items: leads.rows.slice(0, PER_KIND).map((lead) => ({ to: `/admin/leads/${lead.tbl}/${lead.id}`, title: `${lead.name} (${lead.email})`, meta: `${LEAD_KIND_LABELS[lead.kind]}, ${formatWhen(lead.created_at)}` })),
				}
			: null,
	}
}

export default function Search({ loaderData }: Route.ComponentProps) {
	const { q, groups, leads } = loaderData
	const nothing = q && groups.length === 0 && (!leads || leads.total === 0)
	return (
		<>
			<h1>Search</h1>
			<form method="get" action="/admin/search" role="search" aria-label="Search the back office" className="admin-filters">
				<div className="form-field">
					<label htmlFor="search-page-q" className="form-field__label">
						Search content and leads
					</label>
					<input id="search-page-q" name="q" type="search" defaultValue={q} maxLength={200} className="form-field__control" />
				</div>
				<FilterActions submit="Search" />
			</form>
			{nothing ? <p className="admin-empty">{`Nothing found for “${q}”.`}</p> : null}
			{groups.map((group) => (
				<section key={group.key} className="admin-search-group" aria-labelledby={`found-${group.key}`}>
					<h2 id={`found-${group.key}`}>{group.label}</h2>
					<ul>
						{group.items.map((item) => (
							<li key={item.to}>
								<Link to={item.to}>{item.title}</Link>
							</li>
						))}
					</ul>
					{group.items.length >= PER_KIND ? <Link to={group.more}>{`All matching ${group.label.toLowerCase()}`}</Link> : null}
				</section>
			))}
			{leads && leads.total > 0 ? (
				<section className="admin-search-group" aria-labelledby="found-leads">
					<h2 id="found-leads">{`Leads (${leads.total})`}</h2>
					<ul>
						{leads.items.map((item) => (
							<li key={item.to}>
								<Link to={item.to}>{item.title}</Link> <span className="admin-muted">{item.meta}</span>
							</li>
						))}
					</ul>
					{leads.total > leads.items.length ? <Link to={leads.more}>All matching leads</Link> : null}
				</section>
			) : null}
		</>
	)
}
