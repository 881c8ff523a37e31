// The global sheet comes first, so the components' own sheets (imported below) build on it.
import './styles/app.css'
// The forms' styles are in the root's sheet (imported here only, so they are not a sheet of their
// own): a form's server HTML is laid out before its island's script loads.
import './features/leads/forms.css'
import { lazy, Suspense, useEffect, useState } from 'react'
import {
	isRouteErrorResponse,
	Links,
	Meta,
	Outlet,
	redirect,
	Scripts,
	ScrollRestoration,
	type ShouldRevalidateFunctionArgs,
	useLocation,
	useMatches,
	useRouteLoaderData,
} from 'react-router'
import type { Route } from './+types/root'
import { footerOffices, SiteFooter } from './components/layout/site-footer.tsx'
import { SiteHeader } from './components/layout/site-header.tsx'
import { Link } from './components/ui/link.tsx'
import { ChatWidget } from './components/layout/third-party-scripts.tsx'
import { listCategoryLinks } from './features/portfolio/portfolio.server.ts'
import { getSiteContact, listServices } from './features/site/site.server.ts'
import { findRedirect } from './features/cms/cms.server.ts'
import { appContext } from '#app/server/context.server.ts'
import { mediaUrl } from '#app/lib/media.ts'
import { isIslandsPage, type PageHandle } from '#app/lib/page-handle.ts'
import { type SiteShell, SiteShellContext } from '#app/lib/site-shell-context.ts'
import { Island, propsJson } from './islands/island.tsx'

// The 404 page is drawn on few requests: its script loads with it, not with every page (the server
// renders it whole, as it waits for everything before it sends a page).
const NotFoundPage = lazy(() => import('./components/ui/not-found-page.tsx').then((module) => ({ default: module.NotFoundPage })))

export const links: Route.LinksFunction = () => [
	{ rel: 'icon', href: mediaUrl('brand', 'favicon.svg'), type: 'image/svg+xml' },
	// Feed readers find the blog's feeds from any page.
	{ rel: 'alternate', type: 'application/rss+xml', href: '/blog/rss.xml', title: 'Blog (RSS)' },
	{ rel: 'alternate', type: 'application/atom+xml', href: '/blog/atom.xml', title: 'Blog (Atom)' },
	{ rel: 'alternate', type: 'application/feed+json', href: '/blog/feed.json', title: 'Blog (JSON Feed)' },
]

/**
 * A page that is not found may have been renamed: a slug changed in the back
 * office leaves its old path in the redirects table, answered with a 301.
 */
export const middleware: Route.MiddlewareFunction[] = [
	async ({ request, context }, next) => {
		const response = await next()
		if (response.status !== 404 || request.method !== 'GET') return response
		const url = new URL(request.url)
		// A client-side navigation asks for /path.data; its redirect names the page itself.
		const data = url.pathname.endsWith('.data')
		const to = await findRedirect(context.get(appContext).db, data ? url.pathname.slice(0, -5) : url.pathname)
		return to ? redirect(data ? to : to + url.search, 301) : response
	},
]

export async function loader({ context }: Route.LoaderArgs) {
	const { db, siteUrl, config, memo } = context.get(appContext)
	const [contact, services, portfolio] = await memo('root', () => Promise.all([getSiteContact(db), listServices(db), listCategoryLinks(db)]))
	return { contact, services, portfolio, siteUrl: siteUrl, config: config, year: new Date().getFullYear() }
}

/**
 * The header and footer data does not change from page to page: reload it
 * only after a form is submitted to a route action, not on every navigation.
 */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
	return formMethod && formMethod !== 'GET' ? defaultShouldRevalidate : false
}

