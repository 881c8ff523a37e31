import type { ReactNode } from 'react'
import { Link } from '#app/components/ui/link.tsx'

/** One column of a back-office table: its heading, and what a row shows under it. */
export interface AdminColumn<Row> {
	header: string
	cell: (row: Row) => ReactNode
	className?: string
}

/**
 * A back-office list as a table: a region the keyboard can scroll sideways,
 * named for screen readers, whose cells carry their column's name for the
 * phone layout that stacks each row as a card (workspace.css, decision 034).
 * With no rows it is the sentence that says so instead.
 */
export function AdminTable<Row>({
	label,
	columns,
	rows,
	rowKey,
	empty,
	caption = false,
	className,
}: {
	/** Names the region (and the caption when shown). */
	label: string
	columns: AdminColumn<Row>[]
	rows: readonly Row[]
	rowKey: (row: Row) => string | number
	/** Said instead of an empty table. */
	empty?: string
	/** Whether the label is also the table's visible caption. */
	caption?: boolean
	/** Classes beside admin-table. */
	className?: string
}) {
	if (rows.length === 0 && empty !== undefined) return <p className="admin-empty">{empty}</p>
	return (
		<div className="admin-table-wrap" tabIndex={0} role="region" aria-label={label}>
			<table className={className ? `admin-table ${className}` : 'admin-table'}>
				{caption ? <caption>{label}</caption> : null}
				<thead>
					<tr>
						{columns.map((column) => (
							<th key={column.header} scope="col">
								{column.header}
							</th>
						))}
					</tr>
				</thead>
				<tbody>
					{rows.map((row) => (
						<tr key={rowKey(row)}>
							{columns.map((column) => (
								<td key={column.header} data-label={column.header} className={column.className}>
									{column.cell(row)}
								</td>
							))}
						</tr>
					))}
				</tbody>
			</table>
		</div>
	)
}

/**
 * The links between the pages of a list: back and on, where there is a page
 * that way, around where this one is ("Page 2", or "Page 2 of 5" when the
 * number of pages is known). Nothing when there is a single page.
 */
export function AdminPager({
	label,
	page,
	pages,
	back,
	on,
	words = ['Newer', 'Older'],
}: {
	label: string
	page: number
	pages?: number
	/** The previous page's address, when there is one. */
	back?: string
	/** The next page's address, when there is one. */
	on?: string
	words?: [back: string, on: string]
}) {
	if (!back && !on) return null
	return (
		<nav className="admin-pager" aria-label={label}>
			{back ? <Link to={back}>{words[0]}</Link> : null}
			<span>{pages === undefined ? `Page ${page}` : `Page ${page} of ${pages}`}</span>
			{on ? <Link to={on}>{words[1]}</Link> : null}
		</nav>
	)
}
