import { CaptchaField } from './captcha.tsx'
import { Field, LeadFormShell } from './form-kit.tsx'
import { LEAD_FORM_POSTS, LIMITS } from './lead-forms.ts'
import { useLeadForm } from './use-lead-form.ts'

const INITIAL = { name: '', email: '', phone: '', comment: '', user_captcha_input: '' }
const L = LIMITS.comment

/** The blog's Leave a Comment form (spec §3): JSON to /api/blogdetail/store. */
export function CommentForm({ blogId }: { blogId: number }) {
	const form = useLeadForm(LEAD_FORM_POSTS.comment, {
		initial: INITIAL,
		extra: () => ({ blog_id: blogId }),
	})
	const { values, setValue, errors } = form
	return (
		<LeadFormShell form={form} label="Leave a Comment" submitLabel="Post comment"
			// The server says whether the comment waits for a moderator (the default) or is published at once.
			sentNote={form.sent?.includes('published') ? 'Your comment is published below.' : 'Your comment waits for moderation: we read it and publish it within one working day if it keeps to the subject.'}
		>
			<div className="auto-grid lead-form__row">
				<Field name="name" label="Name" value={values.name} onChange={setValue} errors={errors.name} maxLength={L.name} autoComplete="name" />
				<Field name="email" label="Email" type="email" value={values.email} onChange={setValue} errors={errors.email} maxLength={L.email} autoComplete="email" hint="Never published" />
			</div>
			<Field name="phone" label="Phone" type="tel" keys="digits" value={values.phone} onChange={setValue} errors={errors.phone} maxLength={L.phone} minLength={L.phone_min} autoComplete="tel" hint="Never published" />
			<Field name="comment" label="Comment" multiline rows={6} value={values.comment} onChange={setValue} errors={errors.comment} maxLength={L.comment} />
			<CaptchaField captcha={form.captcha} name="user_captcha_input" value={values.user_captcha_input} onChange={setValue} errors={errors.user_captcha_input} helper="match" />
		</LeadFormShell>
	)
}
