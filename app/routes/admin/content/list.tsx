import { data, redirect } from 'react-router'
import { SiteLink } from '#app/components/ui/site-link.tsx'
import type { Route } from './+types/list'
import { listRows, refOptions } from '#app/features/cms/cms.server.ts'
import { entityByKey, publicState, publicView } from '#app/features/cms/entities.ts'
import { requireStaff, staffContext } from '#app/features/staff/session.server.ts'
import { appContext } from '#app/lib/context.server.ts'
import { mayDo, ROLES } from '../access.ts'
import { formatWhen, stateLabel } from '../kit.tsx'

export const middleware: Route.MiddlewareFunction[] = [requireStaff(ROLES.jobs)]

export function meta({ data: loaderData }: Route.MetaArgs) {
	return [{ title: `${loaderData?.label ?? 'Content'} | Lanternfish back office` }]
}

export async function loader({ params, context }: Route.LoaderArgs) {
	const entity = entityByKey(params.entity)
	if (!entity) throw data('No such kind of content.', { status: 404 })
	if (!mayDo(context.get(staffContext).role, entity.access)) throw data('Your role does not give access to this page.', { status: 403 })
	const { db } = context.get(appContext)
	const rows = await listRows(db, entity)
	if (entity.singleton && rows[0]) throw redirect(`/admin/content/${entity.key}/${rows[0][entity.id]}`)
	const refs = await refOptions(db, entity)
	const shown = (column: string, row: Record<string, unknown>) => {
		const value = row[column]
		// The status of what has one reads as the public site treats it: Draft, Scheduled (date) or Published.
		const state = column === entity.publication?.status ? publicState(entity, row) : undefined
		if (state) return stateLabel(state)
		const field = entity.fields.find((f) => f.name === column)
		if (field?.kind === 'ref') return refs[column]?.find((option) => option.value === String(value))?.label ?? String(value)
		if (field?.kind === 'datetime' || column === 'created_at') return formatWhen(String(value))
		return value === null || value === undefined ? '' : String(value)
	}
	const headings = entity.columns.map((column) => entity.fields.find((f) => f.name === column)?.label.replace(/ \(.*\)$/, '') ?? column.replace(/_/g, ' '))
	return {
		key: entity.key,
		label: entity.label,
		singular: entity.singular,
		intro: entity.intro,
		create: Boolean(entity.create),
		titleLabel: entity.fields.find((f) => f.name === entity.title)?.label ?? 'Name',
		headings,
		rows: rows.map((row) => ({ id: String(row[entity.id]), title: String(row[entity.title] ?? ''), cells: entity.columns.map((column) => shown(column, row)), view: publicView(entity, row) })),
	}
}

export default function ContentList({ loaderData }: Route.ComponentProps) {
	const { key, label, singular, intro, create, titleLabel, headings, rows } = loaderData
	return (
		<>
			<p className="admin-crumbs">
				<SiteLink to="/admin/content">Content</SiteLink>
			</p>
			<h1>{label}</h1>
			{intro ? <p>{intro}</p> : null}
			{create ? (
				<p>
					<SiteLink className="button button--primary" to={`/admin/content/${key}/new`}>
						{`Add a ${singular}`}
					</SiteLink>
				</p>
			) : null}
			{rows.length === 0 ? (
				<p className="admin-empty">{`No ${label.toLowerCase()} yet.`}</p>
			) : (
				<div className="admin-table-wrap" tabIndex={0} role="region" aria-label={label}>
					<table className="admin-table">
						<thead>
							<tr>
								<th scope="col">{titleLabel}</th>
								{headings.map((heading) => (
									<th scope="col" key={heading}>
										{heading}
									</th>
								))}
								<th scope="col">
									<span className="visually-hidden">Public page</span>
								</th>
							</tr>
						</thead>
						<tbody>
							{rows.map((row) => (
								<tr key={row.id}>
									<td data-label={titleLabel}>
										<SiteLink to={`/admin/content/${key}/${row.id}`}>{row.title || `(untitled #${row.id})`}</SiteLink>
									</td>
									{row.cells.map((cell, i) => (
										<td key={headings[i]} data-label={headings[i]}>
											{cell}
										</td>
									))}
									<td data-label="Public page">{row.view ? <a href={row.view}>View</a> : null}</td>
								</tr>
							))}
						</tbody>
					</table>
				</div>
			)}
		</>
	)
}
