import { data, Form, useNavigation } from 'react-router'
import { Link } from '#app/components/ui/link.tsx'
import { z } from '#app/lib/zod.ts'
import type { Route } from './+types/comments'
import { TRASH_DAYS } from '#app/features/blog/comment-trash.ts'
import { listTrash, restoreComments, trashComments } from '#app/features/blog/comment-trash.server.ts'
import { commentStatuses, type CommentStatus, listCommentsForModeration, setCommentsStatus } from '#app/features/leads/leads.server.ts'
import { audit } from '#app/features/staff/audit.server.ts'
import { actorOf, requireRole } from '#app/features/staff/session.server.ts'
import { appContext } from '#app/server/context.server.ts'
import { ROLES } from './access.ts'
import { formatWhen, Notice } from './kit.tsx'

type Tab = CommentStatus | 'trash'

const TABS: { status: Tab; label: string }[] = [
	{ status: 'pending', label: 'Pending' },
	{ status: 'approved', label: 'Approved' },
	{ status: 'rejected', label: 'Rejected' },
	{ status: 'spam', label: 'Spam' },
	{ status: 'trash', label: 'Trash' },
]

/** The tabs some comments are on, in words, each once: "Pending", "Pending, Spam". */
const tabsOf = (statuses: readonly CommentStatus[]) => TABS.filter((tab) => statuses.includes(tab.status as CommentStatus)).map((tab) => tab.label).join(', ') || 'none'

const DONE: Record<string, (n: number) => string> = {
	approve: (n) => `${plural(n)} approved: now on the public posts.`,
	reject: (n) => `${plural(n)} rejected.`,
	spam: (n) => `${plural(n)} marked as spam.`,
	trash: (n) => `${plural(n)} moved to the trash: the public posts no longer show ${n === 1 ? 'it' : 'them'}. Restore from the Trash tab within ${TRASH_DAYS} days.`,
	restore: (n) => `${plural(n)} restored, with the status ${n === 1 ? 'it' : 'they'} had.`,
}
const plural = (n: number) => (n === 1 ? '1 comment' : `${n} comments`)

/**
 * One button of a row ("approve:12") or a bulk button ("approve") with the ticked rows. "delete" asks
 * first (the answer names the comments), "trash" is the confirmation; "restore" takes them out of the trash.
 */
const ModerationSchema = z.object({
	intent: z.string().regex(/^(approve|reject|spam|delete|trash|restore)(:\d{1,12})?$/, 'Unknown action'),
	ids: z.array(z.coerce.number().int().positive()).max(500),
})

export function meta() {
	return [{ title: 'Comments | Lanternfish back office' }]
}

export async function loader({ request, context }: Route.LoaderArgs) {
	requireRole(context, ROLES.comments)
	const { db } = context.get(appContext)
	const asked = new URL(request.url).searchParams.get('status')
	const status = TABS.some((tab) => tab.status === asked) ? (asked as Tab) : 'pending'
	const [comments, pending] = await Promise.all([status === 'trash' ? listTrash(db) : listCommentsForModeration(db, status), listCommentsForModeration(db, 'pending')])
	return { status, comments: comments.map((comment) => ({ ...comment, purge_at: 'purge_at' in comment ? comment.purge_at : null })), pendingCount: pending.length }
}

