import { data, Form, redirect } from 'react-router'
import { Link } from '#app/components/ui/link.tsx'
import type { Route } from './+types/list'
import { type BulkAction, bulkActions, bulkPublish, deleteRefusal, deleteRow, LIST_PAGE_SIZE, listChoices, listPage, refOptions, rowsByIds } from '#app/features/cms/cms.server.ts'
import { auditChanges, itemName } from '#app/features/cms/changes.ts'
import { entityByKey } from '#app/features/cms/entities.ts'
import type { EntityDescriptor } from '#app/features/cms/entity-descriptor.ts'
import { publicState, publicView } from '#app/features/cms/entity-publication.ts'
import { applicationCounts, stageLabels } from '#app/features/leads/hiring.server.ts'
import { type StageCount, StageCounts } from '#app/features/leads/stage-counts.tsx'
import { audit } from '#app/features/staff/audit.server.ts'
import { actorOf, requireRole, staffContext } from '#app/features/staff/session.server.ts'
import { appContext } from '#app/server/context.server.ts'
import { mayDo, ROLES } from '../access.ts'
import { AdminPager } from '../admin-table.tsx'
import { AdminField, FilterActions, formatWhen, Notice, stateLabel } from '../kit.tsx'

/** Items one bulk action changes, at most: a page and then some. */
const BULK_MAX = 200

export function meta({ data: loaderData }: Route.MetaArgs) {
	return [{ title: `${loaderData?.label ?? 'Content'} | Lanternfish back office` }]
}

function entityOf(params: Route.LoaderArgs['params'], context: Route.LoaderArgs['context']): EntityDescriptor {
	const entity = entityByKey(params.entity)
	if (!entity) throw data('No such kind of content.', { status: 404 })
	requireRole(context, ROLES[entity.access])
	return entity
}

/** The list's search, filters, sorting and page, from the query string; anything unknown reads as "any". */
function readQuery(url: URL) {
	const get = (name: string) => url.searchParams.get(name)?.trim().slice(0, 200) || undefined
	const page = Number(url.searchParams.get('page'))
	return { q: get('q'), status: get('status'), category: get('category'), sort: get('sort'), dir: get('dir') === 'desc' ? ('desc' as const) : ('asc' as const), page: Number.isSafeInteger(page) && page > 0 ? page : 1 }
}

const BULK_DONE: Record<BulkAction, string> = { publish: 'published', unpublish: 'unpublished (now drafts)', delete: 'deleted' }

export async function loader({ params, context, request }: Route.LoaderArgs) {
	const entity = entityOf(params, context)
	const { db } = context.get(appContext)
	const url = new URL(request.url)
	const query = readQuery(url)
	const { rows, total, page, pages } = await listPage(db, entity, query)
	if (entity.singleton && rows[0]) throw redirect(`/admin/content/${entity.key}/${rows[0][entity.id]}`)
	const refs = await refOptions(db, entity)
	const choices = listChoices(entity)
	const shown = (column: string, row: Record<string, unknown>) => {
		const value = row[column]
		// The status of what has one reads as the public site treats it: Draft, Scheduled (date) or Published.
		const state = column === entity.publication?.status ? publicState(entity, row) : undefined
		if (state) return stateLabel(state)
		// A job opening past its closing day is closed to the public site, whatever its status says.
		const closed = column === entity.closing?.status ? publicState(entity, row) : undefined
		if (closed?.state === 'closed') return stateLabel(closed)
		const field = entity.fields.find((f) => f.name === column)
		if (field?.kind === 'ref') return refs[column]?.find((option) => option.value === String(value))?.label ?? String(value)
		if (field?.kind === 'datetime' || column === 'created_at') return formatWhen(String(value))
		return value === null || value === undefined ? '' : String(value)
	}
	const heading = (column: string) => entity.fields.find((f) => f.name === column)?.label.replace(/ \(.*\)$/, '') ?? column.replace(/_/g, ' ')
	const done = url.searchParams.get('done')
	const count = Number(url.searchParams.get('n') ?? 0)
	// Job openings show their applications by stage to those who may read applications (decision 092).
	let applications: Record<string, StageCount[]> | null = null
	if (entity.table === 'job_openings' && mayDo(context.get(staffContext).role, 'applications')) {
		const [counts, stages] = await Promise.all([applicationCounts(db, rows.map((row) => Number(row[entity.id]))), stageLabels(db)])
		applications = Object.fromEntries(rows.map((row) => [String(row[entity.id]), (counts.get(Number(row[entity.id])) ?? []).map(({ stage, count }) => ({ stage, count, label: stages[stage] }))]))
	}
	return {
		applications,
		key: entity.key,
		label: entity.label,
		singular: entity.singular,
		intro: entity.intro,
		create: Boolean(entity.create),
		titleLabel: heading(entity.title),
		columns: [entity.title, ...entity.columns].map((column) => ({ column, heading: heading(column) })),
		rows: rows.map((row) => ({ id: String(row[entity.id]), title: String(row[entity.title] ?? ''), cells: entity.columns.map((column) => shown(column, row)), view: publicView(entity, row) })),
		query,
		total,
		page,
		pages,
		pageSize: LIST_PAGE_SIZE,
		statuses: choices.statuses,
		category: choices.category ? { name: choices.category.label, options: refs[choices.category.name] ?? [] } : null,
		actions: bulkActions(entity),
		notice: done && done in BULK_DONE ? `${count === 1 ? `1 ${entity.singular}` : `${count} items`} ${BULK_DONE[done as BulkAction]}.` : null,
	}
}

