import { Readable } from 'node:stream'
import { data } from 'react-router'
import type { Route } from './+types/cv'
import { findApplication } from '#app/features/leads/lead-handling.server.ts'
import { audit } from '#app/features/staff/audit.server.ts'
import { actorOf, requireStaff } from '#app/features/staff/session.server.ts'
import { appContext } from '#app/server/context.server.ts'
import { ROLES } from '../access.ts'

export const middleware: Route.MiddlewareFunction[] = [requireStaff(ROLES.applications)]

/** How every PDF file starts; the career form keeps nothing else, and a file that does not start so is never shown inline. */
const PDF_MAGIC = Buffer.from('%PDF-')

/**
 * The file's first bytes, and the whole file again as one stream: whether it is a PDF is read
 * from what it holds, not from its name.
 */
async function sniff(stream: Readable): Promise<{ head: Buffer; body: Readable }> {
	const chunks = stream[Symbol.asyncIterator]()
	const first = await chunks.next()
	const head = first.done ? Buffer.alloc(0) : Buffer.from(first.value as Uint8Array)
	async function* whole() {
		if (head.length > 0) yield head
		for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield next.value as Uint8Array
	}
	return { head, body: Readable.from(whole(), { objectMode: false }) }
}

/**
 * An applicant's CV, for admins and recruiters only, never cached, and every
 * download or view in the audit log. `?inline` opens it in the browser's PDF
 * viewer (decision 092): only a file that is a PDF, under a policy that allows
 * it nothing (`default-src 'none'; sandbox`: no script, no form, no origin of
 * ours), so a crafted PDF cannot act in the back office; anything else, and
 * every plain request, is an attachment.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
	const { db, cvStore } = context.get(appContext)
	const id = Number(params.id)
	if (params.kind !== 'career' || !Number.isSafeInteger(id) || id < 1) throw data('No such CV.', { status: 404 })
	const application = await findApplication(db, id)
	if (!application) throw data('No such application.', { status: 404 })
	const file = application.cv_file ? await cvStore.open(application.cv_file) : null
	if (!file) throw data('This CV is no longer kept (deleted under the retention rule or on request).', { status: 410 })
	const { head, body } = await sniff(file.stream)
	const pdf = head.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)
	const inline = pdf && new URL(request.url).searchParams.has('inline')
	// The application's id, never the file's name as the applicant sent it (often their own name): the log outlives an erasure.
	await audit(db, actorOf(context), inline ? 'cv.view' : 'cv.download', `job_applications#${id}`)
	const name = (application.cv_original_name || 'cv.pdf').replace(/[^\w.\- ]+/g, '_')
	return new Response(Readable.toWeb(body) as ReadableStream, {
		headers: {
			'content-type': pdf ? 'application/pdf' : 'application/octet-stream',
			'content-length': String(file.bytes),
			'content-disposition': `${inline ? 'inline' : 'attachment'}; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`,
			'cache-control': 'no-store',
			'x-content-type-options': 'nosniff',
			'content-security-policy': "default-src 'none'; sandbox",
		},
	})
}
