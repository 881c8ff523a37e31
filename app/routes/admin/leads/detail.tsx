import { data, Form, type ShouldRevalidateFunctionArgs, useNavigation } from 'react-router'
import { Link } from '#app/components/ui/link.tsx'
import { ContactLink, mailtoHref, telHref } from '#app/components/ui/contact-link.tsx'
import type { Route } from './+types/detail'
import { addNote, assignLead, changeLeadStatus, type Delivery, findLead, leadAttribution, leadTimeline, replyToLead, type TimelineEntry } from '#app/features/leads/lead-handling.server.ts'
import { stageLabels } from '#app/features/leads/hiring.server.ts'
import { DEFAULT_STAGE_LABELS, LEAD_KIND_LABELS, LEAD_TABLE_NOUNS, LEAD_TABLES, type LeadKind, type LeadTableKey, NOTE_MAX, REPLY_MAX, statusesOf, statusLabel } from '#app/features/leads/inbox.labels.ts'
import { LeadAssignSchema, LeadNoteSchema, LeadReplySchema, statusSchemaOf } from '#app/features/leads/inbox.schema.ts'
import { getSiteContact } from '#app/features/site/site.server.ts'
import { audit } from '#app/features/staff/audit.server.ts'
import { actorOf, requireRole, requireStaff, staffContext } from '#app/features/staff/session.server.ts'
import { listStaffUsers, type StaffUser } from '#app/features/staff/staff.server.ts'
import { appContext } from '#app/server/context.server.ts'
import { type FieldErrors, fieldErrors } from '#app/lib/field-errors.ts'
import { mayReadTable, ROLES } from '../access.ts'
import { AdminField, FailureAlert, formatWhen, Notice } from '../kit.tsx'

export const middleware: Route.MiddlewareFunction[] = [requireStaff(ROLES.leads)]

/** A refused status change (409) reads the lead again, as every other answer does, so the page shows what is stored. */
export function shouldRevalidate({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
	return actionStatus === 409 || defaultShouldRevalidate
}

export function meta({ data: loaderData }: Route.MetaArgs) {
	return [{ title: `${loaderData ? loaderData.name : 'Lead'} | Lanternfish back office` }]
}

type Lines = [string, string | number | null | undefined][]

const siteUrlOf = ({ context }: Pick<Route.ActionArgs, 'context'>) => context.get(appContext).siteUrl

/** Reads the lead the URL names, refusing a table the staff member's role does not read (403) and unknown ones (404). */
async function leadOf({ params, context }: Pick<Route.LoaderArgs, 'params' | 'context'>) {
	const table = params.kind as LeadTableKey
	const id = Number(params.id)
	if (!LEAD_TABLES.includes(table) || !Number.isSafeInteger(id) || id < 1) throw data('No such lead.', { status: 404 })
	requireRole(context, table === 'career' ? ROLES.applications : ROLES.enquiries)
	const lead = await findLead(context.get(appContext).db, table, id)
	if (!lead) throw data('No such lead.', { status: 404 })
	return { table, id, lead }
}

/** A touch of the visit as lines of the lead's page (decision 043); none when the lead came without it. */
function touchLines(which: 'First' | 'Last', touch: Awaited<ReturnType<typeof leadAttribution>>['first']): Lines {
	if (!touch) return [[`${which} touch`, '(not recorded)']]
	const campaign = [touch.utm_source, touch.utm_medium, touch.utm_campaign].filter(Boolean).join(' / ')
	const detail = [touch.utm_term && `term: ${touch.utm_term}`, touch.utm_content && `content: ${touch.utm_content}`].filter(Boolean).join(', ')
	return [
		[`${which} touch: landing page`, touch.landing_path],
		[`${which} touch: referrer`, touch.referrer || '(none: typed, bookmarked or private)'],
		[`${which} touch: source / medium / campaign`, campaign ? (detail ? `${campaign} (${detail})` : campaign) : '(none)'],
		[`${which} touch: ad click`, touch.click_ids ? touch.click_ids.replaceAll(',', ', ') : '(none)'],
		[`${which} touch: device`, touch.device],
	]
}

/** The colleagues a lead of this table can be given to: active accounts whose role reads it. */
const mayHave = (table: LeadTableKey) => (user: StaffUser) => !user.disabled && mayReadTable(user.role, table)

export async function loader(args: Route.LoaderArgs) {
	const { table, id, lead } = await leadOf(args)
	const { db } = args.context.get(appContext)
	const [timeline, staff, site, touches, stages] = await Promise.all([
		leadTimeline(db, table, id),
		listStaffUsers(db),
		getSiteContact(db),
		leadAttribution(db, table, id),
		table === 'career' ? stageLabels(db) : DEFAULT_STAGE_LABELS,
	])
	// A status in words: an application's stages as an admin named them, an enquiry's sales statuses.
	const statusNames = Object.fromEntries(statusesOf(table).map((status) => [status, statusLabel(table, status, stages)]))
	const assignee = staff.find((user) => user.id === lead.assignee_id)
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
		statuses: statusesOf(table).map((status) => ({ value: status, label: statusNames[status]! })),
		// In words, with those past timeline entries name that the table no longer uses (an application "contacted" before decision 092).
		statusWords: { ...Object.fromEntries(timeline.flatMap((entry) => (entry.type === 'status' ? [[entry.status, statusLabel(table, entry.status, stages)]] : []))), ...statusNames } as Record<string, string>,
		fields,
		provenance: [
			['Received', formatWhen(lead.created_at)],
			['Sent from page', lead.source_page],
			['IP address', lead.ip],
			['Browser', lead.user_agent],
			...touchLines('First', touches.first),
			...touchLines('Last', touches.last),
		] as Lines,
		cv,
		timeline,
		assigneeId: lead.assignee_id,
		assigneeName: assignee?.name ?? null,
		// The one who has it stays in the list even when their account can no longer take it.
		colleagues: staff.filter((user) => mayHave(table)(user) || user === assignee).map((user) => ({ id: user.id, name: mayHave(table)(user) ? user.name : `${user.name} (no access now)` })),
		replyTo: site.Email,
	}
}

