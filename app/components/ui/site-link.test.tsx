import { renderToString } from 'react-dom/server'
import { createRoutesStub, Link, NavLink } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { followSiteLink, isActivePath, isPendingPath, type LinkClick, navigatesClientSide, SiteLink, SiteLinks, SiteNavLink } from './site-link.tsx'

function click(fields: Partial<LinkClick> = {}) {
	const event = {
		button: 0,
		metaKey: false,
		altKey: false,
		ctrlKey: false,
		shiftKey: false,
		defaultPrevented: false,
		...fields,
		preventDefault: vi.fn(() => {
			event.defaultPrevented = true
		}),
	}
	return event
}

const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash, state: null, key: 'k', mask: undefined })

describe('navigatesClientSide', () => {
	it('takes a plain click of the primary button', () => {
		expect(navigatesClientSide(click(), {})).toBe(true)
		expect(navigatesClientSide(click(), { target: '_self' })).toBe(true)
	})
	it.each(['metaKey', 'altKey', 'ctrlKey', 'shiftKey'] as const)('leaves a click with %s to the browser', (key) => {
		expect(navigatesClientSide(click({ [key]: true }), {})).toBe(false)
	})
	it('leaves a middle or secondary click to the browser', () => {
		expect(navigatesClientSide(click({ button: 1 }), {})).toBe(false)
		expect(navigatesClientSide(click({ button: 2 }), {})).toBe(false)
	})
	it('leaves a link to another frame or window, or a download, to the browser', () => {
		expect(navigatesClientSide(click(), { target: '_blank' })).toBe(false)
		expect(navigatesClientSide(click(), { target: 'preview' })).toBe(false)
		expect(navigatesClientSide(click(), { download: '' })).toBe(false)
		expect(navigatesClientSide(click(), { download: true })).toBe(false)
		expect(navigatesClientSide(click(), { download: false })).toBe(true)
	})
})

describe('followSiteLink', () => {
	it('calls the caller’s onClick first, then navigates without replacing', () => {
		const calls: string[] = []
		const navigate = vi.fn(() => void calls.push('navigate'))
		const event = click()
		followSiteLink(event, { to: '/blog', onClick: () => calls.push('onClick') }, { navigate, location: at('/') })
		expect(calls).toEqual(['onClick', 'navigate'])
		expect(event.preventDefault).toHaveBeenCalled()
		expect(navigate).toHaveBeenCalledWith('/blog', { replace: false, preventScrollReset: undefined, defaultShouldRevalidate: undefined })
	})
	it('does nothing more when the caller’s onClick prevented the default', () => {
		const navigate = vi.fn()
		const event = click()
		followSiteLink(event, { to: '/blog', onClick: (e) => e.preventDefault() }, { navigate, location: at('/') })
		expect(navigate).not.toHaveBeenCalled()
	})
	it('leaves a modified, middle or new-window click to the browser, after the caller’s onClick', () => {
		const navigate = vi.fn()
		const onClick = vi.fn()
		for (const [event, target] of [
			[click({ ctrlKey: true }), undefined],
			[click({ button: 1 }), undefined],
			[click(), '_blank'],
		] as const) {
			followSiteLink(event, { to: '/blog', target, onClick }, { navigate, location: at('/') })
			expect(event.preventDefault).not.toHaveBeenCalled()
		}
		expect(onClick).toHaveBeenCalledTimes(3)
		expect(navigate).not.toHaveBeenCalled()
	})
	it('replaces the history entry when the link leads to the location shown, query and fragment included', () => {
		const navigate = vi.fn()
		followSiteLink(click(), { to: '/blog?page=2' }, { navigate, location: at('/blog', '?page=2') })
		followSiteLink(click(), { to: '/blog?page=3' }, { navigate, location: at('/blog', '?page=2') })
		followSiteLink(click(), { to: '/faq#pricing' }, { navigate, location: at('/faq', '', '#pricing') })
		followSiteLink(click(), { to: '/blog?page=2', replace: false }, { navigate, location: at('/blog', '?page=2') })
		expect(navigate.mock.calls.map(([, options]) => options.replace)).toEqual([true, false, true, false])
	})
	it('passes the navigation options on', () => {
		const navigate = vi.fn()
		followSiteLink(click(), { to: '/blogs/category/seo', defaultShouldRevalidate: false, preventScrollReset: true }, { navigate, location: at('/blog') })
		expect(navigate).toHaveBeenCalledWith('/blogs/category/seo', { replace: false, preventScrollReset: true, defaultShouldRevalidate: false })
	})
})

