import { lazy, useEffect } from 'react'
import { ProjectList, type ProjectListProps } from '#app/features/portfolio/project-list.tsx'

const loadQuoteForm = () => import('#app/features/leads/quote-form.tsx')
const QuoteForm = lazy(() => loadQuoteForm().then((module) => ({ default: module.QuoteForm })))

/**
 * A portfolio page's projects (an island): the frames that scroll a screenshot, and "Request a
 * Quote" with the quote form of the page's technology in a modal. The form's code (and zod) is
 * fetched as the island is hydrated, when the visitor reaches for it.
 */
export function PortfolioProjects({ quote, ...list }: Omit<ProjectListProps, 'renderQuoteForm'> & { quote: { technology: string; check: 'captcha' | 'human' } }) {
	useEffect(() => void loadQuoteForm(), [])
	return <ProjectList {...list} renderQuoteForm={(item) => <QuoteForm technology={quote.technology} check={quote.check} portfolioItemId={item.id} />} />
}
