import { useRouteLoaderData } from 'react-router'
import { Link } from '#app/components/ui/link.tsx'
import { ContactLink, mailtoHref, telHref } from '#app/components/ui/contact-link.tsx'
import type { Route } from './+types/career'
import type { loader as rootLoader } from '#app/root.tsx'
import { Island } from '#app/islands/island.tsx'
import { NoListFound } from '#app/components/ui/no-list-found.tsx'
import { PageHeader } from '#app/components/ui/page-header.tsx'
import { listJobOpenings } from '#app/features/company/company.server.ts'
import { JobOpenings } from '#app/features/company/components/job-openings.tsx'
import { getMetaPage, getSite } from '#app/features/site/site.server.ts'
import { canonicalUrl, pageMeta } from '#app/server/meta.server.ts'
import { escapeText, jobPosting } from '#app/server/structured-data.server.ts'
import { appContext } from '#app/server/context.server.ts'
import '#app/features/company/company.css'

const CAREER_META_PAGE = 6

/** Why people join and stay (the career page's intro bullets). */
const REASONS = [
	'Real client projects from your first month, with a senior developer or designer reviewing your work.',
	'A five-day week, flexible start times and a hybrid policy once you have settled in.',
	'A yearly learning budget for courses, certifications and conference tickets.',
	'Modern tools and practices: Git workflows, code review, automated tests and CI.',
	'Clients in the USA, UK and Australia, so your English and consulting skills grow with your code.',
	'Health insurance for you and your family, and festival celebrations the whole office joins.',
]

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? []

export async function loader({ context }: Route.LoaderArgs) {
	const app = context.get(appContext)
	const { db, siteUrl } = app
	const [site, metaPage, jobs] = await Promise.all([getSite(app), getMetaPage(db, CAREER_META_PAGE), listJobOpenings(db)])
	const breadcrumb = [{ to: '/', label: 'Home' }, { label: 'Career' }]
	const postings = jobs.map((job) => {
		const posted = job.posted_on ?? job.updated_at?.slice(0, 10)
		return posted && jobPosting(site, {
			title: job.job_title,
			description: [job.desired_profile ? `<p>${escapeText(job.desired_profile)}</p>` : '', job.job_responsibility].join(''),
			posted,
			validThrough: job.closes_on ? `${job.closes_on}T23:59:59Z` : undefined,
			employmentType: job.employment_type,
			remote: job.workplace === 'remote',
			openings: job.number_of_vacancy,
		})
	})
	return {
		jobs,
		breadcrumb,
		meta: pageMeta(
			site,
			{
				title: metaPage?.meta_title ?? 'Careers',
				description: metaPage?.description ?? 'Current job openings and how to apply.',
				keywords: metaPage?.meta_keywords,
				url: canonicalUrl(siteUrl, '/career'),
				breadcrumb,
				kind: 'Careers',
			},
			postings,
		),
	}
}

export default function Career({ loaderData }: Route.ComponentProps) {
	const { jobs } = loaderData
	const root = useRouteLoaderData<typeof rootLoader>('root')
	return (
		<>
			<PageHeader
				title="Build your career with us"
				breadcrumb={loaderData.breadcrumb}
				intro={
					<p>
						We are developers, designers and marketers who like shipping work we are proud of. If that sounds like you,
						we would like to hear from you.
					</p>
				}
			/>
			<section className="section" aria-labelledby="career-why">
				<div className="container company-career-intro">
					<div>
						<h2 id="career-why">Why work with us</h2>
						<ul className="company-reasons">
							{REASONS.map((reason) => (
								<li key={reason}>{reason}</li>
							))}
						</ul>
					</div>
					{root ? (
						<section className="company-hire" aria-labelledby="career-hire">
							<h2 id="career-hire">Looking to hire us?</h2>
							<p>
								Need a website, an app or a dedicated developer for your own team? Talk to our business team rather than
								our recruiters.
							</p>
							<ul className="company-hire__contact">
								<li>
									<span>Phone</span>
									<ContactLink href={telHref(root.contact.Phone)}>{root.contact.Phone}</ContactLink>
								</li>
								<li>
									<span>Email</span>
									<ContactLink href={mailtoHref(root.contact.Email)}>{root.contact.Email}</ContactLink>
								</li>
							</ul>
							<Link className="button company-hire__button" to="/contact-us">
								Contact Us
							</Link>
						</section>
					) : null}
				</div>
			</section>
			<section className="section section--tint" aria-labelledby="career-openings">
				<div className="container company-openings">
					<h2 id="career-openings" className="section__title">
						Current openings
					</h2>
					<p className="company-openings__lead">
						Open a role to see what it involves, then apply online with your CV (PDF). We reply to every application.
					</p>
					{jobs.length > 0 ? <JobOpenings jobs={jobs} renderApply={(job) => <Island name="job-application" props={{ job: { id: job.id, job_title: job.job_title, send_mail: job.send_mail } }} />} /> : <NoListFound />}
				</div>
			</section>
		</>
	)
}
