import { z } from 'zod'

/**
 * The shape of the demo content in content/. The seed loader parses every file
 * with these schemas, so a typo in the content fails loudly with the file and
 * field it concerns instead of loading half a site.
 *
 * Long-form text (pages, services, blog posts) is Markdown with YAML front
 * matter; structured lists are JSON. HTML fields may hold simple HTML.
 *
 * These describe files, not tables (a post names its category by slug, the
 * site's addresses are grouped by office); seed.ts maps what they parse onto
 * rows typed by the generated table types (decision 049), so a schema whose
 * output no longer fills its table's columns with values of their types does
 * not compile.
 */
const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'lowercase-words-with-hyphens')
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+Z?)?$/, 'YYYY-MM-DD')
const image = z.string().regex(/^[a-z0-9][a-z0-9-]*\.(svg|png|jpg|webp)$/, 'a file name such as shop-front.svg')
const meta = {
	meta_title: z.string().min(1).max(120),
	meta_keywords: z.string().min(1),
	meta_description: z.string().min(1).max(320),
}

export const SiteSchema = z.object({
	company_name: z.string().min(1),
	tagline: z.string().min(1),
	// Skype and Google+ are closed: their keys stay in the contact record the API answers, empty.
	india: z.object({ address: z.string(), email: z.email(), phone: z.string(), skype: z.literal('') }),
	usa: z.object({ address: z.string(), email: z.email(), phone: z.string(), skype: z.literal('') }),
	social: z.object({
		facebook: z.url(),
		linkedin: z.url(),
		instagram: z.url(),
		twitter: z.url(),
		pinterest: z.url(),
		googleplus: z.literal(''),
		blog: z.string(),
		testimonial: z.string(),
	}),
})

export const MetaPagesSchema = z.array(
	z.object({
		page_no: z.number().int().positive(),
		page_name: z.string().min(1),
		meta_title: z.string().min(1),
		meta_keywords: z.string().min(1),
		description: z.string().min(1),
	}),
)

export const PageFrontMatterSchema = z.object({
	slug,
	title: z.string().min(1),
	sort_order: z.number().int().default(0),
	/** `sections`: a hero with a picture and the text set out in sections; `document`: one reading column. */
	layout: z.enum(['sections', 'document']).default('document'),
	/** The sentence under the heading. */
	lead: z.string().max(300).default(''),
	/** The hero's picture in media/pages/. */
	hero_image: image.optional(),
	...meta,
})

export const ServiceFrontMatterSchema = z.object({
	slug,
	name: z.string().min(1),
	content_key: z.string().nullable(),
	summary: z.string().min(1),
	/** The heading it is listed under on /services. */
	group: z.string().min(1).max(60),
	sort_order: z.number().int().default(0),
	/** The hero's picture in media/pages/. */
	hero_image: image.optional(),
	/** The portfolio pages (slugs) its related work is taken from. */
	portfolio: z.array(slug).default([]),
	/** The testimonial it quotes, by the name of the person who gave it. */
	testimonial: z.string().min(1).optional(),
	...meta,
})

export const BlogCategoriesSchema = z.array(z.object({ slug, name: z.string().min(1) }))

export const BlogPostFrontMatterSchema = z.object({
	slug,
	title: z.string().min(1),
	category: slug,
	summary: z.string().min(1).max(400),
	image,
	author: z.string().min(1),
	date: isoDate,
	/** When the post was last revised, if after its date. */
	updated: isoDate.optional(),
})

export const BlogCommentsSchema = z.array(
	z.object({ post: slug, name: z.string().min(1), email: z.email(), comment: z.string().min(1), date: isoDate }),
)

export const PortfolioCategoriesSchema = z.array(
	z.object({
		slug,
		api_key: z.string().regex(/^[a-z0-9]+$/),
		label: z.string().min(1),
		kind: z.enum(['technology', 'industry']),
		quote_check: z.enum(['captcha', 'human']),
		intro: z.string().min(1),
		industry: z
			.object({
				headline: z.string().min(1),
				features: z.array(z.string().min(1)).min(2),
				provider: z.array(z.object({ title: z.string().min(1), text: z.string().min(1) })).min(4),
				modules: z.array(z.string().min(1)).optional(),
				roles: z.array(z.string().min(1)).optional(),
			})
			.optional(),
		...meta,
	}),
)

