import type { Route } from './+types/testimonials'
import { NoListFound } from '#app/components/ui/no-list-found.tsx'
import { PageHeader } from '#app/components/ui/page-header.tsx'
import { listTestimonials } from '#app/features/company/company.server.ts'
import { Island } from '#app/islands/island.tsx'
import { ClosingCta } from '#app/features/site/components/closing-cta.tsx'
import { getMetaPage, getSite } from '#app/features/site/site.server.ts'
import { formatDate } from '#app/lib/format.ts'
import { canonicalUrl, pageMeta, rasterMediaPath } from '#app/server/meta.server.ts'
import { review, videoObject } from '#app/server/structured-data.server.ts'
import { appContext } from '#app/server/context.server.ts'
import '#app/features/company/company.css'

const TESTIMONIALS_META_PAGE = 9
/** The text testimonials cycle through this many background colours (spec §9). */
const TONES = 4

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? []

export async function loader({ context }: Route.LoaderArgs) {
	const app = context.get(appContext)
	const { db, siteUrl } = app
	const [site, metaPage, testimonials] = await Promise.all([getSite(app), getMetaPage(db, TESTIMONIALS_META_PAGE), listTestimonials(db)])
	const breadcrumb = [{ to: '/', label: 'Home' }, { label: 'Testimonials' }]
	const reviews = [...testimonials.text, ...testimonials.video].map((t) =>
		review(site, { author: t.posted_by, company: t.company, body: t.testimonial_desc, date: t.created_date.slice(0, 10), rating: t.rating }),
	)
	const videos = testimonials.video
		.filter((t) => t.poster_image)
		.map((t) =>
			videoObject(site, {
				name: `${t.posted_by}${t.company ? ` of ${t.company}` : ''} on working with ${site.contact.CompanyName}`,
				description: t.testimonial_desc,
				thumbnail: rasterMediaPath('testimonials', t.poster_image!),
				uploaded: t.created_date,
				contentUrl: t.video_url,
			}),
		)
	return {
		testimonials,
		breadcrumb,
		meta: pageMeta(
			site,
			{
				title: metaPage?.meta_title ?? 'Client Testimonials',
				description: metaPage?.description ?? 'What our clients say about working with us.',
				keywords: metaPage?.meta_keywords,
				url: canonicalUrl(siteUrl, '/testimonial'),
				breadcrumb,
				kind: 'Testimonials',
			},
			[...reviews, ...videos],
		),
	}
}

export default function Testimonials({ loaderData }: Route.ComponentProps) {
	const { video, text } = loaderData.testimonials
	return (
		<>
			<PageHeader
				title="Client testimonials"
				breadcrumb={loaderData.breadcrumb}
				intro={
					<p>
						Businesses in India, the USA, the UK and Australia trust us with their websites, apps and marketing. Here
						is what they say about the work and about working with us.
					</p>
				}
			/>
			{video.length > 0 ? (
				<section className="section company-videos-section" aria-labelledby="testimonials-video">
					<div className="container">
						<h2 id="testimonials-video" className="section__title">
							Hear it from our clients
						</h2>
						<Island name="video-testimonials" props={{ videos: video }} />
					</div>
				</section>
			) : null}
			<section className="section section--tint" aria-labelledby="testimonials-text">
				<div className="container">
					<h2 id="testimonials-text" className="section__title">
						What clients say
					</h2>
					{text.length > 0 ? (
						<ul className="auto-grid card-grid company-quotes">
							{text.map((t, i) => (
								<li key={t.id} className={`company-quote company-quote--tone-${i % TONES}`}>
									<blockquote className="company-quote__body">
										<p>{t.testimonial_desc}</p>
									</blockquote>
									<div className="company-quote__footer">
										<p className="company-quote__name">{t.posted_by}</p>
										<p className="company-quote__company">{t.company}</p>
										<p className="company-quote__date">
											<time dateTime={t.created_date}>{formatDate(t.created_date)}</time>
										</p>
									</div>
								</li>
							))}
						</ul>
					) : (
						<NoListFound />
					)}
					<ClosingCta title="Want results like these?">
						Tell us about your project and we will show you how we would approach it, with a clear estimate.
					</ClosingCta>
				</div>
			</section>
		</>
	)
}
