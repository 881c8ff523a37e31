import { useState } from 'react'
import { Modal } from '#app/components/ui/modal.tsx'
import { CareerForm } from '#app/features/leads/career-form.tsx'

/**
 * "Apply for this Position" and its modal with the application form for that opening (an island
 * of the career page). The form mounts while the modal is open, so each opening starts clean.
 */
export function JobApplication({ job }: { job: { id: number; job_title: string } }) {
	const [open, setOpen] = useState(false)
	return (
		<>
			<button type="button" className="button button--primary" onClick={() => setOpen(true)}>
				Apply for this Position<span className="visually-hidden"> ({job.job_title})</span>
			</button>
			<Modal open={open} onOpenChange={setOpen} title="Apply for This Position" size="large">
				{open ? <CareerForm job={job} /> : null}
			</Modal>
		</>
	)
}