export async function action(args: Route.ActionArgs) {
	const { request, context } = args
	const { table, id, lead } = await leadOf(args)
	const { db } = context.get(appContext)
	const staff = context.get(staffContext)
	const form = Object.fromEntries(await request.formData())
	const subject = `${table}#${id}`
	if (form.intent === 'status') {
		const input = statusSchemaOf(table).safeParse(form)
		if (!input.success) return data({ intent: 'status', errors: fieldErrors(input.error), notice: null }, { status: 422 })
		const change = await changeLeadStatus(db, table, id, { to: input.data.status, was: input.data.was }, staff)
		if (change.outcome === 'missing') throw data('No such lead.', { status: 404 })
		const stages = table === 'career' ? await stageLabels(db) : DEFAULT_STAGE_LABELS
		const words = (status: string) => statusLabel(table, status, stages)
		const noun = table === 'career' ? 'stage' : 'status'
		const Noun = table === 'career' ? 'Stage' : 'Status'
		if (change.outcome === 'stale') {
			// The page now shows the stored status (the loader runs again): the staff member chooses again, knowing it.
			const message = `Not saved: the ${noun} was changed to ${words(change.from)} since this page was loaded. It shows the stored ${noun} now; choose again if it should still change.`
			return data({ intent: 'status', errors: {} as FieldErrors, notice: null, failure: message }, { status: 409 })
		}
		if (change.outcome === 'unchanged') return { intent: 'status', errors: {}, notice: `The ${noun} is ${words(input.data.status)} already.` }
		await audit(db, actorOf(context), 'lead.status', subject, { changes: [{ label: Noun, from: words(change.from), to: words(input.data.status) }] })
		return { intent: 'status', errors: {}, notice: `${Noun} set to ${words(input.data.status)}. It was ${words(change.from)}.` }
	}
	if (form.intent === 'note') {
		const input = LeadNoteSchema.safeParse(form)
		if (!input.success) return data({ intent: 'note', errors: fieldErrors(input.error), notice: null }, { status: 422 })
		await addNote(db, table, id, staff, input.data.body)
		await audit(db, actorOf(context), 'lead.note', subject)
		return { intent: 'note', errors: {}, notice: 'Note added.' }
	}
	if (form.intent === 'assign') {
		const input = LeadAssignSchema.safeParse(form)
		const chosen = input.success && input.data.assignee ? (await listStaffUsers(db)).filter(mayHave(table)).find((user) => user.id === input.data.assignee) : undefined
		if (!input.success || (input.data.assignee && !chosen)) {
			return data({ intent: 'assign', errors: { assignee: ['Choose a colleague from the list'] } as FieldErrors, notice: null }, { status: 422 })
		}
		const outcome = await assignLead(db, table, id, chosen ? { id: chosen.id, name: chosen.name, email: chosen.email } : null, staff, siteUrlOf(args))
		if (outcome === 'unchanged') return { intent: 'assign', errors: {}, notice: chosen ? `${chosen.name} has this lead already.` : 'Nobody has this lead.' }
		const before = lead.assignee_id ? (await listStaffUsers(db)).find((user) => user.id === lead.assignee_id) : undefined
		await audit(db, actorOf(context), 'lead.assigned', subject, { changes: [{ label: 'Assigned to', from: before ? `${before.name} <${before.email}>` : 'nobody', to: chosen ? `${chosen.name} <${chosen.email}>` : 'nobody' }] })
		const notice = !chosen ? 'Nobody has this lead now.' : chosen.id === staff.id ? 'The lead is yours.' : `Assigned to ${chosen.name}; they have been sent an e-mail with a link to it.`
		return { intent: 'assign', errors: {}, notice }
	}
	if (form.intent === 'reply') {
		const input = LeadReplySchema.safeParse(form)
		if (!input.success) return data({ intent: 'reply', errors: fieldErrors(input.error), notice: null }, { status: 422 })
		const site = await getSiteContact(db)
		const siteUrl = siteUrlOf(args)
		await replyToLead(db, table, id, input.data.body, staff, {
			replyTo: site.Email,
			subject: `Re: your ${LEAD_TABLE_NOUNS[table]} to ${site.CompanyName}`,
			signature: [staff.name, site.CompanyName, siteUrl],
		})
		await audit(db, actorOf(context), 'lead.reply', subject)
		return { intent: 'reply', errors: {}, notice: 'Reply queued: it leaves within a minute. Its delivery shows on the timeline.' }
	}
	throw data('Unknown action.', { status: 400 })
}

