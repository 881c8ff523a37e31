import './blog.css'

export const BLOG_PATH = '/blog'
/** The query parameter of the search text. */
export const SEARCH_PARAM = 'q'

/**
 * The blog search: a GET form to /blog?q=…, so it works before (or without)
 * JavaScript. In the blog's island (app/islands/blog-posts.tsx) the results load
 * in place and the button reports "Searching..." until they arrive. The field is
 * the browser's own (not controlled), so what the visitor types while the island
 * hydrates stays; the island writes the shown query back into it when the list
 * changes under it (back button, "Show all posts").
 */
export function BlogSearch({
	query,
	searching = false,
	onSubmit,
	inputRef,
}: {
	query: string
	searching?: boolean
	onSubmit?: (event: React.FormEvent<HTMLFormElement>) => void
	inputRef?: React.Ref<HTMLInputElement>
}) {
	return (
		<form method="get" action={BLOG_PATH} role="search" className="blog-search" aria-busy={searching} onSubmit={onSubmit}>
			<label htmlFor="blog-search-input" className="blog-search__label">
				Search blogs
			</label>
			<div className="blog-search__row">
				<input
					ref={inputRef}
					id="blog-search-input"
					className="blog-search__input"
					type="search"
					name={SEARCH_PARAM}
					defaultValue={query}
					maxLength={200}
					placeholder="e.g. WordPress, SEO"
					autoComplete="off"
				/>
				<button type="submit" className="button button--primary blog-search__button" disabled={searching}>
					{searching ? 'Searching...' : 'SEARCH'}
				</button>
			</div>
		</form>
	)
}
