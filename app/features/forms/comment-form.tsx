import { useCallback } from 'react'
import { CaptchaField, useCaptcha } from './captcha.tsx'
import { FailureAlert, Field, Honeypot, SubmitButton, SuccessAlert } from './form-kit.tsx'
import { BlogCommentSchema, HONEYPOT_FIELD, LIMITS } from './forms.schema.ts'
import { useLeadForm } from './use-lead-form.ts'

const INITIAL = { name: '', email: '', phone: '', comment: '', user_captcha_input: '', [HONEYPOT_FIELD]: '' }
const L = LIMITS.comment

/** The blog's Leave a Comment form (spec §3): JSON to /api/blogdetail/store. */
export function CommentForm({ blogId }: { blogId: number }) {
	const captcha = useCaptcha()
	const { refresh } = captcha
	const form = useLeadForm({
		endpoint: '/api/blogdetail/store',
		encoding: 'json',
		schema: BlogCommentSchema,
		initial: INITIAL,
		extra: () => ({ blog_id: blogId, captcha_token: captcha.token, source_page: window.location.pathname }),
		onAnswered: useCallback(() => refresh(), [refresh]),
	})
	const { values, setValue, errors } = form
	return (
		<form className="lead-form" onSubmit={form.submit} noValidate aria-label="Leave a Comment">
			{form.success ? <SuccessAlert key={form.success.key} message={form.success.message} onDone={form.clearSuccess} /> : null}
			{form.failure ? <FailureAlert message={form.failure} /> : null}
			<div className="lead-form__row">
				<Field name="name" label="Name" value={values.name} onChange={setValue} errors={errors.name} maxLength={L.name} autoComplete="name" />
				<Field name="email" label="Email" type="email" value={values.email} onChange={setValue} errors={errors.email} maxLength={L.email} autoComplete="email" hint="Never published" />
			</div>
			<Field name="phone" label="Phone" type="tel" keys="digits" value={values.phone} onChange={setValue} errors={errors.phone} maxLength={L.phone} autoComplete="tel" hint="Never published" />
			<Field name="comment" label="Comment" multiline rows={6} value={values.comment} onChange={setValue} errors={errors.comment} maxLength={L.comment} />
			<CaptchaField captcha={captcha} name="user_captcha_input" value={values.user_captcha_input} onChange={setValue} errors={errors.user_captcha_input} helper="match" />
			<Honeypot value={values[HONEYPOT_FIELD]} onChange={setValue} />
			<SubmitButton submitting={form.submitting} label="Post comment" />
		</form>
	)
}
