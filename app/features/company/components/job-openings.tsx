import type { ReactNode } from 'react'
import { Accordion } from '#app/components/ui/accordion.tsx'
import { ContactLink, mailtoHref, telHref } from '#app/components/ui/contact-link.tsx'
import { HtmlContent } from '#app/components/ui/html-content.tsx'
import type { JobOpening } from '#app/features/company/company.types.ts'
import '../company.css'

/**
 * The job openings as disclosures, each with its details and the opening's own way to apply
 * (`renderApply`: the route passes the application, which opens in a modal with that opening's id
 * and title).
 */
export function JobOpenings({ jobs, renderApply }: { jobs: JobOpening[]; renderApply: (job: JobOpening) => ReactNode }) {
	return (
		<Accordion
			items={jobs.map((job) => ({
				id: `job-${job.id}`,
				title: (
					<span className="company-job__summary">
						<span className="company-job__title">{job.job_title}</span>
						<span className="company-job__tags">
							<span className="company-job__tag">{job.job_experience}</span>
							<span className="company-job__tag">
								{job.number_of_vacancy} {job.number_of_vacancy === 1 ? 'opening' : 'openings'}
							</span>
						</span>
					</span>
				),
				content: <JobDetails job={job} apply={renderApply(job)} />,
			}))}
		/>
	)
}

function JobDetails({ job, apply }: { job: JobOpening; apply: ReactNode }) {
	return (
		<div className="company-job">
			<dl className="company-job__facts">
				<div>
					<dt>Experience</dt>
					<dd>{job.job_experience}</dd>
				</div>
				<div>
					<dt>Number of vacancies</dt>
					<dd>{job.number_of_vacancy}</dd>
				</div>
			</dl>
			{job.desired_profile ? (
				<section className="company-job__block">
					<h4>Desired profile</h4>
					<p>{job.desired_profile}</p>
				</section>
			) : null}
			<section className="company-job__block">
				<h4>Job responsibility</h4>
				<HtmlContent html={job.job_responsibility} />
			</section>
			<div className="company-job__footer">
				<dl className="company-job__contact">
					<div>
						<dt>Send your CV to</dt>
						<dd>
							<ContactLink href={mailtoHref(job.send_mail, `?subject=${encodeURIComponent(`Application: ${job.job_title}`)}`)}>{job.send_mail}</ContactLink>
						</dd>
					</div>
					<div>
						<dt>Phone</dt>
						<dd>
							<ContactLink href={telHref(job.mob)}>{job.mob}</ContactLink>
						</dd>
					</div>
				</dl>
				{apply}
			</div>
		</div>
	)
}