export default function LeadDetail({ loaderData, actionData }: Route.ComponentProps) {
	const lead = loaderData
	const navigation = useNavigation()
	// Busy until the page is read again after the action (its answer can be drawn first): a second choice waits for the stored one.
	const busy = navigation.state !== 'idle' ? navigation.formData?.get('intent') : null
	const errors: FieldErrors = actionData?.errors ?? {}
	const errorsOf = (intent: string) => (actionData?.intent === intent ? errors : {})
	const noticeOf = (intent: string) => (actionData?.intent === intent ? actionData.notice : null)
	const failureOf = (intent: string): string | null => (actionData?.intent === intent && 'failure' in actionData ? String(actionData.failure) : null)
	const replies = lead.timeline.filter((entry) => entry.type === 'reply').length
	// An application moves through stages, an enquiry through statuses (decision 092).
	const Noun = lead.kind === 'career' ? 'Stage' : 'Status'
	return (
		<>
			<p className="admin-crumbs">
				<Link to="/admin/leads">Leads</Link>
			</p>
			<h1>{lead.name}</h1>
			<p className="admin-lead-kind">
				{`${LEAD_KIND_LABELS[lead.kind]} #${lead.id} · `}
				<span className={`admin-status admin-status--${lead.status}`}>{lead.statusWords[lead.status] ?? lead.status}</span>
				{` · ${lead.assigneeName ? `Assigned to ${lead.assigneeName}` : 'Unassigned'}`}
			</p>
			<div className="admin-columns">
				<div className="admin-stack">
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
									<>
										<span className="admin-cv__name">{`CV: ${lead.cv.name}, ${Math.ceil(lead.cv.bytes / 1024)} KB`}</span>
										{/* Opens in a tab of its own, shown by the browser's PDF viewer under a sandbox (cv.ts); "Download" saves it. */}
										<a className="button button--primary" href={`/admin/leads/career/${lead.id}/cv?inline`} target="_blank" rel="noopener">
											Open<span className="visually-hidden"> the CV (in a new tab)</span>
										</a>
										<a className="button button--ghost" href={`/admin/leads/career/${lead.id}/cv`} download>
											Download<span className="visually-hidden"> the CV</span>
										</a>
									</>
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
					<section className="admin-panel" aria-labelledby="lead-timeline">
						<h2 id="lead-timeline">Timeline</h2>
						{lead.timeline.length === 0 ? <p className="admin-muted">No notes, replies or changes yet.</p> : null}
						<ol className="admin-notes">
							{lead.timeline.map((entry) => (
								<TimelineItem key={entry.key} entry={entry} statusWords={lead.statusWords} Noun={Noun} />
							))}
						</ol>
						<Form method="post" className="lead-form" key={`note-${lead.timeline.length}`} noValidate>
							<Notice message={noticeOf('note')} />
							<input type="hidden" name="intent" value="note" />
							<AdminField name="body" label="New note" multiline rows={4} required maxLength={NOTE_MAX} errors={errorsOf('note').body} hint="Only staff see notes." />
							<button type="submit" className="button button--primary" disabled={busy === 'note'}>
								Add note
							</button>
						</Form>
					</section>
				</div>
				<div className="admin-side">
					<section className="admin-panel" aria-labelledby="lead-assignee">
						<h2 id="lead-assignee">Assigned to</h2>
						<Form method="post" className="lead-form" noValidate key={`assignee-${lead.assigneeId ?? ''}`}>
							<Notice message={noticeOf('assign')} />
							<input type="hidden" name="intent" value="assign" />
							<AdminField
								name="assignee"
								label="Colleague"
								defaultValue={lead.assigneeId ?? ''}
								errors={errorsOf('assign').assignee}
								hint="They get an e-mail with a link to this lead."
								options={[{ value: '', label: 'Nobody' }, ...lead.colleagues.map((user) => ({ value: user.id, label: user.name }))]}
							/>
							<button type="submit" className="button button--primary" disabled={busy === 'assign'}>
								Assign
							</button>
						</Form>
					</section>
					<section className="admin-panel" aria-labelledby="lead-status">
						<h2 id="lead-status">{Noun}</h2>
						{/* Keyed by the stored status: after any action (a reply moves a new lead on) the box shows what is stored. */}
						<Form method="post" className="lead-form" noValidate key={`status-${lead.status}`}>
							<Notice message={noticeOf('status')} />
							{failureOf('status') ? <FailureAlert message={failureOf('status') ?? ''} /> : null}
							<input type="hidden" name="intent" value="status" />
							<input type="hidden" name="was" value={lead.status} />
							<AdminField
								name="status"
								label={Noun}
								required
								defaultValue={lead.status}
								errors={errorsOf('status').status}
								options={lead.statuses}
							/>
							<button type="submit" className="button button--primary" disabled={busy === 'status'}>
								{`Save ${Noun.toLowerCase()}`}
							</button>
						</Form>
					</section>
					<section className="admin-panel" aria-labelledby="lead-reply">
						<h2 id="lead-reply">{`Reply to ${lead.name}`}</h2>
						<Form method="post" className="lead-form" key={`reply-${replies}`} noValidate>
							<Notice message={noticeOf('reply')} />
							<input type="hidden" name="intent" value="reply" />
							<AdminField
								name="body"
								label="Your reply"
								multiline
								rows={6}
								required
								maxLength={REPLY_MAX}
								errors={errorsOf('reply').body}
								hint={`Sent by e-mail to ${lead.email} from the agency's address${lead.replyTo ? `; their answer comes to ${lead.replyTo}` : ''}.`}
							/>
							<button type="submit" className="button button--primary" disabled={busy === 'reply'}>
								Send reply
							</button>
						</Form>
					</section>
				</div>
			</div>
		</>
	)
}

