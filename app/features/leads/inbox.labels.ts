/**
 * The leads inbox's names for kinds and statuses, kept apart from its zod
 * schemas (inbox.schema.ts) so the pages that show them ship no validation
 * code to the browser.
 */

/** The kinds of lead, as the inbox names and filters them. */
export const LEAD_KINDS = ['quick', 'contact', 'quote', 'career'] as const
export type LeadKind = (typeof LEAD_KINDS)[number]

export const LEAD_KIND_LABELS: Record<LeadKind, string> = {
	quick: 'Quick contact',
	contact: 'Contact page',
	quote: 'Quote request',
	career: 'Job application',
}

/** Which table a kind is kept in: the detail page's URL names the table (/admin/leads/{table}/{id}). */
export const LEAD_TABLES = ['contact', 'quote', 'career'] as const
export type LeadTableKey = (typeof LEAD_TABLES)[number]
export const tableOfKind = (kind: LeadKind): LeadTableKey => (kind === 'quick' ? 'contact' : kind)

/** What a lead of each table is called in a sentence ("a quote request"). */
export const LEAD_TABLE_NOUNS: Record<LeadTableKey, string> = {
	contact: 'message',
	quote: 'quote request',
	career: 'job application',
}

/** A lead's life: new → contacted → won or lost; spam at any point (the honeypot sets it on arrival). */
export const LEAD_STATUSES = ['new', 'contacted', 'won', 'lost', 'spam'] as const
export type LeadStatus = (typeof LEAD_STATUSES)[number]

export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
	new: 'New',
	contacted: 'Contacted',
	won: 'Won',
	lost: 'Lost',
	spam: 'Spam',
}

/**
 * A job application's life instead (decision 092): new → screening → interview → offer → hired, or
 * rejected at any point; spam as a lead's (the honeypot sets it on arrival). The keys are fixed;
 * an admin may rename the six stages of the pipeline (application_stages), spam keeps its name.
 */
export const APPLICATION_STAGES = ['new', 'screening', 'interview', 'offer', 'hired', 'rejected', 'spam'] as const
export type ApplicationStage = (typeof APPLICATION_STAGES)[number]

/** The stages an admin may rename: all but spam, which is not a step of hiring. */
export const NAMED_STAGES = ['new', 'screening', 'interview', 'offer', 'hired', 'rejected'] as const satisfies readonly ApplicationStage[]
export type NamedStage = (typeof NAMED_STAGES)[number]

/** What each stage is called until an admin renames it (migration 024 stores these). */
export const DEFAULT_STAGE_LABELS: Record<ApplicationStage, string> = {
	new: 'New',
	screening: 'Screening',
	interview: 'Interview',
	offer: 'Offer',
	hired: 'Hired',
	rejected: 'Rejected',
	spam: 'Spam',
}

export const STAGE_LABEL_MAX = 40

/** The stages still being worked: an application in one of them waits for someone. */
export const OPEN_STAGES = ['new', 'screening', 'interview', 'offer'] as const satisfies readonly ApplicationStage[]

/** The statuses a lead of a table can be in: the stages for applications, the sales statuses for the others. */
export const statusesOf = (table: LeadTableKey): readonly string[] => (table === 'career' ? APPLICATION_STAGES : LEAD_STATUSES)

/** A lead's status in words, with the stage names an admin chose for applications. */
export function statusLabel(table: LeadTableKey, status: string, stageLabels: Record<ApplicationStage, string> = DEFAULT_STAGE_LABELS): string {
	if (table === 'career') return stageLabels[status as ApplicationStage] ?? LEAD_STATUS_LABELS[status as LeadStatus] ?? status
	return LEAD_STATUS_LABELS[status as LeadStatus] ?? status
}

export const INBOX_PAGE_SIZE = 50

export const NOTE_MAX = 4000

export const REPLY_MAX = 10_000

/** Whose leads the inbox lists: anybody's, the viewer's own, or nobody's yet. */
export const ASSIGNEE_FILTERS = ['mine', 'unassigned'] as const
