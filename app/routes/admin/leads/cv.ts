import { Readable } from 'node:stream'
import { data } from 'react-router'
import type { Route } from './+types/cv'
import { findApplication } from '#app/features/forms/lead-handling.server.ts'
import { audit } from '#app/features/staff/audit.server.ts'
import { actorOf, requireStaff } from '#app/features/staff/session.server.ts'
import { appContext } from '#app/server/context.server.ts'
import { ROLES } from '../access.ts'

export const middleware: Route.MiddlewareFunction[] = [requireStaff(ROLES.applications)]

/**
 * An applicant's CV, for admins and recruiters only: always an attachment
 * (never shown inline, so a crafted PDF cannot run in the back office's
 * origin), never cached, and every download is in the audit log.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
	const { db, cvStore } = context.get(appContext)
	const id = Number(params.id)
	if (params.kind !== 'career' || !Number.isSafeInteger(id) || id < 1) throw data('No such CV.', { status: 404 })
	const application = await findApplication(db, id)
	if (!application) throw data('No such application.', { status: 404 })
	const file = application.cv_file ? await cvStore.open(application.cv_file) : null
	if (!file) throw data('This CV is no longer kept (deleted under the retention rule or on request).', { status: 410 })
	// The application's id, never the file's name as the applicant sent it (often their own name): the log outlives an erasure.
	await audit(db, actorOf(context), 'cv.download', `job_applications#${id}`)
	const name = (application.cv_original_name || 'cv.pdf').replace(/[^\w.\- ]+/g, '_')
	return new Response(Readable.toWeb(file.stream) as ReadableStream, {
		headers: {
			'content-type': 'application/pdf',
			'content-length': String(file.bytes),
			'content-disposition': `attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`,
			'cache-control': 'no-store',
			'x-content-type-options': 'nosniff',
			'content-security-policy': "default-src 'none'; sandbox",
		},
	})
}