export function Layout({ children }: { children: React.ReactNode }) {
	const rootData = useRouteLoaderData<typeof loader>('root')
	// The back office has its own layout: no public header, footer or chat there.
	const matches = useMatches()
	const backOffice = matches.some((match) => (match.handle as PageHandle | undefined)?.backOffice)
	// Every public page is a page of islands: the browser hydrates only its islands, never the page whole (decisions 069, 089).
	// The document keeps the kind it was served as: a page the router hydrated (the back office's, decision 098) keeps
	// its router, scripts and scroll restoration when it follows a link to a page that is served as islands.
	const [islands] = useState(() => isIslandsPage(matches.map((match) => match.handle)))
	const data = backOffice ? undefined : rootData
	useEffect(() => {
		// Lets browser tests (and styles) know the page is interactive, error pages included.
		document.documentElement.dataset.hydrated = 'true'
	}, [])
	// Once the page is idle: where the visit came from, and a page view unless ANALYTICS is off (decision 043). Not in the back office.
	const { pathname } = useLocation()
	const analytics = data?.config.analytics
	useEffect(() => {
		if (analytics !== undefined) (window.requestIdleCallback ?? setTimeout)(() => import('#app/lib/visit.client.ts').then((visit) => visit.visited(pathname, analytics), () => {}))
	}, [analytics, pathname])
	const shell: SiteShell = {
		contact: rootData ? { Email: rootData.contact.Email, Phone: rootData.contact.Phone } : undefined,
		humanCheck: rootData?.config.humanCheck ?? { provider: 'altcha' },
	}
	return (
		<html
			lang="en"
			data-islands={islands ? '' : undefined}
			data-analytics={islands && data ? String(data.config.analytics) : undefined}
			data-chat-widget={islands ? (data?.config.chatWidgetSrc ?? undefined) : undefined}
		>
			<head>
				<meta charSet="utf-8" />
				<meta name="viewport" content="width=device-width, initial-scale=1" />
				<meta name="theme-color" content="#0b3d5c" />
				{/* Staging (SITE_INDEXING=false): no page may be indexed. */}
				{rootData && !rootData.config.indexing ? <meta name="robots" content="noindex" /> : null}
				<Meta />
				<Links />
			</head>
			<body>
				<SiteShellContext value={shell}>
					<a className="skip-link" href="#main">
						Skip to content
					</a>
					{data ? <SiteHeader contact={data.contact} services={data.services} portfolio={data.portfolio} /> : null}
					{backOffice ? (
						// The back office draws its own <main> below its admin bar, so the skip link lands on the page's content.
						children
					) : (
						<main id="main" tabIndex={-1}>
							{children}
						</main>
					)}
					{data ? (
						// The footer's form is on every page but used on few: its island (and zod) is hydrated as it nears the screen;
						// so are the offices' tabs, whose <details> work until then.
						<SiteFooter
							contact={data.contact}
							services={data.services}
							year={data.year}
							quickContact={<Island name="quick-contact" props={{}} hydrate="visible" />}
							officeTabs={<Island name="office-tabs" props={{ offices: footerOffices(data.contact) }} hydrate="visible" />}
						/>
					) : null}
					{/* On a page of islands their runtime loads the chat widget. */}
					{data && !islands ? <ChatWidget src={data.config.chatWidgetSrc} /> : null}
				</SiteShellContext>
				{islands ? (
					// What the islands read of the site around them (islands.client.tsx).
					<script type="application/json" id="site-shell" dangerouslySetInnerHTML={{ __html: propsJson(shell) }} />
				) : (
					<>
						<ScrollRestoration />
						<Scripts />
					</>
				)}
			</body>
		</html>
	)
}

export default function App() {
	return <Outlet />
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	if (isRouteErrorResponse(error) && error.status === 404) {
		return (
			<Suspense>
				<NotFoundPage />
			</Suspense>
		)
	}
	// A refusal before any page ran (a cross-site post, a write past the back office's limit) says why.
	if (isRouteErrorResponse(error) && (error.status === 403 || error.status === 429) && typeof error.data === 'string') {
		return (
			<section className="error-page container">
				<title>{error.status === 403 ? 'Not allowed' : 'Too many requests'}</title>
				<h1>{error.status === 403 ? 'Not allowed.' : 'Too many requests.'}</h1>
				<p>{error.data}</p>
			</section>
		)
	}
	// A fault of ours or a moment without the database (then answered 503): either way, try again soon.
	return (
		<section className="error-page container">
			<title>This page is not available just now</title>
			<h1>This page could not be shown just now.</h1>
			<p>Please try again in a minute. If you were about to write to us, our forms still take messages: nothing you send is lost.</p>
			<p className="error-page__actions">
				<Link className="button button--primary" to="/">
					Go back home
				</Link>{' '}
				<Link className="button" to="/contact-us">
					Contact us
				</Link>
			</p>
		</section>
	)
}
