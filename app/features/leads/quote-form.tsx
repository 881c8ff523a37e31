import { useCallback, useState } from 'react'
import { CaptchaField } from './captcha.tsx'
import { Field, LeadFormShell } from './form-kit.tsx'
import { FieldError } from '#app/components/ui/form-field.tsx'
import { LEAD_FORM_POSTS, LIMITS } from './lead-forms.ts'
import { HumanCheck } from './human-check.tsx'
import { type Extra, useLeadForm } from './use-lead-form.ts'

const INITIAL = {
	name: '', email: '', phone: '', website: '', company: '', budget: '', how_know: '', content: '', user_captcha: '',
}
const L = LIMITS.quote

interface QuoteFormProps {
	/** The portfolio page's category slug: the quote records where it was asked. */
	technology: string
	/** 'human': the Laravel, Angular and Magento pages gate Submit on a human check (spec §2). */
	check: 'captcha' | 'human'
	portfolioItemId?: number
}

/**
 * The Request for Quote form of the portfolio pages (spec §3): form data to
 * /api/Portfolio/store. It lives inside the quote modal and is mounted when
 * the modal opens, so each opening starts clean with a new code.
 */
export function QuoteForm({ technology, check, portfolioItemId }: QuoteFormProps) {
	const human = check === 'human'
	const [humanAnswer, setHumanAnswer] = useState<{ field: string; value: string } | null>(null)
	const onHumanChange = useCallback((field: string, value: string | null) => setHumanAnswer(value ? { field, value } : null), [])
	const form = useLeadForm(LEAD_FORM_POSTS.quote, {
		initial: INITIAL,
		captcha: !human,
		// The human check's widget is the proof of work there.
		proof: !human,
		extra: (): Extra => ({
			technology,
			portfolio_item_id: portfolioItemId,
			...(human ? (humanAnswer ? { [humanAnswer.field]: humanAnswer.value } : {}) : { footer_captcha: form.captcha.code }),
		}),
	})
	const { values, setValue, errors } = form
	return (
		<LeadFormShell form={form} label="Request for Quote" submitLabel="Submit" sentNote="A project lead studies your project and replies within one working day with questions or a first estimate." submitDisabled={human && !humanAnswer}>
			<div className="auto-grid lead-form__row">
				<Field name="name" label="Name" value={values.name} onChange={setValue} errors={errors.name} maxLength={L.name} autoComplete="name" />
				<Field name="email" label="Email" type="email" value={values.email} onChange={setValue} errors={errors.email} maxLength={L.email} autoComplete="email" />
			</div>
			<div className="auto-grid lead-form__row">
				<Field name="phone" label="Phone" type="tel" keys="digits-and-dot" value={values.phone} onChange={setValue} errors={errors.phone} maxLength={L.phone} autoComplete="tel" />
				<Field name="website" label="Website" value={values.website} onChange={setValue} errors={errors.website} maxLength={L.website} autoComplete="url" />
			</div>
			<div className="auto-grid lead-form__row">
				<Field name="company" label="Company" value={values.company} onChange={setValue} errors={errors.company} maxLength={L.company} autoComplete="organization" />
				<Field name="budget" label="Budget (US$)" keys="digits-and-dot" value={values.budget} onChange={setValue} errors={errors.budget} maxLength={L.budget} />
			</div>
			<Field name="how_know" label="How did you hear about us?" value={values.how_know} onChange={setValue} errors={errors.how_know} maxLength={L.how_know} />
			<Field name="content" label="Project details" multiline rows={3} value={values.content} onChange={setValue} errors={errors.content} maxLength={L.content} />
			{human ? (
				<>
					<HumanCheck onChange={onHumanChange} />
					<FieldError message={errors.altcha?.[0] ?? errors['cf-turnstile-response']?.[0]} />
				</>
			) : (
				<CaptchaField captcha={form.captcha} name="user_captcha" value={values.user_captcha} onChange={setValue} errors={errors.user_captcha} />
			)}
		</LeadFormShell>
	)
}
