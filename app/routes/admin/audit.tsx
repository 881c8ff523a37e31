import { Form } from 'react-router'
import { Link } from '#app/components/ui/link.tsx'
import type { Route } from './+types/audit'
import { auditActionLabel, auditFilterOptions } from '#app/features/staff/audit-actions.ts'
import { AUDIT_PAGE_SIZE, listAudit } from '#app/features/staff/audit.server.ts'
import { requireRole } from '#app/features/staff/session.server.ts'
import { ROLE_LABELS, type StaffRole } from '#app/features/staff/staff.roles.ts'
import { appContext } from '#app/server/context.server.ts'
import { ROLES } from './access.ts'
import { AdminPager, AdminTable } from './admin-table.tsx'
import { AdminField, FilterActions, formatWhen } from './kit.tsx'

export function meta() {
	return [{ title: 'Audit log | Lanternfish back office' }]
}

const day = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)) ? value : undefined)

export async function loader({ request, context }: Route.LoaderArgs) {
	requireRole(context, ROLES.admin)
	const { db } = context.get(appContext)
	const params = new URL(request.url).searchParams
	const filter = {
		action: params.get('action')?.trim().slice(0, 50) || undefined,
		actor: params.get('actor')?.trim().slice(0, 254) || undefined,
		from: day(params.get('from')),
		to: day(params.get('to')),
	}
	const page = Math.min(10_000, Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1))
	const rows = await listAudit(db, filter, page)
	return { filter, page, rows: rows.slice(0, AUDIT_PAGE_SIZE), more: rows.length > AUDIT_PAGE_SIZE, query: params.toString() }
}

export default function AuditLog({ loaderData }: Route.ComponentProps) {
	const { filter, page, rows, more, query } = loaderData
	const pageLink = (n: number) => {
		const next = new URLSearchParams(query)
		next.set('page', String(n))
		return `?${next}`
	}
	return (
		<>
			<h1>Audit log</h1>
			<p>Every sign-in, change, export, CV download and erasure in the back office, newest first.</p>
			<Form method="get" className="admin-filters" aria-label="Filter the audit log">
				<AdminField name="action" label="Action" defaultValue={filter.action} options={actionOptions(filter.action)} />
				<AdminField name="actor" label="Staff e-mail" type="email" defaultValue={filter.actor} maxLength={254} />
				<AdminField name="from" label="From" type="date" defaultValue={filter.from} />
				<AdminField name="to" label="To" type="date" defaultValue={filter.to} />
				<FilterActions reset={{ to: '/admin/audit', label: 'Clear' }} />
			</Form>
			<AdminTable
				label="Audit log"
				empty="Nothing is logged for these filters."
				rows={rows}
				rowKey={(row) => row.id}
				columns={[
					{ header: 'When', cell: (row) => formatWhen(row.at) },
					{ header: 'Who', cell: (row) => row.actor_email },
					{
						header: 'Action',
						cell: (row) => (
							<>
								{`${auditActionLabel(row.action)} `}
								<code>{row.action}</code>
							</>
						),
					},
					{ header: 'Subject', cell: (row) => <Subject subject={row.subject} detail={row.detail} /> },
					{ header: 'Detail', cell: (row) => <Detail detail={row.detail} />, className: 'admin-detail' },
					{ header: 'IP address', cell: (row) => row.ip },
				]}
			/>
			<AdminPager label="Pages of the audit log" page={page} back={page > 1 ? pageLink(page - 1) : undefined} on={more ? pageLink(page + 1) : undefined} />
		</>
	)
}

/** The filter's actions, in the table's words; an older free-text filter stays chosen. */
function actionOptions(current: string | undefined) {
	const options = auditFilterOptions()
	return current && !options.some((option) => option.value === current) ? [...options, { value: current, label: `Starting with "${current}"` }] : options
}

interface ContentDetail {
	item?: string
	changes?: { label: string; from: string; to: string }[]
	[key: string]: unknown
}

