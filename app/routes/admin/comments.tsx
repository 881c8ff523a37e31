import { data, Form, useNavigation } from 'react-router'
import { Link } from '#app/components/ui/link.tsx'
import { z } from '#app/lib/zod.ts'
import type { Route } from './+types/comments'
import { type CommentStatus, deleteComments, listCommentsForModeration, setCommentsStatus } from '#app/features/forms/leads.server.ts'
import { audit } from '#app/features/staff/audit.server.ts'
import { actorOf, requireRole } from '#app/features/staff/session.server.ts'
import { appContext } from '#app/server/context.server.ts'
import { ROLES } from './access.ts'
import { formatWhen, Notice } from './kit.tsx'

const TABS: { status: CommentStatus; label: string }[] = [
	{ status: 'pending', label: 'Pending' },
	{ status: 'approved', label: 'Approved' },
	{ status: 'rejected', label: 'Rejected' },
	{ status: 'spam', label: 'Spam' },
]

const DONE: Record<string, (n: number) => string> = {
	approve: (n) => `${plural(n)} approved: now on the public posts.`,
	reject: (n) => `${plural(n)} rejected.`,
	spam: (n) => `${plural(n)} marked as spam.`,
	delete: (n) => `${plural(n)} deleted.`,
}
const plural = (n: number) => (n === 1 ? '1 comment' : `${n} comments`)

/** One button of a row ("approve:12") or a bulk button ("approve") with the ticked rows. */
const ModerationSchema = z.object({
	intent: z.string().regex(/^(approve|reject|spam|delete)(:\d{1,12})?$/, 'Unknown action'),
	ids: z.array(z.coerce.number().int().positive()).max(500),
})

export function meta() {
	return [{ title: 'Comments | Lanternfish back office' }]
}

export async function loader({ request, context }: Route.LoaderArgs) {
	requireRole(context, ROLES.comments)
	const { db } = context.get(appContext)
	const asked = new URL(request.url).searchParams.get('status')
	const status = TABS.some((tab) => tab.status === asked) ? (asked as CommentStatus) : 'pending'
	const [comments, pending] = await Promise.all([listCommentsForModeration(db, status), listCommentsForModeration(db, 'pending')])
	return { status, comments, pendingCount: pending.length }
}

export async function action({ request, context }: Route.ActionArgs) {
	requireRole(context, ROLES.comments)
	const { db } = context.get(appContext)
	const form = await request.formData()
	const input = ModerationSchema.safeParse({ intent: form.get('intent'), ids: form.getAll('ids') })
	if (!input.success) throw data('Unknown action.', { status: 400 })
	const [verb, one] = input.data.intent.split(':') as [keyof typeof DONE, string | undefined]
	const ids = one ? [Number(one)] : input.data.ids
	if (ids.length === 0) return data({ notice: null, failure: 'Tick at least one comment first.' }, { status: 422 })
	const status: Record<string, CommentStatus> = { approve: 'approved', reject: 'rejected', spam: 'spam' }
	const count = verb === 'delete' ? await deleteComments(db, ids) : await setCommentsStatus(db, ids, status[verb]!)
	await audit(db, actorOf(context), verb === 'delete' ? 'comment.deleted' : 'comment.status', `blog_comments#${ids.join(',')}`, verb === 'delete' ? { count } : { status: status[verb], count })
	return { notice: DONE[verb]!(count), failure: null }
}

export default function Comments({ loaderData, actionData }: Route.ComponentProps) {
	const { status, comments, pendingCount } = loaderData
	const busy = useNavigation().state === 'submitting'
	const bulk = (
		<div className="admin-bulk" role="group" aria-label="With the ticked comments">
			{status !== 'approved' ? <BulkButton value="approve" label="Approve ticked" busy={busy} /> : null}
			{status !== 'rejected' ? <BulkButton value="reject" label="Reject ticked" busy={busy} /> : null}
			{status !== 'spam' ? <BulkButton value="spam" label="Spam ticked" busy={busy} /> : null}
			<BulkButton value="delete" label="Delete ticked" busy={busy} />
		</div>
	)
	return (
		<>
			<h1>Comments</h1>
			<nav className="admin-tabs" aria-label="Comments by status">
				{TABS.map((tab) => (
					<Link key={tab.status} to={`?status=${tab.status}`} aria-current={tab.status === status ? 'page' : undefined} className="admin-tabs__tab">
						{tab.status === 'pending' ? `${tab.label} (${pendingCount})` : tab.label}
					</Link>
				))}
			</nav>
			<Notice message={actionData?.notice} />
			{actionData?.failure ? (
				<div role="alert" className="form-alert form-alert--failure">
					{actionData.failure}
				</div>
			) : null}
			{comments.length === 0 ? (
				<p className="admin-empty">{status === 'pending' ? 'No comments are waiting for moderation.' : 'No comments here.'}</p>
			) : (
				<Form method="post">
					{bulk}
					<ul className="admin-comments">
						{comments.map((comment) => (
							<li key={comment.id} className="admin-comment">
								<div className="admin-comment__head">
									<input type="checkbox" name="ids" value={comment.id} id={`comment-${comment.id}`} className="admin-check" />
									<label htmlFor={`comment-${comment.id}`}>
										<strong>{comment.name}</strong> {`<${comment.email}>`}
									</label>
									<span className="admin-muted">
										{`${formatWhen(comment.created_at)} on `}
										<a href={`/blogdetail/${comment.post_slug}`}>{comment.post_title}</a>
									</span>
								</div>
								<p className="admin-comment__text">{comment.comment}</p>
								<div className="admin-comment__actions">
									{comment.status !== 'approved' ? <RowButton value={`approve:${comment.id}`} label="Approve" name={comment.name} busy={busy} /> : null}
									{comment.status !== 'rejected' ? <RowButton value={`reject:${comment.id}`} label="Reject" name={comment.name} busy={busy} /> : null}
									<RowButton value={`delete:${comment.id}`} label="Delete" name={comment.name} busy={busy} />
								</div>
							</li>
						))}
					</ul>
				</Form>
			)}
		</>
	)
}

function BulkButton({ value, label, busy }: { value: string; label: string; busy: boolean }) {
	return (
		<button type="submit" name="intent" value={value} className="button" disabled={busy}>
			{label}
		</button>
	)
}

function RowButton({ value, label, name, busy }: { value: string; label: string; name: string; busy: boolean }) {
	return (
		<button type="submit" name="intent" value={value} className="button" disabled={busy} aria-label={`${label} the comment by ${name}`}>
			{label}
		</button>
	)
}
