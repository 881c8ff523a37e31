import { useRouteLoaderData } from 'react-router'
import type { Route } from './+types/faq'
import type { loader as rootLoader } from '#app/root.tsx'
import { Accordion } from '#app/components/ui/accordion.tsx'
import { HtmlContent } from '#app/components/ui/html-content.tsx'
import { NoListFound } from '#app/components/ui/no-list-found.tsx'
import { PageHeader } from '#app/components/ui/page-header.tsx'
import { listFaqs } from '#app/features/company/company.server.ts'
import { ContactCard } from '#app/features/site/components/contact-card.tsx'
import { getMetaPage } from '#app/features/site/site.server.ts'
import { canonicalUrl, pageMeta } from '#app/lib/meta.ts'
import { faqPage } from '#app/lib/structured-data.ts'
import { appContext } from '#app/lib/context.server.ts'
import '#app/features/site/site.css'
import '#app/features/company/company.css'

const FAQ_META_PAGE = 7

export const meta = pageMeta<Route.ComponentProps['loaderData']>((data, site, page) => [
	faqPage(site, page.url, data.faqs.map((faq) => ({ question: faq.faq_question, answer: faq.faq_answer }))),
])

export async function loader({ context }: Route.LoaderArgs) {
	const { db, siteUrl } = context.get(appContext)
	const [meta, faqs] = await Promise.all([getMetaPage(db, FAQ_META_PAGE), listFaqs(db)])
	return {
		faqs,
		seo: {
			title: meta?.meta_title ?? 'Frequently Asked Questions',
			description: meta?.description ?? 'Answers to the questions clients ask us most often.',
			keywords: meta?.meta_keywords,
			url: canonicalUrl(siteUrl, '/faq'),
			breadcrumb: [{ to: '/', label: 'Home' }, { label: 'FAQ' }],
		},
	}
}

export default function Faq({ loaderData }: Route.ComponentProps) {
	const { faqs } = loaderData
	const root = useRouteLoaderData<typeof rootLoader>('root')
	return (
		<>
			<PageHeader
				title="Frequently Asked Questions"
				breadcrumb={loaderData.seo.breadcrumb}
				intro={
					<p>
						Starting a website, app or marketing project raises the same sensible questions every time: what it costs,
						how long it takes, who owns the result and what happens after launch. Here are our straight answers.
					</p>
				}
			/>
			<div className="container site-page">
				<div className="site-layout">
					<div className="site-layout__main company-faq">
						{faqs.length > 0 ? (
							<Accordion
								headingLevel={2}
								items={faqs.map((faq) => ({
									id: `faq-${faq.id}`,
									title: faq.faq_question,
									content: <HtmlContent html={faq.faq_answer} />,
								}))}
							/>
						) : (
							<NoListFound />
						)}
					</div>
					<aside className="site-layout__aside site-aside" aria-label="Contact">
						{root ? (
							<ContactCard title="Still have a question?" phone={root.contact.Phone} email={root.contact.Email}>
								Ask us directly. A project lead will answer within one working day, with no obligation.
							</ContactCard>
						) : null}
					</aside>
				</div>
			</div>
		</>
	)
}
