/**
 * Every island by name, each loading its component (decision 069). The browser's runtime
 * (./islands.client.tsx) imports one when a wrapper of that name on the page is to be hydrated;
 * each is a chunk of its own, so a page loads the code of its own islands and no other.
 */
export const ISLANDS = {
	'office-tabs': () => import('#app/components/layout/office-tabs.tsx').then((module) => module.OfficeTabs),
	'quick-contact': () => import('#app/features/leads/quick-contact-form.tsx').then((module) => module.QuickContactForm),
	'job-application': () => import('./job-application.tsx').then((module) => module.JobApplication),
	'contact-form': () => import('#app/features/leads/contact-form.tsx').then((module) => module.ContactForm),
	'comment-form': () => import('#app/features/leads/comment-form.tsx').then((module) => module.CommentForm),
	'office-map': () => import('#app/features/contact/map-facade.tsx').then((module) => module.MapFacade),
	'video-testimonials': () => import('#app/features/company/components/video-testimonials.tsx').then((module) => module.VideoTestimonials),
	'portfolio-projects': () => import('./portfolio-projects.tsx').then((module) => module.PortfolioProjects),
	'logo-carousel': () => import('#app/features/portfolio/logo-carousel.tsx').then((module) => module.LogoCarousel),
	'event-gallery': () => import('#app/features/events/event-gallery.tsx').then((module) => module.EventGallery),
	'blog-posts': () => import('./blog-posts.tsx').then((module) => module.BlogPosts),
	'comparison-table': () => import('#app/features/pricing/components/comparison-table.tsx').then((module) => module.ComparisonTable),
}

export type Islands = typeof ISLANDS
export type IslandName = keyof Islands
