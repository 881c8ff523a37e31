import { Form } from 'react-router'
import { Link } from '#app/components/ui/link.tsx'
import type { Route } from './+types/inbox'
import { listLeads } from '#app/features/forms/inbox.server.ts'
import { INBOX_PAGE_SIZE, LEAD_KIND_LABELS, LEAD_STATUS_LABELS, LEAD_STATUSES, tableOfKind } from '#app/features/forms/inbox.labels.ts'
import { type InboxFilter, InboxFilterSchema } from '#app/features/forms/inbox.schema.ts'
import { requireStaff, staffContext } from '#app/features/staff/session.server.ts'
import { appContext } from '#app/server/context.server.ts'
import { type FieldErrors, fieldErrors } from '#app/lib/field-errors.ts'
import { ROLES, readableKinds } from '../access.ts'
import { AdminPager, AdminTable } from '../admin-table.tsx'
import { AdminField, FilterActions, formatWhen } from '../kit.tsx'

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
	const { rows, total } = await listLeads(db, kinds, filter, staff.id)
	return { rows, total, filter, errors, params, kinds }
}

export default function Inbox({ loaderData }: Route.ComponentProps) {
	const { rows, total, filter, errors, params, kinds } = loaderData
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
					label="Status"
					defaultValue={params.status}
					errors={errors.status}
					options={[{ value: '', label: 'Any status' }, ...LEAD_STATUSES.map((status) => ({ value: status, label: LEAD_STATUS_LABELS[status] }))]}
				/>
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
					{ header: 'Status', cell: (row) => <span className={`admin-status admin-status--${row.status}`}>{LEAD_STATUS_LABELS[row.status] ?? row.status}</span> },
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
