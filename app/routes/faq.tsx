import { useRouteLoaderData } from 'react-router'
import type { Route } from './+types/faq'
import type { loader as rootLoader } from '#app/root.tsx'
import { Accordion } from '#app/components/ui/accordion.tsx'
import { HtmlContent } from '#app/components/ui/html-content.tsx'
import { NoListFound } from '#app/components/ui/no-list-found.tsx'
import { PageHeader } from '#app/components/ui/page-header.tsx'
import { listFaqs } from '#app/features/company/company.server.ts'
import { ContactCard } from '#app/features/site/components/contact-card.tsx'
import { getMetaPage, getSite } from '#app/features/site/site.server.ts'
import { canonicalUrl, pageMeta } from '#app/server/meta.server.ts'
import { faqPage } from '#app/server/structured-data.server.ts'
import { appContext } from '#app/server/context.server.ts'
import '#app/features/site/site.css'
import '#app/features/company/company.css'

const FAQ_META_PAGE = 7

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? []

export async function loader({ context }: Route.LoaderArgs) {
	const app = context.get(appContext)
	const { db, siteUrl } = app
	const [site, metaPage, faqs] = await Promise.all([getSite(app), getMetaPage(db, FAQ_META_PAGE), listFaqs(db)])
	const url = canonicalUrl(siteUrl, '/faq')
	const breadcrumb = [{ to: '/', label: 'Home' }, { label: 'FAQ' }]
	return {
		faqs,
		breadcrumb,
		meta: pageMeta(
			site,
			{
				title: metaPage?.meta_title ?? 'Frequently Asked Questions',
				description: metaPage?.description ?? 'Answers to the questions clients ask us most often.',
				keywords: metaPage?.meta_keywords,
				url,
				breadcrumb,
			},
			[faqPage(site, url, faqs.map((faq) => ({ question: faq.faq_question, answer: faq.faq_answer })))],
		),
	}
}

export default function Faq({ loaderData }: Route.ComponentProps) {
	const { faqs } = loaderData
	const root = useRouteLoaderData<typeof rootLoader>('root')
	return (
		<>
			<PageHeader
				title="Frequently asked questions"
				breadcrumb={loaderData.breadcrumb}
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
