import { oneLine, withoutControls, z } from '#app/lib/zod.ts'
import { APPLICATION_STAGES, ASSIGNEE_FILTERS, LEAD_KINDS, LEAD_STATUSES, type LeadTableKey, NAMED_STAGES, NOTE_MAX, REPLY_MAX, STAGE_LABEL_MAX } from './inbox.labels.ts'

/**
 * The leads inbox: what staff filter by and what they may change. Shared by
 * the inbox pages (forms and links) and the server (parsing them).
 */

const day = z
	.string()
	.regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as YYYY-MM-DD')
	.refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'Enter a real date')

const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional())

/** The inbox's filters, read from the query string; an empty field means "any". */
export const InboxFilterSchema = z
	.object({
		kind: optional(z.enum(LEAD_KINDS, { error: 'Choose a kind from the list' })),
		/** A sales status or an application's stage (new and spam are both). */
		status: optional(z.enum([...new Set([...LEAD_STATUSES, ...APPLICATION_STAGES])], { error: 'Choose a status from the list' })),
		/** The job opening applications were made to (its id): only applications then. */
		opening: optional(z.coerce.number({ error: 'Choose an opening from the list' }).int('Choose an opening from the list').positive('Choose an opening from the list').max(2_147_483_647, 'Choose an opening from the list')),
		assignee: optional(z.enum(ASSIGNEE_FILTERS, { error: 'Choose whose leads from the list' })),
		from: optional(day),
		to: optional(day),
		q: optional(oneLine(z.string().trim().max(200, 'Search for at most 200 characters'), 'The search')),
		/** Where the lead came from (decision 043): a utm_source or a referring domain, of its first or last touch. */
		source: optional(oneLine(z.string().trim().max(100, 'A source is at most 100 characters'), 'The source')),
		campaign: optional(oneLine(z.string().trim().max(100, 'A campaign is at most 100 characters'), 'The campaign')),
		page: z.coerce.number().int().min(1).max(10_000).catch(1),
	})
	.refine((value) => !value.from || !value.to || value.from <= value.to, { path: ['to'], message: 'The end date comes after the start date' })
export type InboxFilter = z.infer<typeof InboxFilterSchema>

export const LeadStatusSchema = z.object({
	status: z.enum(LEAD_STATUSES, { error: 'Choose a status from the list' }),
	/** The status the page showed when it was loaded: a change over another one since is refused. */
	was: z.string().max(20).optional(),
})

/** A job application's stage: the stages only, never a sales status (decision 092). */
export const ApplicationStageSchema = z.object({
	status: z.enum(APPLICATION_STAGES, { error: 'Choose a stage from the list' }),
	was: z.string().max(20).optional(),
})

/** The schema of a status change on a lead of this table. */
export const statusSchemaOf = (table: LeadTableKey) => (table === 'career' ? ApplicationStageSchema : LeadStatusSchema)

const stageLabel = oneLine(z.string({ error: 'Name the stage' }).trim().min(1, 'Name the stage').max(STAGE_LABEL_MAX, `A stage's name is at most ${STAGE_LABEL_MAX} characters`), "The stage's name")

/** The names an admin gives the stages of the hiring pipeline: one per stage, the keys fixed. */
export const StageLabelsSchema = z
	.object(Object.fromEntries(NAMED_STAGES.map((stage) => [stage, stageLabel])) as Record<(typeof NAMED_STAGES)[number], typeof stageLabel>)
	.refine((labels) => new Set(Object.values(labels).map((label) => label.toLowerCase())).size === NAMED_STAGES.length, { path: ['form'], message: 'Give each stage a name of its own' })

export const LeadNoteSchema = z.object({
	body: withoutControls(
		z
			.string({ error: 'Write the note' })
			.trim()
			.min(1, 'Write the note')
			.max(NOTE_MAX, `A note can be at most ${NOTE_MAX} characters`),
		'The note',
	),
})

/** Who a lead is assigned to: a staff member's id, or '' for nobody (the action checks the id is a colleague who may read it). */
export const LeadAssignSchema = z.object({
	assignee: z.string({ error: 'Choose a colleague from the list' }).trim().max(100, 'Choose a colleague from the list'),
})

/** A reply to the sender, sent by e-mail through the outbox. */
export const LeadReplySchema = z.object({
	body: withoutControls(
		z
			.string({ error: 'Write the reply' })
			.trim()
			.min(1, 'Write the reply')
			.max(REPLY_MAX, `A reply can be at most ${REPLY_MAX} characters`),
		'The reply',
	),
})

const personEmail = z.email('Enter a valid email address, like name@example.com').max(254).transform((value) => value.toLowerCase())

/** Erasing a person starts from their e-mail (what would go is shown first) and asks for it to be typed again. */
export const ErasureLookupSchema = z.object({ email: personEmail })
export const ErasureConfirmSchema = z
	.object({
		email: personEmail,
		confirm: z.string({ error: 'Type the e-mail address again to confirm' }).trim().toLowerCase(),
	})
	.refine((value) => value.email === value.confirm, { path: ['confirm'], message: 'Type the same e-mail address again to confirm' })