export async function action({ request, context }: Route.ActionArgs) {
	requireRole(context, ROLES.comments)
	const { db } = context.get(appContext)
	const form = await request.formData()
	const input = ModerationSchema.safeParse({ intent: form.get('intent'), ids: form.getAll('ids') })
	if (!input.success) throw data('Unknown action.', { status: 400 })
	const [verb, one] = input.data.intent.split(':') as [string, string | undefined]
	const ids = one ? [Number(one)] : input.data.ids
	if (ids.length === 0) return data({ notice: null, failure: 'Tick at least one comment first.', confirm: null }, { status: 422 })
	if (verb === 'delete') {
		// Asked first, naming what goes: the trash keeps it, but the public posts stop showing it at once.
		const shown = await listCommentsForModeration(db, 'all')
		const chosen = shown.filter((comment) => ids.includes(comment.id)).map((comment) => ({ id: comment.id, name: comment.name, post_title: comment.post_title }))
		if (chosen.length === 0) return data({ notice: null, failure: 'Those comments are no longer here.', confirm: null }, { status: 422 })
		return { notice: null, failure: null, confirm: chosen }
	}
	if (verb === 'trash' || verb === 'restore') {
		const before = verb === 'trash' ? await commentStatuses(db, ids) : []
		const count = verb === 'trash' ? await trashComments(db, ids) : await restoreComments(db, ids)
		const [from, to] = verb === 'trash' ? [tabsOf(before), 'Trash'] : ['Trash', tabsOf(await commentStatuses(db, ids))]
		await audit(db, actorOf(context), verb === 'trash' ? 'comment.trashed' : 'comment.restored', `blog_comments#${ids.join(',')}`, { changes: [{ label: 'Tab', from, to }], count })
		return { notice: DONE[verb]!(count), failure: null, confirm: null }
	}
	const status: Record<string, CommentStatus> = { approve: 'approved', reject: 'rejected', spam: 'spam' }
	const before = await commentStatuses(db, ids)
	const count = await setCommentsStatus(db, ids, status[verb]!)
	await audit(db, actorOf(context), 'comment.status', `blog_comments#${ids.join(',')}`, { changes: [{ label: 'Status', from: tabsOf(before), to: tabsOf([status[verb]!]) }], count })
	return { notice: DONE[verb]!(count), failure: null, confirm: null }
}

export default function Comments({ loaderData, actionData }: Route.ComponentProps) {
	const { status, comments, pendingCount } = loaderData
	const busy = useNavigation().state === 'submitting'
	const confirm = actionData?.confirm ?? null
	const trash = status === 'trash'
	const bulk = (
		<div className="admin-bulk" role="group" aria-label="With the ticked comments">
			{trash ? <BulkButton value="restore" label="Restore ticked" busy={busy} /> : null}
			{!trash && status !== 'approved' ? <BulkButton value="approve" label="Approve ticked" busy={busy} /> : null}
			{!trash && status !== 'rejected' ? <BulkButton value="reject" label="Reject ticked" busy={busy} /> : null}
			{!trash && status !== 'spam' ? <BulkButton value="spam" label="Spam ticked" busy={busy} /> : null}
			{!trash ? <BulkButton value="delete" label="Delete ticked" busy={busy} /> : null}
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
			{confirm ? (
				<Form method="post" className="admin-panel admin-confirm" aria-labelledby="confirm-trash">
					<h2 id="confirm-trash" tabIndex={-1} ref={(heading) => heading?.focus()}>
						{`Move ${plural(confirm.length)} to the trash?`}
					</h2>
					<p>{`The public posts stop showing ${confirm.length === 1 ? 'it' : 'them'} at once. The trash keeps ${confirm.length === 1 ? 'it' : 'them'} for ${TRASH_DAYS} days, then deletes ${confirm.length === 1 ? 'it' : 'them'} for good.`}</p>
					<ul>
						{confirm.map((comment) => (
							<li key={comment.id}>
								<input type="hidden" name="ids" value={comment.id} />
								{`${comment.name} on “${comment.post_title}”`}
							</li>
						))}
					</ul>
					<div className="admin-form-actions">
						<button type="submit" name="intent" value="trash" className="button button--danger" disabled={busy}>
							Move to the trash
						</button>
						<Link to={`?status=${status}`} className="button">
							Cancel
						</Link>
					</div>
				</Form>
			) : null}
			{comments.length === 0 ? (
				<p className="admin-empty">{status === 'pending' ? 'No comments are waiting for moderation.' : trash ? 'The trash is empty.' : 'No comments here.'}</p>
			) : (
				<Form method="post">
					{trash ? <p className="admin-muted">{`Deleted comments stay here for ${TRASH_DAYS} days, then are deleted for good.`}</p> : null}
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
										{comment.purge_at ? ` · deleted for good on ${formatWhen(comment.purge_at)}` : ''}
									</span>
								</div>
								<p className="admin-comment__text">{comment.comment}</p>
								<div className="admin-comment__actions">
									{trash ? <RowButton value={`restore:${comment.id}`} label="Restore" name={comment.name} busy={busy} /> : null}
									{!trash && comment.status !== 'approved' ? <RowButton value={`approve:${comment.id}`} label="Approve" name={comment.name} busy={busy} /> : null}
									{!trash && comment.status !== 'rejected' ? <RowButton value={`reject:${comment.id}`} label="Reject" name={comment.name} busy={busy} /> : null}
									{!trash ? <RowButton value={`delete:${comment.id}`} label="Delete" name={comment.name} busy={busy} /> : null}
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
