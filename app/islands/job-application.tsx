import { useState } from 'react'
import { Modal } from '#app/components/ui/modal.tsx'
import { mailtoHref } from '#app/components/ui/contact-link.tsx'
import { CareerForm } from '#app/features/leads/career-form.tsx'
import { opensInPlace } from '#app/lib/opens-in-place.ts'

/**
 * "Apply for this Position" and its modal with the application form for that opening (an island
 * of the career page). The form mounts while the modal is open, so each opening starts clean.
 * Without script the button is an e-mail to the opening's address, subject filled in, as the
 * opening's "Send your CV to" is.
 */
export function JobApplication({ job }: { job: { id: number; job_title: string; send_mail: string } }) {
	const [open, setOpen] = useState(false)
	return (
		<>
			<a href={mailtoHref(job.send_mail, `?subject=${encodeURIComponent(`Application: ${job.job_title}`)}`) ?? '/contact-us'} className="button button--primary" {...opensInPlace(() => setOpen(true))}>
				Apply for this Position<span className="visually-hidden"> ({job.job_title})</span>
			</a>
			<Modal open={open} onOpenChange={setOpen} title="Apply for This Position" size="large">
				{open ? <CareerForm job={job} /> : null}
			</Modal>
		</>
	)
}
