import type { z } from 'zod'
import { LEAD_FORMS } from './forms.schema.ts'
import { applicationLead, commentLead, contactLead, type Lead, quoteLead } from './leads.server.ts'
import type { FieldErrors } from '#app/lib/field-errors.ts'
import type { ReceivedFile } from '#app/server/uploads.server.ts'

/**
 * What a visitor must pass before a lead is stored: the invisible proof of work and the typed code
 * (under this field), the human check, or nothing.
 */
export type Check = { captcha: string } | 'human' | 'none'

/** A CV received and moved to its permanent place, ready to be named in the lead's row. */
export interface KeptCv {
	file: ReceivedFile
	name: string
	/** Its key in the file storage. */
	key: string
}

/**
 * One lead form, described once; `submit` (lead-workflow.server.ts) runs every form through the
 * same steps: schema → what the input refers to → check → one transaction → reply.
 */
export interface LeadForm<S extends z.ZodType, Ref> {
	schema: S
	/** Where it is posted (from LEAD_FORMS, the browser's table too), below the API's /api prefix. */
	path: string
	/**
	 * Finds what the input refers to (a post, a job, a portfolio page), or
	 * the field errors when it does not exist. It runs before the check, so a
	 * visitor's code and proof of work are not spent on a submission that cannot succeed.
	 */
	resolve: (data: z.output<S>) => Promise<{ ref: Ref } | { errors: FieldErrors }>
	check: (data: z.output<S>, ref: Ref) => Check
	/** The check when what the input refers to cannot be looked up (the database is away); `check` without a ref by default. */
	checkWithoutRef?: (data: z.output<S>) => Check
	/** Takes a CV: the multipart field `file`, required. */
	cv?: true
	lead: (data: z.output<S>, ref: Ref, cv: KeptCv | undefined) => Lead
	/** The answer to a stored lead; without a ref when it was spooled before its ref could be looked up. */
	message: (ref: Ref | undefined) => string
}

/**
 * What the forms' input refers to, looked up in other features (blog, company, portfolio): given
 * by the composition point (server/api/forms.ts), as a feature imports no other feature.
 */
export interface LeadLookups {
	postTitle: (key: string) => Promise<{ id: number; title: string } | undefined>
	jobOpening: (id: number) => Promise<{ id: number; title: string } | undefined>
	category: (slug: string) => Promise<{ id: number; slug: string; quote_check: string } | undefined>
	itemInCategory: (categoryId: number, itemId: number) => Promise<{ id: number; title: string } | undefined>
}

const nothingToResolve = async () => ({ ref: undefined })

/** A form's schema and path from the table the browser forms use. */
const served = <S extends z.ZodType>({ schema, endpoint }: { schema: S; endpoint: string }) => ({ schema, path: endpoint.replace(/^\/api/, '') })

type QuoteRef = { category: { slug: string; quote_check: string }; item?: { id: number; title: string } }

/** The five lead forms (docs/api.md, decision 006). */
export function leadForms({ lookups, autoApprove }: { lookups: LeadLookups; autoApprove: boolean }) {
	const quickContact: LeadForm<typeof LEAD_FORMS.quickContact.schema, undefined> = {
		...served(LEAD_FORMS.quickContact),
		resolve: nothingToResolve,
		check: () => ({ captcha: 'user_captcha' }),
		lead: ({ name, email, phone, content }) => contactLead({ form: 'quick', name, email, phone, message: content }),
		message: () => 'Thank you for getting in touch! We will reply within one working day.',
	}

	const contactUs: LeadForm<typeof LEAD_FORMS.contactUs.schema, undefined> = {
		...served(LEAD_FORMS.contactUs),
		resolve: nothingToResolve,
		check: () => ({ captcha: 'user_captcha_input' }),
		lead: ({ name, email_id, mobile_no, cont_details }) =>
			contactLead({ form: 'contact', name, email: email_id, phone: mobile_no, message: cont_details }),
		message: () => 'Thank you! Your message has reached our team and we will reply within one working day.',
	}

	const quote: LeadForm<typeof LEAD_FORMS.quote.schema, QuoteRef> = {
		...served(LEAD_FORMS.quote),
		async resolve({ technology, portfolio_item_id }) {
			const category = await lookups.category(technology)
			if (!category) return { errors: { technology: ['This portfolio page does not exist.'] } }
			const item = portfolio_item_id ? await lookups.itemInCategory(category.id, portfolio_item_id) : undefined
			return { ref: { category, item } }
		},
		// The Laravel, Angular and Magento pages ask for the human check instead of the code (spec §2).
		check: (_data, { category }) => (category.quote_check === 'human' ? 'human' : { captcha: 'user_captcha' }),
		// Without the page's settings, the form tells which check it carries: a typed code, or the widget.
		checkWithoutRef: (data) => (data.user_captcha ? { captcha: 'user_captcha' } : 'human'),
		lead: ({ name, email, phone, website, company, budget, how_know, content }, { category, item }) =>
			quoteLead({
				name,
				email,
				phone,
				website,
				company,
				budget,
				how_know,
				content,
				technology: category.slug,
				portfolio_item_id: item?.id ?? null,
				portfolio_item_title: item?.title ?? '',
			}),
		message: () => 'Thank you! Your quote request is with our team; expect a reply within one working day.',
	}

	const comment: LeadForm<typeof LEAD_FORMS.comment.schema, { id: number; title: string }> = {
		...served(LEAD_FORMS.comment),
		async resolve({ blog_id }) {
			const post = await lookups.postTitle(String(blog_id))
			return post ? { ref: post } : { errors: { blog_id: ['This blog post does not exist.'] } }
		},
		check: () => ({ captcha: 'user_captcha_input' }),
		lead: ({ name, email, phone, comment }, post) =>
			commentLead({ blog_id: post.id, post_title: post.title, name, email, phone, comment }, { autoApprove }),
		message: () =>
			autoApprove
				? 'Thank you! Your comment has been published.'
				: 'Thank you! Your comment has been received and will appear once a moderator approves it.',
	}

	const career: LeadForm<typeof LEAD_FORMS.career.schema, { id: number; title: string }> = {
		...served(LEAD_FORMS.career),
		async resolve({ job_id }) {
			const job = await lookups.jobOpening(job_id)
			return job ? { ref: job } : { errors: { job_id: ['This job opening is closed or no longer exists.'] } }
		},
		check: () => ({ captcha: 'user_captcha_input' }),
		cv: true,
		lead: (data, job, cv) =>
			applicationLead({
				job_id: job.id,
				job_title: job.title,
				name: data.job_name,
				email: data.job_email,
				phone: data.phone,
				current_salary: data.current_salary,
				expected_salary: data.salary,
				description: data.desciption,
				cv_file: cv!.name,
				cv_original_name: cv!.file.originalName,
				cv_bytes: cv!.file.bytes,
			}),
		message: (job) =>
			`Thank you for applying${job ? ` for ${job.title}` : ''}! Our team will review your CV and contact you if your profile fits.`,
	}

	return { quickContact, contactUs, quote, comment, career }
}

/** Any one of the five, as the workflow and the routes handle them. */
export type AnyLeadForm = LeadForm<z.ZodType, unknown>
