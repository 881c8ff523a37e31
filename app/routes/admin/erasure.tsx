import { data, Form, useNavigation } from 'react-router'
import type { Route } from './+types/erasure'
import { type Erased, erasePerson, erasureSubject, findPerson } from '#app/features/leads/personal-data.server.ts'
import { ErasureConfirmSchema, ErasureLookupSchema } from '#app/features/leads/inbox.schema.ts'
import { audit } from '#app/features/staff/audit.server.ts'
import { actorOf, requireRole } from '#app/features/staff/session.server.ts'
import { appContext } from '#app/server/context.server.ts'
import { type FieldErrors, fieldErrors } from '#app/lib/field-errors.ts'
import { ROLES } from './access.ts'
import { AdminField, Notice } from './kit.tsx'

export function meta() {
	return [{ title: 'Erase a person | Lanternfish back office' }]
}

/** The page itself is for admins only, like its action. */
export function loader({ context }: Route.LoaderArgs) {
	requireRole(context, ROLES.admin)
	return null
}

type Found = Awaited<ReturnType<typeof findPerson>>

/**
 * A person's request to be forgotten: look up what is kept under their
 * e-mail, then erase it after the address is typed a second time. The audit
 * log keeps the counts and a keyed hash of the address, never the address.
 */
export async function action({ request, context }: Route.ActionArgs) {
	requireRole(context, ROLES.admin)
	const { db, cvStore, secret } = context.get(appContext)
	const form = Object.fromEntries(await request.formData())
	if (form.intent === 'erase') {
		const input = ErasureConfirmSchema.safeParse(form)
		if (!input.success) {
			const lookup = ErasureLookupSchema.safeParse(form)
			const found = lookup.success ? await findPerson(db, lookup.data.email) : null
			return data({ step: 'confirm' as const, email: String(form.email ?? ''), found, errors: fieldErrors(input.error), notice: null }, { status: 422 })
		}
		const counts = await erasePerson(db, cvStore, input.data.email)
		await audit(db, actorOf(context), 'person.erased', erasureSubject(secret, input.data.email), counts)
		const total = counts.contact + counts.quote + counts.career + counts.comments
		const notice = `Erased: ${total} record${total === 1 ? '' : 's'} (${counts.contact} contact messages, ${counts.quote} quote requests, ${counts.career} job applications with their CVs, ${counts.comments} comments); ${counts.mails} e-mails not yet sent removed from the outbox, and the stored text of ${counts.redacted} sent ones blanked.`
		return { step: 'done' as const, email: '', found: null, errors: {} as FieldErrors, notice, unreached: unreached(counts) }
	}
	const input = ErasureLookupSchema.safeParse(form)
	if (!input.success) return data({ step: 'lookup' as const, email: String(form.email ?? ''), found: null, errors: fieldErrors(input.error), notice: null }, { status: 422 })
	const found = await findPerson(db, input.data.email)
	return { step: found.total > 0 ? ('confirm' as const) : ('lookup' as const), email: input.data.email, found, errors: {} as FieldErrors, notice: found.total > 0 ? null : `Nothing is stored under ${input.data.email}.` }
}

/** What an erasure here cannot reach, for the admin to finish by hand or to tell the person. */
function unreached(counts: Erased): string[] {
	return [
		counts.delivered > 0
			? `${counts.delivered} e-mail${counts.delivered === 1 ? ' about this person was' : 's about this person were'} already delivered to the team's mailboxes${counts.withCv > 0 ? ` (${counts.withCv} with the CV attached)` : ''}: they cannot be recalled from here; delete them from those mailboxes.`
			: "E-mails already delivered to the team's mailboxes before today cannot be recalled from here; search those mailboxes for the address and delete what you find.",
		'Replies the agency sent to this person are in their own mailbox, which is theirs to keep.',
		'Database backups made before now (kept about a week) still hold these records until they are rotated out.',
		'Where no mail server is configured, sent e-mails are also files in the server\'s DATA_DIR/outbox folder: the operator deletes those.',
	]
}

export default function Erasure({ actionData }: Route.ComponentProps) {
	const busy = useNavigation().state === 'submitting'
	const step = actionData?.step ?? 'lookup'
	const found: Found | null = actionData?.found ?? null
	return (
		<>
			<h1>Erase a person</h1>
			<p>When someone asks to be forgotten, erase every lead, job application (with its CV), blog comment, note and e-mail about them stored under their e-mail address. This cannot be undone.</p>
			<Notice message={actionData?.notice} />
			{actionData?.step === 'done' && 'unreached' in actionData ? (
				<section className="admin-panel admin-narrow" aria-labelledby="erasure-unreached">
					<h2 id="erasure-unreached">What this could not reach</h2>
					<ul>
						{actionData.unreached.map((line) => (
							<li key={line}>{line}</li>
						))}
					</ul>
				</section>
			) : null}
			{step === 'confirm' && found ? (
				<Form method="post" className="lead-form admin-narrow" key="confirm" noValidate>
					<p>{`Stored under ${actionData?.email}:`}</p>
					<ul>
						<li>{`${found.contact} contact messages`}</li>
						<li>{`${found.quote} quote requests`}</li>
						<li>{`${found.career} job applications and their CVs`}</li>
						<li>{`${found.comments} blog comments`}</li>
					</ul>
					<input type="hidden" name="email" value={actionData?.email} />
					<input type="hidden" name="intent" value="erase" />
					<AdminField name="confirm" label="Type the e-mail address again to confirm" type="email" required maxLength={254} errors={actionData?.errors.confirm} autoComplete="off" />
					<button type="submit" className="button button--danger" disabled={busy}>
						Erase everything
					</button>
				</Form>
			) : (
				<Form method="post" className="lead-form admin-narrow" key="lookup" noValidate>
					<input type="hidden" name="intent" value="lookup" />
					<AdminField name="email" label="Email" type="email" required maxLength={254} defaultValue={actionData?.email} errors={actionData?.errors.email} autoComplete="off" />
					<button type="submit" className="button button--primary" disabled={busy}>
						Find what is stored
					</button>
				</Form>
			)}
		</>
	)
}
