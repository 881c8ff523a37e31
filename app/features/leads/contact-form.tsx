import { CaptchaField } from './captcha.tsx'
import { Field, LeadFormShell } from './form-kit.tsx'
import { LEAD_FORM_POSTS, LIMITS } from './lead-forms.ts'
import { useLeadForm } from './use-lead-form.ts'

const INITIAL = { name: '', mobile_no: '', email_id: '', cont_details: '', user_captcha_input: '' }
const L = LIMITS.contactUs

/** The contact page's form (spec §3): form data to /api/ContactUs/store. */
export function ContactForm() {
	const form = useLeadForm(LEAD_FORM_POSTS.contactUs, { initial: INITIAL })
	const { values, setValue, errors } = form
	return (
		<LeadFormShell form={form} label="Contact us" submitLabel="Send message" sentNote="A project lead reads your message and replies within one working day, Monday to Friday, by e-mail or on the number you gave.">
			<div className="auto-grid lead-form__row">
				<Field name="name" label="Name" value={values.name} onChange={setValue} errors={errors.name} maxLength={L.name} autoComplete="name" />
				<Field name="mobile_no" label="Mobile number" type="tel" keys="digits" value={values.mobile_no} onChange={setValue} errors={errors.mobile_no} maxLength={L.mobile_no} minLength={L.mobile_no_min} autoComplete="tel" hint="At least 10 digits" />
			</div>
			<Field name="email_id" label="Email" type="email" value={values.email_id} onChange={setValue} errors={errors.email_id} maxLength={L.email_id} autoComplete="email" />
			<Field name="cont_details" label="How can we help?" multiline rows={5} value={values.cont_details} onChange={setValue} errors={errors.cont_details} maxLength={L.cont_details} />
			<CaptchaField captcha={form.captcha} name="user_captcha_input" value={values.user_captcha_input} onChange={setValue} errors={errors.user_captcha_input} helper="match" />
		</LeadFormShell>
	)
}
