/**
 * One URL of every public page template, for checks that must cover them all
 * (the phone layout tests, `npm run lighthouse -- --all`). The slugs of the
 * detail pages are read from the pages that link them, so any content works.
 * The last one is a page that is not found.
 */
export async function pageTemplateUrls(base: string): Promise<string[]> {
	const firstLink = async (pathname: string, prefix: string) => {
		const html = await (await fetch(base + pathname)).text()
		const href = new RegExp(`href="(${prefix}[^"]+)"`).exec(html)?.[1]
		if (!href) throw new Error(`${pathname} links no ${prefix}…`)
		return href
	}
	const post = await firstLink('/blog', '/blogdetail/')
	return [
		'/',
		'/contact-us',
		'/blog',
		await firstLink(post, '/blogs/category/'),
		post,
		'/testimonial',
		'/faq',
		'/career',
		'/about-us',
		'/event',
		await firstLink('/event', '/eventdetails/'),
		'/site-map',
		'/feature-comparison',
		'/service/web-development',
		'/portfolio/php',
		'/portfolio/hotel-booking-software',
		'/portfolio/logo-design',
		await firstLink('/portfolio/logo-design', '/logodesign/'),
		'/portfolio',
		await firstLink('/portfolio', '/case-study/'),
		'/services',
		NOT_FOUND_URL,
	]
}

export const NOT_FOUND_URL = '/no/such/page'
