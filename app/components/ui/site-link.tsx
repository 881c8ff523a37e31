import { type AnchorHTMLAttributes, createContext, type MouseEvent, type ReactNode, type Ref, use, useMemo } from 'react'
/* eslint-disable no-restricted-imports -- the paths SiteLink does not take itself are handed to React Router's links. */
import {
	Link,
	type LinkProps,
	type Location,
	type NavigateFunction,
	type NavigateOptions,
	NavLink,
	type NavLinkProps,
	useLocation,
	useNavigate,
	useNavigation,
} from 'react-router'
/* eslint-enable no-restricted-imports */

/**
 * Links to the site's own pages, for the ~50 on every page (header, menus,
 * footer, cards). React Router's `<Link>` resolves its path twice per render
 * (route matches serialised to JSON and parsed back), and each one builds its
 * own navigate function, prefetch state and click handler: 13 % of the server's
 * event loop for an uncached home page (docs/performance.md). A path that
 * starts with `/` needs none of that: its href is the path itself, and the
 * navigate function comes once for all from `<SiteLinks>` (decision 025).
 *
 * The markup is the one React Router's Link and NavLink write (the same
 * attributes, in the same order, `data-discover` included), and a click
 * navigates client-side exactly when theirs would.
 */

interface SiteRouter {
	navigate: NavigateFunction
	location: Location
}

const SiteRouterContext = createContext<SiteRouter | null>(null)

/** Gives every SiteLink below it the router's navigate function and location: once, in the root's layout. */
export function SiteLinks({ children }: { children: ReactNode }) {
	const navigate = useNavigate()
	const location = useLocation()
	const router = useMemo(() => ({ navigate, location }), [navigate, location])
	return <SiteRouterContext value={router}>{children}</SiteRouterContext>
}

function useSiteRouter(): SiteRouter {
	const router = use(SiteRouterContext)
	if (!router) throw new Error('A SiteLink must be rendered inside <SiteLinks> (app/root.tsx).')
	return router
}

/**
 * What React Router would make of the path differently than it is written (a
 * dot segment, a doubled slash, a backslash, an empty query or fragment), or
 * not a path within the site at all: such a `to` is left to its Link.
 */
