import { useCallback, useId, useRef, useState } from 'react'
import type { FieldErrors } from '#app/lib/field-errors.ts'
import { CaptchaField } from './captcha.tsx'
import { Field, LeadFormShell } from './form-kit.tsx'
import { FieldError, FieldLabel } from '#app/components/ui/form-field.tsx'
import { CV_MAX_BYTES, LEAD_FORM_POSTS, LIMITS, type SubmitResult } from './lead-forms.ts'
import { useLeadForm } from './use-lead-form.ts'

const INITIAL = {
	job_name: '', job_email: '', phone: '', current_salary: '', salary: '', desciption: '', user_captcha_input: '',
}
const L = LIMITS.career

/**
 * The career application (spec §3): multipart to /api/careerstore, carrying
 * the chosen opening (its id and title) and a PDF CV.
 */
export function CareerForm({ job }: { job: { id: number; job_title: string } }) {
	const fileInput = useRef<HTMLInputElement>(null)
	const [file, setFile] = useState<File | undefined>()
	const fileId = useId()
	const form = useLeadForm(LEAD_FORM_POSTS.career, {
		initial: INITIAL,
		extra: () => ({ job_id: job.id }),
		files: () => ({ file }),
		check: (): FieldErrors => {
			const problem = checkCv(file)
			return problem ? { file: [problem] } : {}
		},
		onAnswered: useCallback((result: SubmitResult | undefined) => {
			if (result?.success === 1) {
				setFile(undefined)
				if (fileInput.current) fileInput.current.value = ''
			}
		}, []),
	})
	const { values, setValue, errors, setErrors } = form
	const fileError = errors.file?.[0]

	return (
		<LeadFormShell form={form} label={`Apply for ${job.job_title}`} submitLabel="Send application" sentNote="Our recruiters read every application within five working days; if your profile fits, we call you to arrange an interview.">
			<p className="lead-form__context">
				Applying for: <strong>{job.job_title}</strong>
			</p>
			<input type="hidden" name="job_id" value={job.id} />
			<div className="auto-grid lead-form__row">
				<Field name="job_name" label="Name" value={values.job_name} onChange={setValue} errors={errors.job_name} maxLength={L.job_name} autoComplete="name" />
				<Field name="job_email" label="Email" type="email" value={values.job_email} onChange={setValue} errors={errors.job_email} maxLength={L.job_email} autoComplete="email" />
			</div>
			<Field name="phone" label="Phone" type="tel" keys="digits" value={values.phone} onChange={setValue} errors={errors.phone} maxLength={L.phone} minLength={L.phone_min} autoComplete="tel" />
			<div className="auto-grid lead-form__row">
				<Field name="current_salary" label="Current salary" value={values.current_salary} onChange={setValue} errors={errors.current_salary} maxLength={L.current_salary} hint="Up to 5 characters, e.g. 45k" />
				<Field name="salary" label="Expected salary" value={values.salary} onChange={setValue} errors={errors.salary} maxLength={L.salary} hint="Up to 5 characters" />
			</div>
			<Field name="desciption" label="Cover note" multiline rows={4} value={values.desciption} onChange={setValue} errors={errors.desciption ?? errors.description} maxLength={L.description} />
			<div className="form-field">
				<FieldLabel htmlFor={fileId}>CV (PDF, up to 5 MB)</FieldLabel>
				<input
					ref={fileInput}
					id={fileId}
					name="file"
					type="file"
					accept="application/pdf,.pdf"
					required
					className={fileError ? 'form-field__control form-file form-field__control--invalid' : 'form-field__control form-file'}
					aria-invalid={fileError ? true : undefined}
					aria-describedby={fileError ? `${fileId}-error` : `${fileId}-chosen`}
					onChange={(e) => {
						const chosen = e.target.files?.[0]
						setFile(chosen)
						const problem = chosen ? checkCv(chosen) : null
						setErrors(({ file: _previous, ...rest }) => (problem ? { ...rest, file: [problem] } : rest))
					}}
				/>
				<p id={`${fileId}-chosen`} className="form-field__hint form-file__chosen" aria-live="polite">
					{file ? `Chosen: ${file.name} (${fileSize(file.size)})` : ''}
				</p>
				<FieldError id={`${fileId}-error`} message={fileError} />
			</div>
			<CaptchaField captcha={form.captcha} name="user_captcha_input" value={values.user_captcha_input} onChange={setValue} errors={errors.user_captcha_input} helper="match" />
		</LeadFormShell>
	)
}

/** A file's size as people read it: "240 KB", "1.8 MB". */
function fileSize(bytes: number): string {
	return bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`
}

/** A first check in the browser; the server judges the file by its bytes. */
function checkCv(file: File | undefined): string | null {
	if (!file) return 'Attach your CV as a PDF file'
	if (!/\.pdf$/i.test(file.name) && file.type !== 'application/pdf') return 'The CV must be a PDF file'
	if (file.size > CV_MAX_BYTES) return 'The CV can be at most 5 MB'
	if (file.size === 0) return 'The CV file is empty'
	return null
}