export const PortfolioItemsSchema = z.array(
	z.object({
		category: slug,
		title: z.string().min(1),
		// The projects are fictional: their addresses are under the top-level domain reserved for examples, never somebody's real site.
		domain: z.string().regex(/^[a-z0-9-]+(\.[a-z0-9-]+)*\.example$/, 'a bare domain reserved for examples, such as client.example'),
		image,
		description: z.string().min(1),
	}),
)

/**
 * A case study (content/case-studies/*.md): the story of one portfolio
 * project, named by its domain. The front matter holds the facts, the brief
 * (Markdown), the results, what was delivered, the credits and the pictures;
 * the body is the approach.
 */
export const CaseStudyFrontMatterSchema = z.object({
	slug,
	/** The portfolio project's domain, as content/portfolio/items.json has it. */
	project: z.string().min(1),
	title: z.string().min(1).max(160),
	client: z.string().min(1).max(120),
	sector: z.string().min(1).max(80),
	year: z.number().int().min(2000).max(2100),
	summary: z.string().min(1).max(400),
	brief: z.string().min(1),
	results: z.array(z.object({ figure: z.string().min(1).max(16), label: z.string().min(1).max(120) })).min(3).max(4),
	delivered: z.array(z.string().min(1).max(160)).min(3).max(12),
	credits: z.array(z.object({ role: z.string().min(1).max(60), name: z.string().min(1).max(80) })).min(3).max(12),
	quote: z.object({ text: z.string().min(1).max(600), by: z.string().min(1).max(160) }).optional(),
	cover: image,
	gallery: z.array(z.object({ image, caption: z.string().min(1).max(200) })).min(2).max(4),
	/** Lower comes first: the first three are the home page's. */
	sort_order: z.number().int().default(0),
	...meta,
})

export const LogosSchema = z.array(z.object({ image, title: z.string().min(1), client: z.string().min(1) }))

export const TestimonialsSchema = z.array(
	z.object({
		kind: z.enum(['text', 'video']),
		description: z.string().min(1),
		posted_by: z.string().min(1),
		company: z.string().min(1),
		video_url: z.string().regex(/^(https:\/\/|\/)/, 'an https URL or a /media/ path').optional(),
		poster_image: image.optional(),
		rating: z.number().int().min(1).max(5).optional(),
		date: isoDate,
	}),
)

export const FaqsSchema = z.array(z.object({ question: z.string().min(1), answer: z.string().min(1) }))

export const JobsSchema = z.array(
	z.object({
		title: z.string().min(1),
		experience: z.string().min(1),
		vacancies: z.number().int().positive(),
		desired_profile: z.string().min(1).nullable(),
		responsibility: z.string().min(1),
		send_mail: z.email(),
		mob: z.string().min(1),
		posted_on: isoDate.optional(),
		employment_type: z.enum(['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'INTERN']).default('FULL_TIME'),
		workplace: z.enum(['office', 'remote', 'hybrid']).default('office'),
	}),
)

export const EventsSchema = z.array(
	z.object({
		slug,
		name: z.string().min(1),
		date: isoDate,
		photo: image,
		summary: z.string().min(1),
		photos: z.array(z.object({ photo: image, title: z.string().min(1) })).min(4),
	}),
)

export const PlansSchema = z.object({
	plans: z.array(z.object({ name: z.string().min(1), price: z.number().int().positive() })).length(5),
	groups: z.array(
		z.object({
			name: z.string().min(1),
			features: z.array(
				z.object({ name: z.string().min(1), description: z.string().min(1), plans: z.array(z.string().min(1)).min(1) }),
			),
		}),
	),
})

/** The people the about page introduces; each portrait is drawn by the image generator. */
export const TeamSchema = z.array(
	z.object({
		name: z.string().min(1).max(120),
		role: z.string().min(1).max(120),
		bio: z.string().max(200).default(''),
		portrait: image,
	}),
)
