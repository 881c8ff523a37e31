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

export const INBOX_PAGE_SIZE = 50

export const NOTE_MAX = 4000

export const REPLY_MAX = 10_000

/** Whose leads the inbox lists: anybody's, the viewer's own, or nobody's yet. */
export const ASSIGNEE_FILTERS = ['mine', 'unassigned'] as const
