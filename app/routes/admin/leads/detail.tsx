import { data, Form, useNavigation } from 'react-router'
import { SiteLink } from '#app/components/ui/site-link.tsx'
import { ContactLink, mailtoHref, telHref } from '#app/components/ui/contact-link.tsx'
import type { Route } from './+types/detail'
import { addNote, findLead, listNotes, setLeadStatus } from '#app/features/forms/inbox.server.ts'
import { LEAD_KIND_LABELS, LEAD_STATUS_LABELS, LEAD_STATUSES, LEAD_TABLES, type LeadKind, type LeadTableKey, NOTE_MAX } from '#app/features/forms/inbox.labels.ts'
import { LeadNoteSchema, LeadStatusSchema } from '#app/features/forms/inbox.schema.ts'
import { audit } from '#app/features/staff/audit.server.ts'
import { actorOf, requireStaff, staffContext } from '#app/features/staff/session.server.ts'
import { appContext } from '#app/lib/context.server.ts'
import { type FieldErrors, fieldErrors } from '#app/lib/field-errors.ts'
import { mayReadTable, ROLES } from '../access.ts'
import { AdminField, formatWhen, Notice } from '../kit.tsx'

export const middleware: Route.MiddlewareFunction[] = [requireStaff(ROLES.leads)]

export function meta({ data: loaderData }: Route.MetaArgs) {
	return [{ title: `${loaderData ? loaderData.name : 'Lead'} | Lanternfish back office` }]
}

type Lines = [string, string | number | null | undefined][]

/** Reads the lead the URL names, refusing a table the staff member's role does not read (403) and unknown ones (404). */
async function leadOf({ params, context }: Pick<Route.LoaderArgs, 'params' | 'context'>) {
	const table = params.kind as LeadTableKey
	const id = Number(params.id)
	if (!LEAD_TABLES.includes(table) || !Number.isSafeInteger(id) || id < 1) throw data('No such lead.', { status: 404 })
	if (!mayReadTable(context.get(staffContext).role, table)) throw data('Your role does not give access to this page.', { status: 403 })
	const lead = await findLead(context.get(appContext).db, table, id)
	if (!lead) throw data('No such lead.', { status: 404 })
	return { table, id, lead }
}

export async function loader(args: Route.LoaderArgs) {
	const { table, id, lead } = await leadOf(args)
	const notes = await listNotes(args.context.get(appContext).db, table, id)
	let kind: LeadKind
	let fields: Lines
	let cv: { name: string; bytes: number; purgedAt: string | null } | null = null
	if ('form' in lead) {
		kind = lead.form === 'quick' ? 'quick' : 'contact'
		fields = [['Message', lead.message]]
	} else if ('technology' in lead) {
		kind = 'quote'
		fields = [
			['Portfolio page', lead.technology],
			['Project', lead.portfolio_item_title || '(none chosen)'],
			['Website', lead.website],
			['Company', lead.company],
			['Budget', lead.budget],
			['Heard of us', lead.how_know],
			['Project details', lead.content],
		]
	} else {
		kind = 'career'
		fields = [
			['Opening', lead.job_id ? `${lead.job_title} (#${lead.job_id})` : lead.job_title],
			['Current salary', lead.current_salary],
			['Expected salary', lead.expected_salary],
			['Cover note', lead.description],
		]
		cv = { name: lead.cv_original_name, bytes: lead.cv_bytes, purgedAt: lead.cv_purged_at }
	}
	return {
		table,
		id,
		kind,
		name: lead.name,
		email: lead.email,
		phone: lead.phone,
		status: lead.status,
		fields,
		provenance: [
			['Received', formatWhen(lead.created_at)],
			['Sent from page', lead.source_page],
			['IP address', lead.ip],
			['Browser', lead.user_agent],
		] as Lines,
		cv,
		notes,
	}
}

export async function action(args: Route.ActionArgs) {
	const { request, context } = args
	const { table, id } = await leadOf(args)
	const { db } = context.get(appContext)
	const staff = context.get(staffContext)
	const form = Object.fromEntries(await request.formData())
	const subject = `${table}#${id}`
	if (form.intent === 'status') {
		const input = LeadStatusSchema.safeParse(form)
		if (!input.success) return data({ intent: 'status', errors: fieldErrors(input.error), notice: null }, { status: 422 })
		await setLeadStatus(db, table, id, input.data.status)
		await audit(db, actorOf(context), 'lead.status', subject, { status: input.data.status })
		return { intent: 'status', errors: {}, notice: `Status set to ${LEAD_STATUS_LABELS[input.data.status]}.` }
	}
	if (form.intent === 'note') {
		const input = LeadNoteSchema.safeParse(form)
		if (!input.success) return data({ intent: 'note', errors: fieldErrors(input.error), notice: null }, { status: 422 })
		await addNote(db, table, id, staff, input.data.body)
		await audit(db, actorOf(context), 'lead.note', subject)
		return { intent: 'note', errors: {}, notice: 'Note added.' }
	}
	throw data('Unknown action.', { status: 400 })
}

