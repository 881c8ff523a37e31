import type { ServiceLink } from '#app/lib/site-shell.types.ts'

export interface PortfolioLink {
	portfolio_name: string
	name: string
	kind: string
}

export interface NavGroup {
	label: string
	/** The page that lists everything of the group, first in its menu. */
	overview?: { to: string; label: string }
	columns: { title?: string; links: { to: string; label: string }[] }[]
}

export type NavItem = { to: string; label: string; end?: boolean } | NavGroup

/** The header's navigation, the same for the desktop menus and the phone menu. */
export function buildNavigation(services: ServiceLink[], portfolio: PortfolioLink[]): NavItem[] {
	const portfolioLinks = (kind: string) =>
		portfolio.filter((p) => p.kind === kind).map((p) => ({ to: `/portfolio/${p.portfolio_name}`, label: p.name }))
	return [
		{ to: '/', label: 'Home', end: true },
		{
			label: 'Company',
			columns: [
				{
					links: [
						{ to: '/about-us', label: 'About us' },
						{ to: '/why-us', label: 'Why us' },
						{ to: '/business-model', label: 'Business model' },
						{ to: '/open-source-development', label: 'Open source development' },
						{ to: '/testimonial', label: 'Testimonials' },
						{ to: '/event', label: 'Event' },
						{ to: '/career', label: 'Career' },
						{ to: '/faq', label: 'FAQ' },
						{ to: '/links', label: 'Useful links' },
						{ to: '/site-map', label: 'Site map' },
						{ to: '/terms-and-conditions', label: 'Terms & conditions' },
						{ to: '/privacy-policy', label: 'Privacy policy' },
					],
				},
			],
		},
		{
			label: 'Services',
			overview: { to: '/services', label: 'All services' },
			columns: [{ links: services.map((s) => ({ to: `/service/${s.services_name}`, label: s.name })) }],
		},
		{
			label: 'Portfolio',
			overview: { to: '/portfolio', label: 'All our work' },
			columns: [
				{ links: [{ to: '/case-study', label: 'Case studies' }] },
				{ title: 'By technology', links: portfolioLinks('technology') },
				{ title: 'By industry', links: portfolioLinks('industry') },
			],
		},
		{ to: '/feature-comparison', label: 'SEO plans' },
		{ to: '/blog', label: 'Blogs' },
		{ to: '/contact-us', label: 'Contact Us' },
	]
}