describe('isActivePath', () => {
	it('is active on the path and below it, without regard to case', () => {
		expect(isActivePath('/portfolio', '/portfolio')).toBe(true)
		expect(isActivePath('/portfolio/php', '/portfolio')).toBe(true)
		expect(isActivePath('/Portfolio/PHP', '/portfolio')).toBe(true)
		expect(isActivePath('/portfolio', '/Portfolio')).toBe(true)
	})
	it('is not active on a path that only starts with the same letters', () => {
		expect(isActivePath('/blogdetail/a-post', '/blog')).toBe(false)
		expect(isActivePath('/blog', '/blog/a')).toBe(false)
	})
	it('with end, is active on the path itself only', () => {
		expect(isActivePath('/', '/', true)).toBe(true)
		expect(isActivePath('/blog', '/', true)).toBe(false)
		expect(isActivePath('/admin/leads', '/admin', true)).toBe(false)
		expect(isActivePath('/admin', '/admin', true)).toBe(true)
	})
	it('treats a trailing slash as React Router does', () => {
		expect(isActivePath('/services/web', '/services/')).toBe(true)
		expect(isActivePath('/services/', '/services/')).toBe(true)
		expect(isActivePath('/services', '/services/')).toBe(false)
		expect(isActivePath('/services/', '/services')).toBe(true)
		expect(isActivePath('/services/', '/services', true)).toBe(false)
	})
	it('compares the path, not its query or fragment, and encodes it as a URL is', () => {
		expect(isActivePath('/blog', '/blog?page=2')).toBe(true)
		expect(isActivePath('/caf%C3%A9', '/café')).toBe(true)
	})
	it('is pending while a navigation leads to the path or below it', () => {
		expect(isPendingPath(undefined, '/blog')).toBe(false)
		expect(isPendingPath('/blog/x', '/blog')).toBe(true)
		expect(isPendingPath('/blog/x', '/blog', true)).toBe(false)
		expect(isPendingPath('/BLOG', '/blog', true)).toBe(true)
	})
})

describe('the markup', () => {
	/** Renders each element as the page at `url` would, inside SiteLinks as in app/root.tsx. */
	function render(url: string, element: React.ReactNode): string {
		const Stub = createRoutesStub([{ path: '*', Component: () => <SiteLinks>{element}</SiteLinks> }])
		return renderToString(<Stub initialEntries={[url]} />)
	}

	it('is what React Router’s Link writes', () => {
		const cases: [string, React.ReactNode, React.ReactNode][] = [
			['/', <SiteLink to="/contact-us">Quote</SiteLink>, <Link to="/contact-us">Quote</Link>],
			[
				'/',
				<SiteLink className="button" to="/blog?page=2#top" rel="next" aria-current="page" defaultShouldRevalidate={false}>
					Next
				</SiteLink>,
				<Link className="button" to="/blog?page=2#top" rel="next" aria-current="page" defaultShouldRevalidate={false}>
					Next
				</Link>,
			],
			['/blog', <SiteLink to="/blog/" target="_self" id="x" onClick={() => {}} replace>Blog</SiteLink>, <Link to="/blog/" target="_self" id="x" onClick={() => {}} replace>Blog</Link>],
			// Not plain: handed to React Router's Link.
			['/blog/a', <SiteLink to="/blog/../faq?">FAQ</SiteLink>, <Link to="/blog/../faq?">FAQ</Link>],
			['/blog/a', <SiteLink to="?page=2">2</SiteLink>, <Link to="?page=2">2</Link>],
		]
		for (const [url, site, router] of cases) expect(render(url, site)).toBe(render(url, router))
		expect(render('/', <SiteLink to="/contact-us">Quote</SiteLink>)).toContain('<a href="/contact-us" data-discover="true">Quote</a>')
	})

	it('is what React Router’s NavLink writes, active or not', () => {
		const cases: [string, React.ReactNode, React.ReactNode][] = [
			['/', <SiteNavLink to="/" end className="main-nav__link">Home</SiteNavLink>, <NavLink to="/" end className="main-nav__link">Home</NavLink>],
			['/blog', <SiteNavLink to="/" end className="main-nav__link">Home</SiteNavLink>, <NavLink to="/" end className="main-nav__link">Home</NavLink>],
			['/Portfolio/php', <SiteNavLink to="/portfolio/php">PHP</SiteNavLink>, <NavLink to="/portfolio/php">PHP</NavLink>],
			['/portfolio/php', <SiteNavLink to="/portfolio/wordpress">WordPress</SiteNavLink>, <NavLink to="/portfolio/wordpress">WordPress</NavLink>],
			['/admin/leads/contact/1', <SiteNavLink to="/admin/leads" aria-current="true">Leads</SiteNavLink>, <NavLink to="/admin/leads" aria-current="true">Leads</NavLink>],
		]
		for (const [url, site, router] of cases) expect(render(url, site)).toBe(render(url, router))
		expect(render('/blog', <SiteNavLink to="/blog">Blog</SiteNavLink>)).toContain('<a aria-current="page" class="active" href="/blog" data-discover="true">Blog</a>')
	})
})
