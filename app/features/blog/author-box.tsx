import { initials } from './initials.ts'
import './blog.css'

/**
 * Who wrote the post, under the article: the author's initials as an avatar,
 * the name and a line about the team. Posts carry only the author's name, so
 * the line speaks of the agency's team rather than of the person.
 */
export function AuthorBox({ author, companyName }: { author: string; companyName: string }) {
	return (
		<section className="blog-author" aria-labelledby="blog-author-title">
			<span className="blog-author__avatar" aria-hidden="true">
				{initials(author)}
			</span>
			<div className="blog-author__text">
				<h2 id="blog-author-title" className="blog-author__heading">
					About the author
				</h2>
				<p className="blog-author__name">{author}</p>
				<p className="blog-author__bio">
					{author} writes for the {companyName} blog, where our developers, designers and marketers share what they
					learn building, ranking and growing websites for our clients.
				</p>
			</div>
		</section>
	)
}
