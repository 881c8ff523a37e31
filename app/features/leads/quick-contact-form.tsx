import { CaptchaField } from './captcha.tsx'
import { Field, LeadFormShell } from './form-kit.tsx'
import { LEAD_FORM_POSTS, LIMITS } from './lead-forms.ts'
import { type Extra, useLeadForm } from './use-lead-form.ts'

const INITIAL = { name: '', phone: '', email: '', content: '', user_captcha: '' }
const L = LIMITS.quickContact

/** The footer's quick contact form (spec §3): form data to /api/Quickcontact/storecontact. */
export function QuickContactForm() {
	const form = useLeadForm(LEAD_FORM_POSTS.quickContact, {
		initial: INITIAL,
		extra: (): Extra => ({ footer_captcha: form.captcha.code }),
	})
	const { values, setValue, errors } = form
	return (
		<LeadFormShell form={form} label="Quick contact" className="lead-form lead-form--compact" submitLabel="Send" sentNote="A project lead reads your message and replies within one working day, Monday to Friday, by e-mail or phone.">
			<Field name="name" label="Name" value={values.name} onChange={setValue} errors={errors.name} maxLength={L.name} autoComplete="name" />
			<Field name="phone" label="Phone" type="tel" keys="digits" value={values.phone} onChange={setValue} errors={errors.phone} maxLength={L.phone} minLength={L.phone_min} autoComplete="tel" />
			<Field name="email" label="Email" type="email" value={values.email} onChange={setValue} errors={errors.email} maxLength={L.email} autoComplete="email" />
			<Field name="content" label="Message" multiline rows={3} value={values.content} onChange={setValue} errors={errors.content} maxLength={L.content} />
			<CaptchaField captcha={form.captcha} name="user_captcha" value={values.user_captcha} onChange={setValue} errors={errors.user_captcha} />
		</LeadFormShell>
	)
}
