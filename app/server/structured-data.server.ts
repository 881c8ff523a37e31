import type {
	BlogPosting,
	BreadcrumbList,
	ContactPoint,
	CreativeWork,
	Event,
	FAQPage,
	Graph,
	JobPosting,
	Offer,
	Place,
	PostalAddress,
	ProfessionalService,
	Review,
	SearchAction,
	Service,
	Thing,
	VideoObject,
	WebPage,
	WebSite,
} from 'schema-dts'
import type { SiteContact } from '#app/lib/site-shell.types.ts'

/**
 * The schema.org graph of a page (one JSON-LD @graph): the agency and its
 * website on every page, the page itself with its breadcrumb, and what the
 * page is about. Nodes refer to each other by @id.
 */

export interface Site {
	/** The public origin, without a trailing slash. */
	url: string
	contact: SiteContact
}

export interface Crumb {
	to?: string
	label: string
}

/** The agency's logo as a raster image (search engines and social networks want one). */
export const LOGO_RASTER = '/media/brand/logo.png'

const orgId = (site: Site) => `${site.url}/#organization`
const websiteId = (site: Site) => `${site.url}/#website`
export const absolute = (site: Site, path: string) => (/^https?:\/\//.test(path) ? path : `${site.url}${path === '/' ? '' : path}`)

/** "8th Floor, …, Ahmedabad, Gujarat 380054, India" → its parts; what cannot be split stays the street. */
export function postalAddress(address: string): PostalAddress {
	const parts = address.split(',').map((part) => part.trim()).filter(Boolean)
	const region = /^(.*?)\s+([A-Z]?\d[\dA-Z -]{2,9})$/.exec(parts.at(-2) ?? '')
	if (parts.length < 4 || !region) return { '@type': 'PostalAddress', streetAddress: address }
	return {
		'@type': 'PostalAddress',
		streetAddress: parts.slice(0, -3).join(', '),
		addressLocality: parts.at(-3),
		addressRegion: region[1],
		postalCode: region[2],
		addressCountry: parts.at(-1) === 'USA' ? 'US' : parts.at(-1) === 'India' ? 'IN' : parts.at(-1),
	}
}

function offices(contact: SiteContact): { name: string; address: string; email: string; phone: string; country: string }[] {
	return [
		{ name: 'India office', address: contact.Address, email: contact.Email, phone: contact.Phone, country: 'IN' },
		{ name: 'USA office', address: contact.UsaAddress, email: contact.UsaEmail, phone: contact.UsaPhone, country: 'US' },
	].filter((office) => office.address)
}

export function organization(site: Site): ProfessionalService {
	const logo = LOGO_RASTER
	const { contact } = site
	const places = offices(contact)
	return {
		'@type': 'ProfessionalService',
		'@id': orgId(site),
		name: contact.CompanyName,
		description: contact.Tagline,
		url: `${site.url}/`,
		logo: { '@type': 'ImageObject', url: absolute(site, logo), width: '512', height: '512' },
		image: absolute(site, logo),
		email: contact.Email,
		telephone: contact.Phone,
		address: postalAddress(contact.Address),
		location: places.map((office): Place => ({ '@type': 'Place', name: `${contact.CompanyName}, ${office.name}`, address: postalAddress(office.address) })),
		contactPoint: places.map(
			(office): ContactPoint => ({ '@type': 'ContactPoint', contactType: 'sales', email: office.email, telephone: office.phone, areaServed: office.country, availableLanguage: 'en' }),
		),
		areaServed: [
			{ '@type': 'Country', name: 'India' },
			{ '@type': 'Country', name: 'United States' },
		],
		sameAs: [contact.Facebook, contact.Linkedin, contact.Instagram, contact.Twitter, contact.Pinterest].filter((url) => /^https:\/\//.test(url)),
	}
}

export function website(site: Site): WebSite {
	const search: SearchAction & { 'query-input': string } = {
		'@type': 'SearchAction',
		target: { '@type': 'EntryPoint', urlTemplate: `${site.url}/blog?q={search_term_string}` },
		'query-input': 'required name=search_term_string',
	}
	return {
		'@type': 'WebSite',
		'@id': websiteId(site),
		url: `${site.url}/`,
		name: site.contact.CompanyName,
		inLanguage: 'en',
		publisher: { '@id': orgId(site) },
		potentialAction: search,
	}
}

export function webPage(site: Site, page: { url: string; title: string; description: string; image?: string; breadcrumb?: boolean; type?: 'WebPage' | 'CollectionPage' | 'FAQPage' | 'ContactPage' | 'AboutPage' }): WebPage {
	return {
		'@type': page.type ?? 'WebPage',
		'@id': `${page.url}#webpage`,
		url: page.url,
		name: page.title,
		description: page.description,
		inLanguage: 'en',
		isPartOf: { '@id': websiteId(site) },
		about: { '@id': orgId(site) },
		...(page.image ? { primaryImageOfPage: { '@type': 'ImageObject', url: absolute(site, page.image) } } : {}),
		...(page.breadcrumb ? { breadcrumb: { '@id': `${page.url}#breadcrumb` } } : {}),
	} as WebPage
}

/** The visible breadcrumb as a BreadcrumbList: every crumb but the last links somewhere; the last is the page. */
export function breadcrumbList(site: Site, pageUrl: string, crumbs: readonly Crumb[]): BreadcrumbList {
	return {
		'@type': 'BreadcrumbList',
		'@id': `${pageUrl}#breadcrumb`,
		itemListElement: crumbs.map((crumb, index) => ({
			'@type': 'ListItem',
			position: index + 1,
			name: crumb.label,
			item: crumb.to ? absolute(site, crumb.to) : pageUrl,
		})),
	}
}

export function service(site: Site, page: { url: string; name: string; description: string }): Service {
	return {
		'@type': 'Service',
		'@id': `${page.url}#service`,
		name: page.name,
		description: page.description,
		url: page.url,
		serviceType: page.name,
		provider: { '@id': orgId(site) },
		areaServed: [
			{ '@type': 'Country', name: 'India' },
			{ '@type': 'Country', name: 'United States' },
		],
		mainEntityOfPage: { '@id': `${page.url}#webpage` },
	}
}

export function planOffers(site: Site, pageUrl: string, plans: readonly { name: string; price: number; description?: string }[]): Service {
	return {
		'@type': 'Service',
		'@id': `${pageUrl}#seo-plans`,
		name: 'Monthly SEO plans',
		serviceType: 'Search engine optimisation',
		provider: { '@id': orgId(site) },
		areaServed: [
			{ '@type': 'Country', name: 'India' },
			{ '@type': 'Country', name: 'United States' },
		],
		offers: plans.map(
			(plan): Offer => ({
				'@type': 'Offer',
				name: `${plan.name} plan`,
				...(plan.description ? { description: plan.description } : {}),
				price: plan.price.toFixed(2),
				priceCurrency: 'USD',
				priceSpecification: { '@type': 'UnitPriceSpecification', price: plan.price.toFixed(2), priceCurrency: 'USD', unitCode: 'MON', referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'MON' } },
				url: `${pageUrl}#plans`,
				availability: 'https://schema.org/InStock',
				seller: { '@id': orgId(site) },
			}),
		),
	}
}

export function faqPage(site: Site, pageUrl: string, faqs: readonly { question: string; answer: string }[]): FAQPage {
	return {
		'@type': 'FAQPage',
		'@id': `${pageUrl}#faq`,
		url: pageUrl,
		isPartOf: { '@id': websiteId(site) },
		mainEntity: faqs.map((faq) => ({
			'@type': 'Question',
			name: faq.question,
			acceptedAnswer: { '@type': 'Answer', text: faq.answer },
		})),
	}
}

export function blogPosting(
	site: Site,
	post: { url: string; title: string; description: string; image: string; author: string; published: string; modified: string; section: string },
): BlogPosting {
	return {
		'@type': 'BlogPosting',
		'@id': `${post.url}#article`,
		headline: post.title.slice(0, 110),
		description: post.description,
		image: [absolute(site, post.image)],
		author: { '@type': 'Person', name: post.author, worksFor: { '@id': orgId(site) } },
		publisher: { '@id': orgId(site) },
		datePublished: post.published,
		dateModified: post.modified,
		articleSection: post.section,
		inLanguage: 'en',
		mainEntityOfPage: { '@id': `${post.url}#webpage` },
		isPartOf: { '@id': websiteId(site) },
	}
}

/**
 * A case study: the work the agency made for a client (`creator`), what it is
 * about (the client), when it was made and its picture. The page is its
 * `mainEntityOfPage`.
 */
export function creativeWork(
	site: Site,
	work: { url: string; name: string; description: string; image: string; client: string; sector: string; year: number; modified?: string; keywords?: string },
): CreativeWork {
	return {
		'@type': 'CreativeWork',
		'@id': `${work.url}#work`,
		name: work.name,
		headline: work.name.slice(0, 110),
		description: work.description,
		url: work.url,
		image: [absolute(site, work.image)],
		creator: { '@id': orgId(site) },
		publisher: { '@id': orgId(site) },
		about: { '@type': 'Organization', name: work.client, description: work.sector },
		genre: 'Case study',
		dateCreated: String(work.year),
		...(work.modified ? { dateModified: work.modified } : {}),
		...(work.keywords ? { keywords: work.keywords } : {}),
		inLanguage: 'en',
		mainEntityOfPage: { '@id': `${work.url}#webpage` },
		isPartOf: { '@id': websiteId(site) },
	}
}

/** A client's words about the agency: never an AggregateRating the agency gives itself. */
export function review(site: Site, testimonial: { author: string; company?: string; body: string; date: string; rating: number | null }): Review {
	return {
		'@type': 'Review',
		itemReviewed: { '@type': 'ProfessionalService', '@id': orgId(site), name: site.contact.CompanyName },
		...(testimonial.rating ? { reviewRating: { '@type': 'Rating', ratingValue: testimonial.rating, bestRating: 5, worstRating: 1 } } : {}),
		author: { '@type': 'Person', name: testimonial.author, ...(testimonial.company ? { worksFor: { '@type': 'Organization', name: testimonial.company } } : {}) },
		reviewBody: testimonial.body,
		datePublished: testimonial.date,
	}
}

export function videoObject(site: Site, video: { name: string; description: string; thumbnail: string; uploaded: string; contentUrl: string }): VideoObject {
	return {
		'@type': 'VideoObject',
		name: video.name,
		description: video.description,
		thumbnailUrl: [absolute(site, video.thumbnail)],
		uploadDate: video.uploaded,
		contentUrl: absolute(site, video.contentUrl),
		publisher: { '@id': orgId(site) },
	}
}

export function jobPosting(
	site: Site,
	job: { title: string; description: string; posted: string; validThrough?: string; employmentType: string; remote: boolean; openings?: number },
): JobPosting {
	const office = offices(site.contact)[0]
	return {
		'@type': 'JobPosting',
		title: job.title,
		description: job.description,
		datePosted: job.posted,
		...(job.validThrough ? { validThrough: job.validThrough } : {}),
		employmentType: job.employmentType,
		hiringOrganization: { '@type': 'Organization', name: site.contact.CompanyName, sameAs: `${site.url}/`, logo: absolute(site, LOGO_RASTER) },
		directApply: true,
		...(job.openings ? { totalJobOpenings: job.openings } : {}),
		...(job.remote
			? { jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: [{ '@type': 'Country', name: 'India' }] }
			: {}),
		jobLocation: { '@type': 'Place', address: postalAddress(office?.address ?? '') },
	}
}

export function event(
	site: Site,
	data: { url: string; name: string; description: string; start: string; image: string; location?: string },
): Event {
	const office = offices(site.contact)[0]
	return {
		'@type': 'Event',
		'@id': `${data.url}#event`,
		name: data.name,
		description: data.description,
		startDate: data.start,
		endDate: data.start,
		image: [absolute(site, data.image)],
		url: data.url,
		eventStatus: 'https://schema.org/EventScheduled',
		eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
		location: { '@type': 'Place', name: data.location ?? `${site.contact.CompanyName}, ${office?.name ?? 'office'}`, address: postalAddress(office?.address ?? '') },
		organizer: { '@id': orgId(site) },
	}
}

/** Plain text made safe to place inside HTML (job descriptions may carry HTML). */
export const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** The page's whole graph. */
export function graph(nodes: readonly (Thing | undefined | false)[]): Graph {
	return { '@context': 'https://schema.org', '@graph': nodes.filter((node): node is Thing => Boolean(node)) }
}
