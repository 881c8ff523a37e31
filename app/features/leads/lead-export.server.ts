import { stringify } from 'csv-stringify/sync'
import type { Kysely } from 'kysely'
import type { DB } from '#database/schema.ts'
import { stageLabels } from './hiring.server.ts'
import { LEAD_KIND_LABELS, statusLabel } from './inbox.labels.ts'
import { filteredLeads, type InboxRow, type ReadableKinds, TOUCH_COLUMNS } from './inbox.server.ts'
import type { InboxFilter } from './inbox.schema.ts'

/** The leads inbox as a CSV file: every lead a filter matches, every field, its notes and where it came from. */

export const EXPORT_MAX_ROWS = 50_000

/** A lead as the export writes it: every field, its status in words (an application's stage as named here), and its notes. */
export type ExportRow = InboxRow & { status_label: string; notes: { author_name: string; body: string; created_at: string }[] }

/** Every lead the filter matches (the export), newest first, with its notes oldest first. */
export async function exportLeads(db: Kysely<DB>, readable: ReadableKinds, filter: InboxFilter, viewerId: string | null = null): Promise<ExportRow[]> {
	const rows = (await filteredLeads(db, readable, filter, viewerId)
		.selectAll('leads')
		.select('staff_users.name as assignee_name')
		.select(TOUCH_COLUMNS)
		.orderBy('leads.created_at', 'desc')
		.orderBy('leads.id', 'desc')
		.limit(EXPORT_MAX_ROWS)
		.execute()) as InboxRow[]
	const notes = new Map<string, ExportRow['notes']>()
	for (const table of ['contact', 'quote', 'career'] as const) {
		const ids = rows.filter((row) => row.tbl === table).map((row) => row.id)
		for (let i = 0; i < ids.length; i += 500) {
			const found = await db
				.selectFrom('lead_notes')
				.select(['lead_id', 'author_name', 'body', 'created_at'])
				.where('lead_kind', '=', table)
				.where('lead_id', 'in', ids.slice(i, i + 500))
				.orderBy('created_at')
				.orderBy('id')
				.execute()
			for (const { lead_id, ...note } of found) notes.set(`${table}#${lead_id}`, [...(notes.get(`${table}#${lead_id}`) ?? []), note])
		}
	}
	const stages = await stageLabels(db)
	return rows.map((row) => ({ ...row, status_label: statusLabel(row.tbl, row.status, stages), notes: notes.get(`${row.tbl}#${row.id}`) ?? [] }))
}

/** The export's columns: what every lead has, then each kind's own fields, the notes and where it came from. */
const CSV_COLUMNS: [string, (row: ExportRow) => string | number | null | undefined][] = [
	['Received (UTC)', (row) => row.created_at],
	['Kind', (row) => LEAD_KIND_LABELS[row.kind]],
	['Status', (row) => row.status_label],
	['Assigned to', (row) => row.assignee_name ?? ''],
	['Name', (row) => row.name],
	['Email', (row) => row.email],
	['Phone', (row) => row.phone],
	['About', (row) => row.about],
	['Message', (row) => row.text],
	['Company', (row) => row.company],
	['Website', (row) => row.website],
	['Budget', (row) => row.budget],
	['Heard of us', (row) => row.how_know],
	['Portfolio page', (row) => row.technology],
	['Project', (row) => row.project],
	['Opening', (row) => row.opening],
	['Current salary', (row) => row.current_salary],
	['Expected salary', (row) => row.expected_salary],
	['CV file', (row) => row.cv_name],
	['Notes', (row) => row.notes.map((note) => `${note.author_name}, ${note.created_at}: ${note.body}`).join('\n')],
	['Sent from page', (row) => row.source_page],
	['First landing page', (row) => row.first_landing],
	['First referrer', (row) => row.first_referrer],
	['First source', (row) => row.first_source],
	['First medium', (row) => row.first_medium],
	['First campaign', (row) => row.first_campaign],
	['Last landing page', (row) => row.last_landing],
	['Last referrer', (row) => row.last_referrer],
	['Last source', (row) => row.last_source],
	['Last medium', (row) => row.last_medium],
	['Last campaign', (row) => row.last_campaign],
	['Last term', (row) => row.last_term],
	['Last content', (row) => row.last_content],
	['Click ids present', (row) => row.last_clicks],
	['Device', (row) => row.device],
	['IP address', (row) => row.ip],
	['Browser', (row) => row.user_agent],
	['Reference', (row) => `${row.kind}#${row.id}`],
]

/**
 * Leads as CSV (UTF-8 with a byte-order mark and CRLF lines, as spreadsheets
 * expect), every cell quoted. What a spreadsheet would run as a formula stays
 * text (see neutralise).
 */
export function leadsCsv(rows: ExportRow[]): string {
	return stringify(
		rows.map((row) => CSV_COLUMNS.map(([, cell]) => neutralise(cell(row)))),
		{ header: true, columns: CSV_COLUMNS.map(([title]) => title), bom: true, record_delimiter: 'windows', quoted: true, quoted_empty: true },
	)
}

/**
 * Where a spreadsheet may start a cell: the start of the value, after a ";"
 * or "," in it (a spreadsheet that splits on the other separator, as European
 * ones split on ";", or that ignores the quotes, cuts the value there), or
 * after a line break in it (a reader that ignores the quotes starts a new row
 * there); then a formula starter (= + - @, a tab or a return), maybe after
 * spaces and quotes. A line break is not skipped as a space: the first line
 * after a run of breaks is a cell start of its own and gets its own apostrophe
 * (so a return that ends a line, as in "Hi,\r\n", is no formula starter).
 */
const FORMULA_AFTER_CELL_START = /((?:^|[;,]) *|[\r\n][\r\n ]*)(?=(?:[^\S\r\n]|")*(?:[=+\-@\t]|\r(?!\n)))/g

/** A visitor's text as text: an apostrophe before each place a spreadsheet could read a formula from. */
export function neutralise(value: string | number | null | undefined): string {
	const text = value === null || value === undefined ? '' : String(value)
	return text.replace(FORMULA_AFTER_CELL_START, "$1'")
}