export async function action({ params, context, request }: Route.ActionArgs) {
	const entity = entityOf(params, context)
	const { db } = context.get(appContext)
	const form = await request.formData()
	const intent = String(form.get('intent') ?? '')
	const ids = [...new Set(form.getAll('id').map(Number))].filter((id) => Number.isSafeInteger(id) && id >= 0).slice(0, BULK_MAX)
	// Back to the list as it was (search, filters, sorting, page), with what was done.
	const back = new URL(`/admin/content/${entity.key}`, request.url)
	for (const name of ['q', 'status', 'category', 'sort', 'dir', 'page']) {
		const value = new URL(request.url).searchParams.get(name)
		if (value) back.searchParams.set(name, value)
	}
	const allowed = bulkActions(entity)
	const action = (intent === 'delete-confirmed' ? 'delete' : intent) as BulkAction
	if (!allowed.includes(action)) return data({ error: 'This action is not available for this list.', confirm: null }, { status: 400 })
	if (ids.length === 0) return data({ error: 'Tick at least one item first.', confirm: null }, { status: 422 })
	const staff = context.get(staffContext)
	const actor = actorOf(context)
	if (action === 'delete') {
		const rows = await rowsByIds(db, entity, ids)
		// An item other rows still name (an opening's applications) is not deleted: say which and why, before asking.
		const refusals = (await Promise.all(rows.map(async (row) => ({ row, reason: await deleteRefusal(db, entity, Number(row[entity.id])) })))).filter(({ reason }) => reason)
		if (refusals.length > 0) {
			const named = refusals.map(({ row, reason }) => `${String(row[entity.title] ?? '').trim() || `#${row[entity.id]}`}: ${reason}`)
			return data({ error: `Not deleted. ${named.join(' ')}`, confirm: null }, { status: 409 })
		}
		// Deleting asks first: the confirmation names every item, and only its own button deletes.
		if (intent !== 'delete-confirmed') return { error: null, confirm: rows.map((row) => ({ id: String(row[entity.id]), name: String(row[entity.title] ?? '').trim() || `(untitled #${row[entity.id]})` })) }
		for (const row of rows) {
			const id = Number(row[entity.id])
			if (await deleteRow(db, entity, id)) await audit(db, actor, 'content.deleted', itemName(entity, row), { item: `${entity.key}/${id}`, bulk: true })
		}
		back.searchParams.set('done', 'delete')
		back.searchParams.set('n', String(rows.length))
		throw redirect(`${back.pathname}${back.search}`)
	}
	const outcomes = await bulkPublish(db, entity, ids, action, { id: staff.id, name: staff.name || staff.email })
	for (const { id, result } of outcomes) {
		await audit(db, actor, 'content.updated', itemName(entity, result!.saved), { item: `${entity.key}/${id}`, version: result!.version, changes: auditChanges(result!.changes), bulk: true })
	}
	back.searchParams.set('done', action)
	back.searchParams.set('n', String(outcomes.length))
	throw redirect(`${back.pathname}${back.search}`)
}

const ACTION_LABELS: Record<BulkAction, string> = { publish: 'Publish', unpublish: 'Unpublish', delete: 'Delete…' }

export default function ContentList({ loaderData, actionData }: Route.ComponentProps) {
	const { key, label, singular, intro, create, titleLabel, columns, rows, query, total, page, pages, pageSize, statuses, category, actions, notice, applications } = loaderData
	/** The list's address with some of its settings changed (a filter change starts again at page 1). */
	const href = (change: Record<string, string | number | undefined>) => {
		const params = new URLSearchParams()
		for (const [name, value] of Object.entries({ q: query.q, status: query.status, category: query.category, sort: query.sort, dir: query.sort ? query.dir : undefined, page: undefined, ...change })) {
			if (value !== undefined && value !== '' && !(name === 'page' && String(value) === '1')) params.set(name, String(value))
		}
		const search = params.toString()
		return `/admin/content/${key}${search ? `?${search}` : ''}`
	}
	const filtered = Boolean(query.q || query.status || query.category)
	const first = total === 0 ? 0 : (page - 1) * pageSize + 1
	const last = Math.min(page * pageSize, total)
	const confirm = actionData?.confirm
	return (
		<>
			<p className="admin-crumbs">
				<Link to="/admin/content">Content</Link>
			</p>
			<h1>{label}</h1>
			{intro ? <p>{intro}</p> : null}
			{create ? (
				<p>
					<Link className="button button--primary" to={`/admin/content/${key}/new`}>
						{`Add a ${singular}`}
					</Link>
				</p>
			) : null}
			<Notice message={notice} />
			{actionData?.error ? (
				<div role="alert" className="form-alert form-alert--failure">
					{actionData.error}
				</div>
			) : null}
			{confirm ? (
				<section className="admin-confirm" aria-labelledby="confirm-heading">
					<h2 id="confirm-heading">{`Delete ${confirm.length === 1 ? `this ${singular}` : `these ${confirm.length} items`}?`}</h2>
					<p>Deleting cannot be undone; their revisions go too.</p>
					<ul>
						{confirm.map((item) => (
							<li key={item.id}>{item.name}</li>
						))}
					</ul>
					<Form method="post" className="admin-form-actions">
						{confirm.map((item) => (
							<input key={item.id} type="hidden" name="id" value={item.id} />
						))}
						<button type="submit" name="intent" value="delete-confirmed" className="button button--danger">
							{`Delete ${confirm.length === 1 ? `1 ${singular}` : `${confirm.length} items`}`}
						</button>
						<Link to={href({ page })} className="button">
							Cancel
						</Link>
					</Form>
				</section>
			) : null}
			<Form method="get" className="admin-filters" role="search" aria-label={`Search ${label.toLowerCase()}`}>
				<AdminField name="q" label="Search" type="search" defaultValue={query.q ?? ''} maxLength={200} hint="Title or slug" />
				{statuses.length > 0 ? <AdminField name="status" label="Status" defaultValue={query.status ?? ''} options={[{ value: '', label: 'Any status' }, ...statuses]} /> : null}
				{category ? <AdminField name="category" label={category.name} defaultValue={query.category ?? ''} options={[{ value: '', label: 'Any' }, ...category.options]} /> : null}
				{query.sort ? <input type="hidden" name="sort" value={query.sort} /> : null}
				{query.sort ? <input type="hidden" name="dir" value={query.dir} /> : null}
				<FilterActions reset={filtered ? { to: href({ q: undefined, status: undefined, category: undefined }), label: 'Clear' } : undefined} />
			</Form>
			<p className="admin-count" aria-live="polite">
				{total === 0 ? (filtered ? 'Nothing matches.' : `No ${label.toLowerCase()} yet.`) : `${first}–${last} of ${total}`}
			</p>
			{rows.length === 0 ? null : (
				<Form method="post">
					{actions.length > 0 ? (
						<div className="admin-bulk" role="group" aria-label="With the ticked items">
							{actions.map((action) => (
								<button key={action} type="submit" name="intent" value={action} className={action === 'delete' ? 'button button--danger' : 'button'}>
									{ACTION_LABELS[action]}
								</button>
							))}
						</div>
					) : null}
					<div className="admin-table-wrap" tabIndex={0} role="region" aria-label={label}>
						<table className="admin-table">
							<thead>
								<tr>
									{actions.length > 0 ? (
										<th scope="col">
											<span className="visually-hidden">Select</span>
										</th>
									) : null}
									{columns.map(({ column, heading }) => {
										const sorted = query.sort === column ? query.dir : undefined
										return (
											<th scope="col" key={column} aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}>
												<Link to={href({ sort: column, dir: sorted === 'asc' ? 'desc' : 'asc' })} className="admin-sort">
													{heading}
													<span aria-hidden="true">{sorted === 'asc' ? ' ▲' : sorted === 'desc' ? ' ▼' : ''}</span>
													<span className="visually-hidden">{sorted === 'asc' ? ', sorted A to Z; sort Z to A' : `, sort ${sorted === 'desc' ? 'A to Z' : 'by this'}`}</span>
												</Link>
											</th>
										)
									})}
									{applications ? <th scope="col">Applications</th> : null}
									<th scope="col">
										<span className="visually-hidden">Public page</span>
									</th>
								</tr>
							</thead>
							<tbody>
								{rows.map((row) => (
									<tr key={row.id}>
										{actions.length > 0 ? (
											<td data-label="Select">
												<input type="checkbox" name="id" value={row.id} className="admin-check" aria-label={`Select ${row.title || `#${row.id}`}`} />
											</td>
										) : null}
										<td data-label={titleLabel}>
											<Link to={`/admin/content/${key}/${row.id}`}>{row.title || `(untitled #${row.id})`}</Link>
										</td>
										{row.cells.map((cell, i) => (
											<td key={columns[i + 1]!.column} data-label={columns[i + 1]!.heading}>
												{cell}
											</td>
										))}
										{applications ? (
											<td data-label="Applications">
												<StageCounts jobId={row.id} counts={applications[row.id] ?? []} title={row.title} />
											</td>
										) : null}
										<td data-label="Public page">{row.view ? <a href={row.view}>View</a> : null}</td>
									</tr>
								))}
							</tbody>
						</table>
					</div>
				</Form>
			)}
			<AdminPager
				label="Pages"
				page={page}
				pages={pages}
				back={pages > 1 && page > 1 ? href({ page: page - 1 }) : undefined}
				on={page < pages ? href({ page: page + 1 }) : undefined}
				words={['Previous page', 'Next page']}
			/>
		</>
	)
}
