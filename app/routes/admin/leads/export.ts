import type { Route } from './+types/export'
import { exportLeads, leadsCsv } from '#app/features/leads/lead-export.server.ts'
import { type InboxFilter, InboxFilterSchema } from '#app/features/leads/inbox.schema.ts'
import { audit } from '#app/features/staff/audit.server.ts'
import { actorOf, requireStaff, staffContext } from '#app/features/staff/session.server.ts'
import { limitStaffAction } from '#app/features/staff/staff-limits.server.ts'
import { appContext } from '#app/server/context.server.ts'
import { ROLES, readableKinds } from '../access.ts'

export const middleware: Route.MiddlewareFunction[] = [requireStaff(ROLES.leads)]

/** The inbox's filtered list as a CSV file, for a spreadsheet. */
export async function loader({ request, context }: Route.LoaderArgs) {
	const { db } = context.get(appContext)
	const staff = context.get(staffContext)
	await limitStaffAction(context, 'export', staff.id)
	const parsed = InboxFilterSchema.safeParse(Object.fromEntries(new URL(request.url).searchParams))
	const filter: InboxFilter = parsed.success ? { ...parsed.data, page: 1 } : { page: 1 }
	const rows = await exportLeads(db, readableKinds(staff.role), filter, staff.id)
	const csv = leadsCsv(rows)
	// Whether the export was a search, not its words (often a person's name or address).
	await audit(db, actorOf(context), 'lead.export', 'leads', { filter: { ...filter, q: filter.q ? '[search]' : undefined, page: undefined }, rows: rows.length })
	const day = new Date().toISOString().slice(0, 10)
	return new Response(csv, {
		headers: {
			'content-type': 'text/csv; charset=utf-8',
			'content-disposition': `attachment; filename="leads-${day}.csv"`,
			'cache-control': 'no-store',
		},
	})
}
