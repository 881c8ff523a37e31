import { useState } from 'react'
import { Form, useNavigation } from 'react-router'
import './blog.css'

export const BLOG_PATH = '/blog'
/** The query parameter of the search text. */
export const SEARCH_PARAM = 'q'

/**
 * The blog search: a GET form to /blog?q=…, so it works before (or without)
 * JavaScript; once hydrated, React Router submits it as a navigation and the
 * button reports "Searching..." until the results arrive.
 */
export function BlogSearch({ query }: { query: string }) {
	const navigation = useNavigation()
	// A search is a form submission; following a page link of the list is not.
	const searching =
		navigation.state !== 'idle' && navigation.formData !== undefined && navigation.location.pathname.toLowerCase() === BLOG_PATH
	const [text, setText] = useState(query)
	// Follow the URL when it changes under the form (back button, "Show all posts").
	const [shownQuery, setShownQuery] = useState(query)
	if (query !== shownQuery) {
		setShownQuery(query)
		setText(query)
	}
	return (
		<Form
			method="get"
			action={BLOG_PATH}
			role="search"
			className="blog-search"
			aria-busy={searching}
			// Only the blog's own loader runs for a search: the layout's data
			// (contact details, services) does not depend on the query.
			defaultShouldRevalidate={false}
		>
			<label htmlFor="blog-search-input" className="blog-search__label">
				Search blogs
			</label>
			<div className="blog-search__row">
				<input
					id="blog-search-input"
					className="blog-search__input"
					type="search"
					name={SEARCH_PARAM}
					value={text}
					onChange={(event) => setText(event.target.value)}
					maxLength={200}
					placeholder="e.g. WordPress, SEO"
					autoComplete="off"
				/>
				<button type="submit" className="button button--primary blog-search__button" disabled={searching}>
					{searching ? 'Searching...' : 'SEARCH'}
				</button>
			</div>
		</Form>
	)
}
