import { formatDate } from '#app/lib/format.ts'
import { initials } from './initials.ts'
import './blog.css'

interface Comment {
	id: number
	name: string
	comment: string
	created_date: string
}

/** Approved comments, oldest first. The text is rendered as text: a comment is never HTML. */
export function CommentList({ comments }: { comments: Comment[] }) {
	if (comments.length === 0) {
		return <p className="blog-comments__empty">No comments yet. Be the first to share your thoughts below.</p>
	}
	return (
		<ol className="blog-comments__list">
			{comments.map((comment) => (
				<li key={comment.id} className="blog-comment">
					<span className="blog-comment__avatar" aria-hidden="true">
						{initials(comment.name)}
					</span>
					<div className="blog-comment__body">
						<p className="blog-comment__meta">
							<span className="blog-comment__name">{comment.name}</span>
							<time dateTime={comment.created_date}>{formatDate(comment.created_date)}</time>
						</p>
						<p className="blog-comment__text">{comment.comment}</p>
					</div>
				</li>
			))}
		</ol>
	)
}
