import { useCallback } from 'react'
import { CaptchaField, useCaptcha } from './captcha.tsx'
import { FailureAlert, Field, Honeypot, SubmitButton, SuccessAlert } from './form-kit.tsx'
import { ContactUsSchema, HONEYPOT_FIELD, LIMITS } from './forms.schema.ts'
import { useLeadForm } from './use-lead-form.ts'

const INITIAL = { name: '', mobile_no: '', email_id: '', cont_details: '', user_captcha_input: '', [HONEYPOT_FIELD]: '' }
const L = LIMITS.contactUs

/** The contact page's form (spec §3): form data to /api/ContactUs/store. */
export function ContactForm() {
	const captcha = useCaptcha()
	const { refresh } = captcha
	const form = useLeadForm({
		endpoint: '/api/ContactUs/store',
		encoding: 'urlencoded',
		schema: ContactUsSchema,
		initial: INITIAL,
		extra: () => ({ captcha_token: captcha.token, source_page: window.location.pathname + window.location.search }),
		onAnswered: useCallback(() => refresh(), [refresh]),
	})
	const { values, setValue, errors } = form
	return (
		<form className="lead-form" onSubmit={form.submit} noValidate aria-label="Contact us">
			{form.success ? <SuccessAlert key={form.success.key} message={form.success.message} onDone={form.clearSuccess} /> : null}
			{form.failure ? <FailureAlert message={form.failure} /> : null}
			<div className="lead-form__row">
				<Field name="name" label="Name" value={values.name} onChange={setValue} errors={errors.name} maxLength={L.name} autoComplete="name" />
				<Field name="mobile_no" label="Mobile number" type="tel" keys="digits" value={values.mobile_no} onChange={setValue} errors={errors.mobile_no} maxLength={L.mobile_no} autoComplete="tel" hint="At least 10 digits" />
			</div>
			<Field name="email_id" label="Email" type="email" value={values.email_id} onChange={setValue} errors={errors.email_id} maxLength={L.email_id} autoComplete="email" />
			<Field name="cont_details" label="How can we help?" multiline rows={5} value={values.cont_details} onChange={setValue} errors={errors.cont_details} maxLength={L.cont_details} />
			<CaptchaField captcha={captcha} name="user_captcha_input" value={values.user_captcha_input} onChange={setValue} errors={errors.user_captcha_input} helper="match" />
			<Honeypot value={values[HONEYPOT_FIELD]} onChange={setValue} />
			<SubmitButton submitting={form.submitting} label="Send message" />
		</form>
	)
}