const NOT_PLAIN = /^(?!\/)|\/\/|\\|\/\.\.?(?:[/?#]|$)|[?#]$|\?#/

export interface SiteLinkOptions {
	/** A path within the site, starting with `/`. */
	to: string
	/** Replace the current history entry; by default only when the link leads to the page being shown. */
	replace?: boolean
	preventScrollReset?: boolean
	/** What routes' `shouldRevalidate` receive as `defaultShouldRevalidate` for this navigation. */
	defaultShouldRevalidate?: boolean
}

export type SiteLinkProps = SiteLinkOptions & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { ref?: Ref<HTMLAnchorElement> }

/** The mouse event's fields that decide whether a click on a link is the router's to handle. */
export type LinkClick = Pick<MouseEvent, 'button' | 'metaKey' | 'altKey' | 'ctrlKey' | 'shiftKey' | 'defaultPrevented' | 'preventDefault'>

/**
 * React Router's rule: a plain click of the primary button, without a
 * modifier key (new tab, new window, download), on a link that opens in the
 * same frame. A link with `download` is left to the browser too.
 */
export function navigatesClientSide(event: LinkClick, { target, download }: { target?: string; download?: unknown }): boolean {
	return (
		event.button === 0 &&
		(!target || target === '_self') &&
		(download == null || download === false) &&
		!(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
	)
}

/** The current location as React Router writes it (`createPath`), to compare with a link's path. */
function pathOf(location: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
	return location.pathname + location.search + location.hash
}

/**
 * A click on a SiteLink: the caller's own handler first; then, unless it
 * prevented the default or the click is the browser's to handle, a
 * client-side navigation, replacing the history entry when the link leads to
 * the location shown (as React Router's Link does).
 */
export function followSiteLink(
	event: LinkClick,
	{ to, target, download, replace, preventScrollReset, defaultShouldRevalidate, onClick }: SiteLinkOptions & Pick<SiteLinkProps, 'target' | 'download' | 'onClick'>,
	router: SiteRouter,
): void {
	onClick?.(event as MouseEvent<HTMLAnchorElement>)
	if (event.defaultPrevented || !navigatesClientSide(event, { target, download })) return
	event.preventDefault()
	const options: NavigateOptions = { replace: replace ?? pathOf(router.location) === to, preventScrollReset, defaultShouldRevalidate }
	void router.navigate(to, options)
}

export function SiteLink(props: SiteLinkProps) {
	const router = useSiteRouter()
	if (NOT_PLAIN.test(props.to)) return <Link {...(props as LinkProps)} />
	// The anchor's attributes in the order React Router's Link writes them: the caller's, then
	// href, target and data-discover. Copied key by key: an object rest (`{ to, ...rest }`) costs
	// V8 a few microseconds, a fifth of a millisecond for the links of one page.
	const anchor: Record<string, unknown> = {}
	for (const key in props) {
		if (key === 'to' || key === 'replace' || key === 'preventScrollReset' || key === 'defaultShouldRevalidate' || key === 'onClick' || key === 'target') continue
		anchor[key] = props[key as keyof SiteLinkProps]
	}
	anchor.href = props.to
	anchor.onClick = (event: MouseEvent<HTMLAnchorElement>) => followSiteLink(event, props, router)
	anchor.target = props.target
	anchor['data-discover'] = 'true'
	return <a {...(anchor as AnchorHTMLAttributes<HTMLAnchorElement>)} />
}

/** When a NavLink to `to` is active (`aria-current="page"`, class `active`): React Router's rules. */
export function isActivePath(locationPathname: string, to: string, end = false): boolean {
	const toPathname = comparablePathname(to)
	const current = locationPathname.toLowerCase()
	const endSlashPosition = toPathname !== '/' && toPathname.endsWith('/') ? toPathname.length - 1 : toPathname.length
	return current === toPathname || (!end && current.startsWith(toPathname) && current.charAt(endSlashPosition) === '/')
}

/** When a NavLink to `to` is pending (class `pending`): the navigation under way leads to it (React Router's rule). */
export function isPendingPath(nextPathname: string | undefined, to: string, end = false): boolean {
	if (nextPathname == null) return false
	const toPathname = comparablePathname(to)
	const next = nextPathname.toLowerCase()
	return next === toPathname || (!end && next.startsWith(toPathname) && next.charAt(toPathname.length) === '/')
}

/** A path's pathname, encoded as a URL's is, in lower case (NavLink compares without regard to case). */
function comparablePathname(to: string): string {
	const pathEnd = to.search(/[?#]/)
	const pathname = pathEnd < 0 ? to : to.slice(0, pathEnd)
	return (/[^\w\-.~!$&'()*+,;=:@%/]/.test(pathname) ? new URL(pathname, 'http://localhost').pathname : pathname).toLowerCase()
}

export type SiteNavLinkProps = SiteLinkProps & {
	/** Active only on the path itself, not on the paths below it. */
	end?: boolean
}

/** A SiteLink that says when it leads to the page shown, or to the page being loaded: React Router's NavLink, for menus. */
export function SiteNavLink(props: SiteNavLinkProps) {
	const { location } = useSiteRouter()
	const navigation = useNavigation()
	if (NOT_PLAIN.test(props.to)) return <NavLink {...(props as NavLinkProps)} />
	const end = props.end ?? false
	const active = isActivePath(location.pathname, props.to, end)
	const pending = isPendingPath(navigation.location?.pathname, props.to, end)
	// As React Router's NavLink hands them to its Link: the caller's props, then aria-current, class and style.
	const link: Record<string, unknown> = {}
	for (const key in props) {
		if (key === 'end' || key === 'className' || key === 'aria-current' || key === 'style') continue
		link[key] = props[key as keyof SiteNavLinkProps]
	}
	link['aria-current'] = active ? (props['aria-current'] ?? 'page') : undefined
	link.className = [props.className ?? '', active ? 'active' : null, pending ? 'pending' : null].filter(Boolean).join(' ')
	link.style = props.style
	return <SiteLink {...(link as unknown as SiteLinkProps)} />
}
