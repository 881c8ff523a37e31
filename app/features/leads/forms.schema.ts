import { oneLine, withoutControls, z } from '#app/lib/zod.ts'
import { HONEYPOT_FIELD } from './honeypot.ts'
import { LEAD_FORM_POSTS, type LeadFormName, LIMITS } from './lead-forms.ts'

/**
 * One schema per form (spec §3 "Submissions", limits of §5), shared by the
 * browser forms and the API handlers. Field names are the spec's wire names.
 * The browser loads this module (and zod with it) only when a visitor starts
 * on a form (use-lead-form.ts): what a page needs to draw its forms is in
 * lead-forms.ts.
 */


const required = (label: string) => ({
	error: (issue: { input?: unknown }) => (issue.input === undefined || issue.input === null ? `${label} is required` : `${label} must be text`),
})

/** Ids are 32-bit integers in both databases: a larger number names nothing (and PostgreSQL refuses to compare it). */
const MAX_ID = 2_147_483_647

/** A field of text: trimmed, required, at most max characters. */
const text = (label: string, max: number) =>
	z
		.string(required(label))
		.trim()
		.min(1, `${label} is required`)
		.max(max, `${label} can be at most ${max} characters`)

/** A one-line field (a name, a company): no tab, line break or other control character. */
const line = (label: string, max: number) => oneLine(text(label, max), label)

/** A multi-line field (a message): line breaks and tabs are kept, other control characters refused. */
const lines = (label: string, max: number) => withoutControls(text(label, max), label)