function parsed(detail: string): ContentDetail | undefined {
	if (!detail.startsWith('{')) return undefined
	try {
		return JSON.parse(detail) as ContentDetail
	} catch {
		return undefined
	}
}

/** A content item links to its revisions, where what it was before and after can be seen whole. */
function Subject({ subject, detail }: { subject: string; detail: string }) {
	const item = parsed(detail)?.item
	return item && /^[a-z-]+\/\d+$/.test(item) ? <Link to={`/admin/content/${item}/revisions`}>{subject}</Link> : <>{subject}</>
}

const roleInWords = (value: string) => (value in ROLE_LABELS ? ROLE_LABELS[value as StaffRole] : value)

const quoted = (value: string) => (value === '' ? 'empty' : `“${value}”`)

/** A detail's key in words: `trustedDevice` → "trusted device", `captionsAndOrder` → "captions and order". */
const words = (key: string) => key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ').toLowerCase()

/** A value in words: yes or no, a list joined, a filter as its own "name: value" pairs; never JSON. */
function valueInWords(value: unknown): string {
	if (value === null || value === undefined || value === '') return 'none'
	if (typeof value === 'boolean') return value ? 'yes' : 'no'
	if (typeof value === 'string' || typeof value === 'number') return String(value)
	if (Array.isArray(value)) return value.map(valueInWords).join(', ')
	if (typeof value === 'object') {
		const pairs = Object.entries(value).filter(([, v]) => v !== undefined && v !== null && v !== '')
		return pairs.length === 0 ? 'none' : pairs.map(([k, v]) => `${words(k)} ${valueInWords(v)}`).join(', ')
	}
	return String(value)
}

/** A detail that says what something was and became: `{ from, to }`, or an older entry's `[before, after]` pair of texts. */
function asChange(value: unknown): { from: string; to: string } | undefined {
	if (value && typeof value === 'object' && !Array.isArray(value) && 'from' in value && 'to' in value && Object.keys(value).length === 2) {
		const { from, to } = value as { from: unknown; to: unknown }
		return { from: valueInWords(from), to: valueInWords(to) }
	}
	if (Array.isArray(value) && value.length === 2 && value.every((v) => typeof v === 'string' || v === null)) return { from: valueInWords(value[0]), to: valueInWords(value[1]) }
	return undefined
}

/** Each change as old → new (whatever form the entry wrote it in); other details as "name: value", in words. */
function Detail({ detail }: { detail: string }) {
	const value = parsed(detail)
	if (!value) return <>{detail}</>
	const { item: _item, changes = [], ...rest } = value
	const all = [...changes]
	const others: string[] = []
	// An older entry's change of the whole subject, written as top-level from and to (a replaced image's file).
	const whole = asChange({ from: rest.from, to: rest.to })
	if ('from' in rest && 'to' in rest && whole) {
		all.push({ label: 'Changed', ...whole })
		delete rest.from
		delete rest.to
	}
	for (const [key, v] of Object.entries(rest)) {
		const change = asChange(v)
		if (change) {
			// An older entry's role is its stored name ("editor"); the log reads it as the role menus do.
			const named = key === 'role' ? { from: roleInWords(change.from), to: roleInWords(change.to) } : change
			if (named.from !== named.to) all.push({ label: words(key).replace(/^./, (c) => c.toUpperCase()), ...named })
		} else if (v !== undefined) others.push(`${words(key)}: ${key === 'role' ? roleInWords(valueInWords(v)) : valueInWords(v)}`)
	}
	return (
		<>
			{all.length > 0 ? (
				<ul className="admin-audit-changes">
					{all.map((change, i) => (
						<li key={i}>
							<strong>{change.label}</strong>
							{`: ${quoted(change.from)} → ${quoted(change.to)}`}
						</li>
					))}
				</ul>
			) : null}
			{others.length > 0 ? <span>{others.join('; ')}</span> : null}
		</>
	)
}