const DELIVERY: Record<Delivery['state'], string> = { queued: 'Queued', sent: 'Sent', failed: 'Not delivered', gone: 'No longer in the outbox' }

function TimelineItem({ entry, statusWords, Noun }: { entry: TimelineEntry; statusWords: Record<string, string>; Noun: string }) {
	const meta = `${entry.who}, ${formatWhen(entry.at)}`
	switch (entry.type) {
		case 'note':
			return (
				<li>
					<p className="admin-notes__meta">{`${meta} · note`}</p>
					<p className="admin-notes__body">{entry.body}</p>
				</li>
			)
		case 'status':
			return (
				<li className="admin-notes__event">
					<p className="admin-notes__meta">{meta}</p>
					<p className="admin-notes__body">{`${Noun} set to ${statusWords[entry.status] ?? entry.status}`}</p>
				</li>
			)
		case 'assigned':
			return (
				<li className="admin-notes__event">
					<p className="admin-notes__meta">{meta}</p>
					<p className="admin-notes__body">{entry.assignee ? `Assigned to ${entry.assignee}` : 'Unassigned'}</p>
				</li>
			)
		case 'reply': {
			const { delivery } = entry
			const detail =
				delivery.state === 'sent'
					? ` ${formatWhen(delivery.at)}`
					: delivery.state === 'failed'
						? `: ${delivery.error}`
						: delivery.state === 'queued' && delivery.retrying
							? `, will try again (${delivery.retrying})`
							: ''
			return (
				<li className="admin-notes__reply">
					<p className="admin-notes__meta">
						{`${meta} · reply by e-mail · `}
						<span className={`admin-delivery admin-delivery--${delivery.state}`}>{DELIVERY[delivery.state]}</span>
						{detail}
					</p>
					<p className="admin-notes__body">{entry.body}</p>
				</li>
			)
		}
	}
}

function Fact({ label, value }: { label: string; value: string | number | null | undefined }) {
	return (
		<>
			<dt>{label}</dt>
			<dd>{value === null || value === undefined || value === '' ? '—' : value}</dd>
		</>
	)
}
