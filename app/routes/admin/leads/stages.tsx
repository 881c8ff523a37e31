import { data, Form, useNavigation } from 'react-router'
import { Link } from '#app/components/ui/link.tsx'
import type { Route } from './+types/stages'
import { renameStages, stageLabels } from '#app/features/leads/hiring.server.ts'
import { DEFAULT_STAGE_LABELS, NAMED_STAGES, STAGE_LABEL_MAX } from '#app/features/leads/inbox.labels.ts'
import { StageLabelsSchema } from '#app/features/leads/inbox.schema.ts'
import { audit } from '#app/features/staff/audit.server.ts'
import { actorOf, requireRole } from '#app/features/staff/session.server.ts'
import { appContext } from '#app/server/context.server.ts'
import { type FieldErrors, fieldErrors } from '#app/lib/field-errors.ts'
import { ROLES } from '../access.ts'
import { AdminField, FailureAlert, Notice } from '../kit.tsx'

export function meta() {
	return [{ title: 'Stages of an application | Lanternfish back office' }]
}

export async function loader({ context }: Route.LoaderArgs) {
	// In the loader and the action rather than a middleware: a refusal is drawn inside the back office (decision 034).
	requireRole(context, ROLES.admin)
	return { labels: await stageLabels(context.get(appContext).db) }
}

/** Renames the stages (decision 092): the keys the applications store stay, only the words change, everywhere at once. */
export async function action({ request, context }: Route.ActionArgs) {
	requireRole(context, ROLES.admin)
	const { db } = context.get(appContext)
	const input = StageLabelsSchema.safeParse(Object.fromEntries(await request.formData()))
	if (!input.success) return data({ errors: fieldErrors(input.error), notice: null }, { status: 422 })
	const renames = await renameStages(db, input.data)
	if (renames.length === 0) return { errors: {} as FieldErrors, notice: 'Nothing changed: the stages have these names already.' }
	await audit(db, actorOf(context), 'hiring.stages-renamed', 'application stages', { changes: renames.map(({ stage, from, to }) => ({ label: `Stage "${stage}"`, from, to })) })
	return { errors: {} as FieldErrors, notice: renames.length === 1 ? '1 stage renamed.' : `${renames.length} stages renamed.` }
}

export default function Stages({ loaderData, actionData }: Route.ComponentProps) {
	const { labels } = loaderData
	const errors: FieldErrors = actionData?.errors ?? {}
	const busy = useNavigation().state === 'submitting'
	return (
		<>
			<p className="admin-crumbs">
				<Link to="/admin/leads">Leads</Link>
			</p>
			<h1>Stages of an application</h1>
			<p>
				A job application moves through these stages, in this order. Rename them to the words your team uses; the applications keep their stage, and the inbox, the
				openings' counts and the timelines show the new names at once.
			</p>
			<Form method="post" className="admin-panel lead-form admin-stages" noValidate key={NAMED_STAGES.map((stage) => labels[stage]).join('|')}>
				<Notice message={actionData?.notice} />
				{errors.form ? <FailureAlert message={errors.form[0] ?? ''} /> : null}
				{NAMED_STAGES.map((stage, i) => (
					<AdminField
						key={stage}
						name={stage}
						// The label names the fixed stage (its first name), whatever it is called now.
						label={`Stage ${i + 1} (${DEFAULT_STAGE_LABELS[stage].toLowerCase()})`}
						required
						maxLength={STAGE_LABEL_MAX}
						defaultValue={labels[stage]}
						errors={errors[stage]}
					/>
				))}
				<button type="submit" className="button button--primary" disabled={busy}>
					Save names
				</button>
			</Form>
		</>
	)
}
