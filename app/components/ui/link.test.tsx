import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, Link as RouterLink, NavLink as RouterNavLink, StaticRouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { ServerLink, ServerNavLink } from './link.tsx'

/** Renders a page at this URL under React Router's static router, as the server does. */
async function render(url: string, page: () => ReactNode): Promise<string> {
	const routes = [{ id: 'page', path: '*', Component: page }]
	const handler = createStaticHandler(routes)
	const context = await handler.query(new Request(`http://localhost${url}`))
	if (context instanceof Response) throw new Error('unexpected response')
	return renderToString(<StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />)
}

const PATHS = ['/', '/services', '/services/', '/services/seo', '/blog?page=2', '/faq#pricing', '/case-study/marigold-dental-care?x=1&y=2#top', '/a%20b']
// Drawn by the router's own links: relative, external, odd or object paths, and a bare ? or #.
const OTHERS = ['services', '../up', './here', '//cdn.example.com/x', 'https://example.com/', 'mailto:a@b.c', '', '/a//b', '/a/../b', '/x?', '/x#', '/é']

describe('the server links', () => {
	it('draw the same markup as React Router\'s <Link>, for every kind of path and props', async () => {
		const cases = [...PATHS, ...OTHERS].flatMap((to) => [
			{ to },
			{ to, className: 'card', target: '_blank', rel: 'noreferrer', 'aria-label': 'Read more', discover: 'none' as const },
			{ to, prefetch: 'intent' as const, replace: true, state: { from: 1 }, preventScrollReset: true, viewTransition: true, onClick: () => {} },
			{ to, reloadDocument: true },
		])
		for (const props of cases) {
			const ours = await render('/services/seo', () => <ServerLink {...props}>x</ServerLink>)
			const router = await render('/services/seo', () => <RouterLink {...props}>x</RouterLink>)
			expect(ours, JSON.stringify(props)).toBe(router)
		}
		expect(await render('/', () => <ServerLink to={{ pathname: '/blog', search: '?page=3' }}>x</ServerLink>)).toContain('href="/blog?page=3"')
	})

	it('draw the same markup as React Router\'s <NavLink>: active, under the page, with end, case and functions', async () => {
		const links = (Nav: typeof ServerNavLink) => () => (
			<nav>
				{[...PATHS, '/SERVICES', '/services/seo/extra', '/serv', 'seo', '../blog'].flatMap((to) => [
					<Nav key={`${to}a`} to={to}>
						a
					</Nav>,
					<Nav key={`${to}b`} to={to} end className="menu-link" aria-current="location">
						b
					</Nav>,
					<Nav key={`${to}c`} to={to} caseSensitive className={({ isActive }) => (isActive ? 'on' : undefined)} style={({ isActive }) => (isActive ? { fontWeight: 700 } : {})}>
						{({ isActive, isPending }) => `${isActive} ${isPending}`}
					</Nav>,
				])}
			</nav>
		)
		for (const url of ['/services/seo', '/services', '/Services/SEO/', '/']) {
			const ours = await render(url, links(ServerNavLink))
			expect(ours, url).toBe(await render(url, links(RouterNavLink as typeof ServerNavLink)))
			expect(ours).toContain('aria-current')
		}
	})
})
