import { useCallback } from 'react'
import { CaptchaField, useCaptcha } from './captcha.tsx'
import { FailureAlert, Field, Honeypot, SubmitButton, SuccessAlert } from './form-kit.tsx'
import { HONEYPOT_FIELD, LIMITS, QuickContactSchema } from './forms.schema.ts'
import { useLeadForm } from './use-lead-form.ts'

const INITIAL = { name: '', phone: '', email: '', content: '', user_captcha: '', [HONEYPOT_FIELD]: '' }
const L = LIMITS.quickContact

/** The footer's quick contact form (spec §3): form data to /api/Quickcontact/storecontact. */
export function QuickContactForm() {
	const captcha = useCaptcha()
	const { refresh } = captcha
	const form = useLeadForm({
		endpoint: '/api/Quickcontact/storecontact',
		encoding: 'urlencoded',
		schema: QuickContactSchema,
		initial: INITIAL,
		extra: () => ({ footer_captcha: captcha.code, captcha_token: captcha.token, source_page: window.location.pathname }),
		onAnswered: useCallback(() => refresh(), [refresh]),
	})
	const { values, setValue, errors } = form
	return (
		<form className="lead-form lead-form--compact" onSubmit={form.submit} noValidate aria-label="Quick contact">
			{form.success ? <SuccessAlert key={form.success.key} message={form.success.message} onDone={form.clearSuccess} /> : null}
			{form.failure ? <FailureAlert message={form.failure} /> : null}
			<Field name="name" label="Name" value={values.name} onChange={setValue} errors={errors.name} maxLength={L.name} autoComplete="name" />
			<Field name="phone" label="Phone" type="tel" keys="digits" value={values.phone} onChange={setValue} errors={errors.phone} maxLength={L.phone} autoComplete="tel" />
			<Field name="email" label="Email" type="email" value={values.email} onChange={setValue} errors={errors.email} maxLength={L.email} autoComplete="email" />
			<Field name="content" label="Message" multiline rows={3} value={values.content} onChange={setValue} errors={errors.content} maxLength={L.content} />
			<CaptchaField captcha={captcha} name="user_captcha" value={values.user_captcha} onChange={setValue} errors={errors.user_captcha} />
			<Honeypot value={values[HONEYPOT_FIELD]} onChange={setValue} />
			<SubmitButton submitting={form.submitting} label="Send" />
		</form>
	)
}
