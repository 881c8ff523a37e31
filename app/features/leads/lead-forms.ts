import type { FieldErrors } from '#app/lib/field-errors.ts'

/**
 * What the browser needs to draw and send the five lead forms, without their
 * schemas: the limits its inputs carry, where each form posts and how. The
 * schemas (forms.schema.ts, with zod) come when a visitor starts on a form,
 * so no page loads the validation library before someone types.
 */

export const LIMITS = {
	quickContact: { name: 150, email: 60, phone: 10, phone_min: 6, content: 300 },
	contactUs: { name: 50, mobile_no: 15, mobile_no_min: 10, email_id: 60, cont_details: 300 },
	comment: { name: 50, email: 50, phone: 15, phone_min: 6, comment: 65525 },
	quote: { name: 50, email: 50, phone: 15, website: 50, company: 50, budget: 15, how_know: 50, content: 50 },
	career: { job_name: 50, job_email: 50, phone: 20, phone_min: 6, current_salary: 5, salary: 5, description: 2000 },
	/**
	 * The typed verification code: the spec gives its input no length limit, so this bound is
	 * the server's alone, well above the 4 characters of a code.
	 */
	captcha: 20,
} as const

/** The largest CV the server accepts (spec: 5 MB). */
export const CV_MAX_BYTES = 5 * 1024 * 1024

/**
 * Each lead form's endpoint, encoding and whether it answers the server's code: the browser
 * form posts to and the server listens on the same entry (forms.schema.ts adds the schema).
 */
export const LEAD_FORM_POSTS = {
	quickContact: { name: 'quickContact', endpoint: '/api/Quickcontact/storecontact', encoding: 'urlencoded', captcha: true },
	contactUs: { name: 'contactUs', endpoint: '/api/ContactUs/store', encoding: 'urlencoded', captcha: true },
	comment: { name: 'comment', endpoint: '/api/blogdetail/store', encoding: 'json', captcha: true },
	// Some portfolio pages ask for the human check instead of the code (the page says which).
	quote: { name: 'quote', endpoint: '/api/Portfolio/store', encoding: 'urlencoded', captcha: true },
	career: { name: 'career', endpoint: '/api/careerstore', encoding: 'multipart', captcha: true },
} as const

export type LeadFormName = keyof typeof LEAD_FORM_POSTS
export type LeadFormPost = (typeof LEAD_FORM_POSTS)[LeadFormName]

/** The answer of every form endpoint: 422 with the errors by field, or success with a message (docs/api.md). */
export type SubmitResult = { success: 1; message: string } | { success: 0; errors?: FieldErrors; message?: string }
