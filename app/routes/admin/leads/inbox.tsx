import { Form } from 'react-router'
import { Link } from '#app/components/ui/link.tsx'
import type { Route } from './+types/inbox'
import { appliedOpenings, type StageLabels, stageLabels } from '#app/features/leads/hiring.server.ts'
import { listLeads } from '#app/features/leads/inbox.server.ts'
import { APPLICATION_STAGES, INBOX_PAGE_SIZE, LEAD_KIND_LABELS, LEAD_STATUS_LABELS, LEAD_STATUSES, type LeadKind, statusLabel, tableOfKind } from '#app/features/leads/inbox.labels.ts'
import { type InboxFilter, InboxFilterSchema } from '#app/features/leads/inbox.schema.ts'
import { requireStaff, staffContext } from '#app/features/staff/session.server.ts'
import { appContext } from '#app/server/context.server.ts'
import { type FieldErrors, fieldErrors } from '#app/lib/field-errors.ts'
import { mayDo, ROLES, readableKinds } from '../access.ts'
import { AdminPager, AdminTable } from '../admin-table.tsx'
import { AdminField, type AdminOption, FilterActions, formatWhen } from '../kit.tsx'

export const middleware: Route.MiddlewareFunction[] = [requireStaff(ROLES.leads)]

export function meta() {
	return [{ title: 'Leads | Lanternfish back office' }]
}

export async function loader({ request, context }: Route.LoaderArgs) {
	const { db } = context.get(appContext)
	const staff = context.get(staffContext)
	const params = Object.fromEntries(new URL(request.url).searchParams)
	const parsed = InboxFilterSchema.safeParse(params)
	const filter: InboxFilter = parsed.success ? parsed.data : { page: 1 }
	const errors: FieldErrors = parsed.success ? {} : fieldErrors(parsed.error)
	const kinds = readableKinds(staff.role)
	const applications = kinds.includes('career')
	const [{ rows, total }, stages, openings] = await Promise.all([listLeads(db, kinds, filter, staff.id), stageLabels(db), applications ? appliedOpenings(db) : []])
	return { rows, total, filter, errors, params, kinds, stages, openings, mayNameStages: mayDo(staff.role, 'admin') }
}

/**
 * The status filter's choices for the kinds a role reads: the sales statuses, the stages of an
 * application (as an admin named them), or both, grouped, with what they share (new, spam) once.
 */
function statusOptions(kinds: readonly LeadKind[], stages: StageLabels) {
	const enquiries = kinds.some((kind) => kind !== 'career')
	const applications = kinds.includes('career')
	const stage = (key: (typeof APPLICATION_STAGES)[number]): AdminOption => ({ value: key, label: stages[key] })
	if (!applications) return LEAD_STATUSES.map((status) => ({ value: status, label: LEAD_STATUS_LABELS[status] }))
	if (!enquiries) return APPLICATION_STAGES.map(stage)
	const shared = (key: 'new' | 'spam'): AdminOption => ({ value: key, label: stages[key] === LEAD_STATUS_LABELS[key] ? stages[key] : `${LEAD_STATUS_LABELS[key]} / ${stages[key]}` })
	return [
		shared('new'),
		{ group: 'Enquiries', options: (['contacted', 'won', 'lost'] as const).map((status) => ({ value: status, label: LEAD_STATUS_LABELS[status] })) },
		{ group: 'Applications', options: (['screening', 'interview', 'offer', 'hired', 'rejected'] as const).map(stage) },
		shared('spam'),
	]
}