export default function LeadDetail({ loaderData, actionData }: Route.ComponentProps) {
	const lead = loaderData
	const navigation = useNavigation()
	const busy = navigation.state === 'submitting' ? navigation.formData?.get('intent') : null
	const errors: FieldErrors = actionData?.errors ?? {}
	return (
		<>
			<p className="admin-crumbs">
				<SiteLink to="/admin/leads">Leads</SiteLink>
			</p>
			<h1>{lead.name}</h1>
			<p className="admin-lead-kind">
				{`${LEAD_KIND_LABELS[lead.kind]} #${lead.id} · `}
				<span className={`admin-status admin-status--${lead.status}`}>{LEAD_STATUS_LABELS[lead.status as keyof typeof LEAD_STATUS_LABELS] ?? lead.status}</span>
			</p>
			<div className="admin-columns">
				<section className="admin-panel" aria-labelledby="lead-fields">
					<h2 id="lead-fields">What they sent</h2>
					<dl className="admin-facts">
						<dt>Email</dt>
						<dd>
							<ContactLink href={mailtoHref(lead.email)}>{lead.email}</ContactLink>
						</dd>
						<dt>Phone</dt>
						<dd>{lead.phone ? <ContactLink href={telHref(lead.phone)}>{lead.phone}</ContactLink> : '—'}</dd>
						{lead.fields.map(([label, value]) => (
							<Fact key={label} label={label} value={value} />
						))}
					</dl>
					{lead.cv ? (
						<p className="admin-cv">
							{lead.cv.purgedAt ? (
								`The CV (${lead.cv.name}) was deleted on ${formatWhen(lead.cv.purgedAt)} under the retention rule.`
							) : (
								<a className="button" href={`/admin/leads/career/${lead.id}/cv`} download>
									{`Download CV (${lead.cv.name}, ${Math.ceil(lead.cv.bytes / 1024)} KB)`}
								</a>
							)}
						</p>
					) : null}
					<h2>Where it came from</h2>
					<dl className="admin-facts">
						{lead.provenance.map(([label, value]) => (
							<Fact key={label} label={label} value={value} />
						))}
					</dl>
				</section>
				<div className="admin-side">
					<section className="admin-panel" aria-labelledby="lead-status">
						<h2 id="lead-status">Status</h2>
						<Form method="post" className="lead-form" noValidate>
							{actionData?.intent === 'status' ? <Notice message={actionData.notice} /> : null}
							<input type="hidden" name="intent" value="status" />
							<AdminField
								name="status"
								label="Status"
								required
								defaultValue={lead.status}
								errors={actionData?.intent === 'status' ? errors.status : undefined}
								options={LEAD_STATUSES.map((status) => ({ value: status, label: LEAD_STATUS_LABELS[status] }))}
							/>
							<button type="submit" className="button button--primary" disabled={busy === 'status'}>
								Save status
							</button>
						</Form>
					</section>
					<section className="admin-panel" aria-labelledby="lead-notes">
						<h2 id="lead-notes">Notes</h2>
						{lead.notes.length === 0 ? <p className="admin-muted">No notes yet.</p> : null}
						<ol className="admin-notes">
							{lead.notes.map((note) => (
								<li key={note.id}>
									<p className="admin-notes__meta">{`${note.author_name}, ${formatWhen(note.created_at)}`}</p>
									<p className="admin-notes__body">{note.body}</p>
								</li>
							))}
						</ol>
						<Form method="post" className="lead-form" key={lead.notes.length} noValidate>
							{actionData?.intent === 'note' ? <Notice message={actionData.notice} /> : null}
							<input type="hidden" name="intent" value="note" />
							<AdminField name="body" label="New note" multiline rows={4} required maxLength={NOTE_MAX} errors={actionData?.intent === 'note' ? errors.body : undefined} />
							<button type="submit" className="button button--primary" disabled={busy === 'note'}>
								Add note
							</button>
						</Form>
					</section>
				</div>
			</div>
		</>
	)
}

function Fact({ label, value }: { label: string; value: string | number | null | undefined }) {
	return (
		<>
			<dt>{label}</dt>
			<dd>{value === null || value === undefined || value === '' ? '—' : value}</dd>
		</>
	)
}