/** A person's name: any script and punctuation people use in names, but no markup or code. */
const personName = (label: string, max: number) =>
	line(label, max)
		.regex(/\p{L}/u, `${label} must contain letters`)
		.regex(/^[^<>{}[\];=\\|`$%^*#@~]*$/, `${label} cannot contain symbols such as < > ; = { }`)

const email = (label: string, max: number) =>
	line(label, max).pipe(z.email(`Enter a valid email address, like name@example.com`))

const digits = (label: string, { min, max }: { min: number; max: number }) =>
	z
		.string(required(label))
		.trim()
		.min(1, `${label} is required`)
		.regex(/^\d+$/, `${label} can contain digits only`)
		.min(min, `${label} must have at least ${min} digits`)
		.max(max, `${label} can be at most ${max} digits`)

/** Quote forms let phone and budget hold digits and dots (spec §5). */
const digitsAndDots = (label: string, max: number) =>
	z
		.string(required(label))
		.trim()
		.min(1, `${label} is required`)
		.regex(/^[\d.]+$/, `${label} can contain digits and dots only`)
		.max(max, `${label} can be at most ${max} characters`)

/** Said when far more is typed than a code: the server reads at most LIMITS.captcha characters. */
const CAPTCHA_TOO_LONG = 'The verification code is 4 characters long: type only the code shown'

/** The typed code and the token of the server-issued captcha it answers. */
const captchaAnswer = <F extends string>(field: F) =>
	({
		[field]: oneLine(
			z.string(required('The verification code')).trim().min(1, 'Type the verification code shown').max(LIMITS.captcha, CAPTCHA_TOO_LONG),
			'The verification code',
		),
		captcha_token: z.string().max(200).optional().default(''),
	}) as { [K in F]: z.ZodString } & { captcha_token: z.ZodDefault<z.ZodOptional<z.ZodString>> }

/** A hidden field people never fill; bots that fill every field give themselves away. */
const honeypot = {
	[HONEYPOT_FIELD]: z.string().max(500).optional(),
	/** The path of the page the form was sent from. */
	source_page: z.string().max(300).optional(),
	/** Chosen by the form for one message: sending it again gets the first answer, not a second lead. */
	submission_id: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'Send the form again from the page').optional(),
	/**
	 * The solved ALTCHA challenge (base64): the invisible proof of work of every form, or the quote
	 * forms' human-check widget. Optional here: the server's check says what is wrong with it.
	 */
	altcha: z.string().max(20_000).optional(),
}

/** What the contact, comment and career forms send besides their fields: the typed code and its token, the spec's echo of the verdict (never trusted), the honeypot. */
const codeChecked = {
	...captchaAnswer('user_captcha_input'),
	captcha_match: z.string().max(20).optional(),
	...honeypot,
}

export const QuickContactSchema = z.object({
	name: personName('Name', LIMITS.quickContact.name),
	phone: digits('Phone', { min: LIMITS.quickContact.phone_min, max: LIMITS.quickContact.phone }),
	email: email('Email', LIMITS.quickContact.email),
	content: lines('Message', LIMITS.quickContact.content),
	...captchaAnswer('user_captcha'),
	footer_captcha: z.string().max(20).optional(),
	...honeypot,
})

export const ContactUsSchema = z.object({
	name: personName('Name', LIMITS.contactUs.name),
	mobile_no: digits('Mobile number', { min: LIMITS.contactUs.mobile_no_min, max: LIMITS.contactUs.mobile_no }),
	email_id: email('Email', LIMITS.contactUs.email_id),
	cont_details: lines('Message', LIMITS.contactUs.cont_details),
	...codeChecked,
})

export const BlogCommentSchema = z.object({
	blog_id: z.coerce.number({ error: 'The blog post is missing' }).int().positive('The blog post is missing').max(MAX_ID, 'This blog post does not exist.'),
	name: personName('Name', LIMITS.comment.name),
	email: email('Email', LIMITS.comment.email),
	phone: digits('Phone', { min: LIMITS.comment.phone_min, max: LIMITS.comment.phone }),
	comment: lines('Comment', LIMITS.comment.comment),
	...codeChecked,
})

export const QuoteSchema = z.object({
	name: personName('Name', LIMITS.quote.name),
	email: email('Email', LIMITS.quote.email),
	phone: digitsAndDots('Phone', LIMITS.quote.phone),
	website: line('Website', LIMITS.quote.website),
	company: line('Company', LIMITS.quote.company),
	budget: digitsAndDots('Budget', LIMITS.quote.budget),
	how_know: line('How you heard of us', LIMITS.quote.how_know),
	content: lines('Project details', LIMITS.quote.content),
	/** The portfolio page the quote was asked from, and the project if one was chosen. */
	technology: line('Technology', 100),
	portfolio_item_id: z.coerce.number().int().positive().max(MAX_ID, 'This project does not exist.').optional(),
	user_captcha: oneLine(z.string().trim().max(LIMITS.captcha, CAPTCHA_TOO_LONG), 'The verification code').optional(),
	captcha_token: z.string().max(200).optional(),
	footer_captcha: z.string().max(20).optional(),
	/** The Turnstile widget's answer on the Laravel, Angular and Magento pages (ALTCHA's is `altcha`). */
	'cf-turnstile-response': z.string().max(4_000).optional(),
	...honeypot,
})

export const CareerSchema = z.object({
	job_id: z.coerce.number({ error: 'Choose a job opening' }).int().positive('Choose a job opening').max(MAX_ID, 'This job opening is closed or no longer exists.'),
	job_name: personName('Name', LIMITS.career.job_name),
	job_email: email('Email', LIMITS.career.job_email),
	phone: digits('Phone', { min: LIMITS.career.phone_min, max: LIMITS.career.phone }),
	current_salary: line('Current salary', LIMITS.career.current_salary),
	salary: line('Expected salary', LIMITS.career.salary),
	/** The spec's payload spells it "desciption"; the server also accepts "description". */
	desciption: lines('Cover note', LIMITS.career.description),
	...codeChecked,
})

/**
 * Each lead form's post (lead-forms.ts) with its schema: the server listens where the browser
 * form posts, and checks what it receives with the schema the browser checked it with.
 */
export const LEAD_FORMS = {
	quickContact: { ...LEAD_FORM_POSTS.quickContact, schema: QuickContactSchema },
	contactUs: { ...LEAD_FORM_POSTS.contactUs, schema: ContactUsSchema },
	comment: { ...LEAD_FORM_POSTS.comment, schema: BlogCommentSchema },
	quote: { ...LEAD_FORM_POSTS.quote, schema: QuoteSchema },
	career: { ...LEAD_FORM_POSTS.career, schema: CareerSchema },
} as const satisfies { [K in LeadFormName]: (typeof LEAD_FORM_POSTS)[K] & { schema: z.ZodType } }