export default function Inbox({ loaderData }: Route.ComponentProps) {
	const { rows, total, filter, errors, params, kinds, stages, openings, mayNameStages } = loaderData
	const pages = Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE))
	const query = (page: number) => {
		const next = new URLSearchParams(Object.entries(params).filter(([key, value]) => key !== 'page' && value !== ''))
		if (page > 1) next.set('page', String(page))
		return `?${next}`
	}
	const exportQuery = new URLSearchParams(Object.entries(params).filter(([key, value]) => key !== 'page' && value !== ''))
	return (
		<>
			<h1>Leads</h1>
			{mayNameStages ? (
				<p>
					<Link to="/admin/leads/stages">Name the stages of an application</Link>
				</p>
			) : null}
			<Form method="get" className="admin-filters" aria-label="Filter leads">
				<AdminField
					name="kind"
					label="Kind"
					defaultValue={params.kind}
					errors={errors.kind}
					options={[{ value: '', label: 'Every kind' }, ...kinds.map((kind) => ({ value: kind, label: LEAD_KIND_LABELS[kind] }))]}
				/>
				<AdminField
					name="status"
					label={kinds.every((kind) => kind === 'career') ? 'Stage' : 'Status'}
					defaultValue={params.status}
					errors={errors.status}
					options={[{ value: '', label: kinds.includes('career') ? 'Any status or stage' : 'Any status' }, ...statusOptions(kinds, stages)]}
				/>
				{kinds.includes('career') ? (
					<AdminField
						name="opening"
						label="Opening"
						defaultValue={params.opening}
						errors={errors.opening}
						options={[{ value: '', label: 'Any opening' }, ...openings.map((opening) => ({ value: String(opening.id), label: opening.closed ? `${opening.title} (closed)` : opening.title }))]}
					/>
				) : null}
				<AdminField
					name="assignee"
					label="Assigned to"
					defaultValue={params.assignee}
					errors={errors.assignee}
					options={[
						{ value: '', label: 'Anyone or nobody' },
						{ value: 'mine', label: 'Me' },
						{ value: 'unassigned', label: 'Nobody yet' },
					]}
				/>
				<AdminField name="from" label="From" type="date" defaultValue={params.from} errors={errors.from} />
				<AdminField name="to" label="To" type="date" defaultValue={params.to} errors={errors.to} />
				<AdminField name="q" label="Search" type="search" defaultValue={params.q} errors={errors.q} maxLength={200} hint="Any field they sent, and notes" />
				<AdminField name="source" label="Source" defaultValue={params.source} errors={errors.source} maxLength={100} hint="utm_source or referring site, e.g. google" />
				<AdminField name="campaign" label="Campaign" defaultValue={params.campaign} errors={errors.campaign} maxLength={100} hint="utm_campaign" />
				<FilterActions reset={{ to: '/admin/leads', label: 'Clear' }} />
			</Form>
			<div className="admin-toolbar">
				<p role="status">{total === 1 ? '1 lead' : `${total} leads`}</p>
				<a className="button" href={`/admin/leads/export.csv${exportQuery.size > 0 ? `?${exportQuery}` : ''}`} download>
					Export CSV
				</a>
			</div>
			<AdminTable
				label="Leads"
				className="admin-leads"
				empty="No leads match these filters."
				rows={rows}
				rowKey={(row) => `${row.kind}-${row.id}`}
				columns={[
					{ header: 'Received', cell: (row) => formatWhen(row.created_at) },
					{ header: 'Kind', cell: (row) => LEAD_KIND_LABELS[row.kind] },
					{ header: 'Name', cell: (row) => <Link to={`/admin/leads/${tableOfKind(row.kind)}/${row.id}`}>{row.name}</Link> },
					{ header: 'Email', cell: (row) => row.email },
					{
						header: 'About',
						cell: (row) => (
							<>
								{row.about ? <span className="admin-about">{row.about}</span> : null}
								{row.source_page ? <span className="admin-muted">{row.source_page}</span> : null}
							</>
						),
					},
					{ header: 'Status', cell: (row) => <span className={`admin-status admin-status--${row.status}`}>{statusLabel(tableOfKind(row.kind), row.status, stages)}</span> },
					{ header: 'Assigned to', cell: (row) => row.assignee_name ?? <span className="admin-muted">Nobody</span> },
				]}
			/>
			<AdminPager
				label="Pages of leads"
				page={filter.page}
				pages={pages}
				back={pages > 1 && filter.page > 1 ? query(filter.page - 1) : undefined}
				on={filter.page < pages ? query(filter.page + 1) : undefined}
			/>
		</>
	)
}
