import { Link as RouterLink, type LinkProps, NavLink as RouterNavLink, type NavLinkProps, useLocation } from 'react-router'

/**
 * React Router's `<Link>` and `<NavLink>`, as every component imports them (an ESLint rule keeps
 * it so). In the browser they are the router's own, untouched.
 *
 * On the server, a link to a plain absolute path (`/services/seo`, with a query or a fragment or
 * not) is drawn as the very `<a>` the router's link draws for it (the same `href`, `data-discover`,
 * and for a NavLink the same `class` and `aria-current`), without the router's hooks: for each
 * link those serialise and parse the route matches, resolve the path and, for a NavLink, parse
 * it as a URL, which is the router's largest share of an uncached render (a page carries
 * 100–130 links; the gain is measured in docs/performance.md, decision 057). Anything else (a
 * relative or external path, a location object, prefetching, a full reload) goes to the router's.
 * The browser hydrates the router's link onto the same markup.
 */
export const Link: typeof RouterLink = import.meta.env.SSR ? (ServerLink as typeof RouterLink) : RouterLink
export const NavLink: typeof RouterNavLink = import.meta.env.SSR ? (ServerNavLink as typeof RouterNavLink) : RouterNavLink

/**
 * An absolute path the router would write back as it is: segments of URL-safe characters, none
 * of them `.` or `..`, no doubled slash, a query or fragment only when not empty (the router drops
 * a bare `?` or `#`), nothing its URL encoding would change.
 */
const PLAIN_PATH = /^(?=\/)(?:\/(?!\.\.?(?:[/?#]|$))[\w.~%-]+)*\/?(?:\?[\w.~%&=+,:@/-]+)?(?:#[\w.~%-]+)?$/

/** Whether the router's link would draw this exactly as `<a href={to}>` with nothing else. */
function isPlain(to: LinkProps['to'], props: Pick<LinkProps, 'prefetch' | 'reloadDocument' | 'relative'>): to is string {
	return (
		typeof to === 'string' &&
		PLAIN_PATH.test(to) &&
		(props.prefetch === undefined || props.prefetch === 'none') &&
		props.reloadDocument === undefined &&
		props.relative === undefined &&
		!('mask' in props)
	)
}

/** The props the router's link reads for itself (its click handler, its prefetching) and leaves out of the markup. */
const LINK_PROPS = new Set(['to', 'target', 'discover', 'prefetch', 'relative', 'reloadDocument', 'replace', 'mask', 'state', 'preventScrollReset', 'viewTransition', 'defaultShouldRevalidate', 'onClick'])
/** The props NavLink turns into others (`class`, `aria-current`, `style`, its children), given to attributesOf as `own`. */
const NAV_LINK_PROPS = new Set(['aria-current', 'caseSensitive', 'className', 'end', 'style', 'children'])

/**
 * The props that are attributes, copied key by key (an object rest that leaves some out costs V8
 * microseconds a call, and a page has a hundred links), followed by those this component sets.
 */
function attributesOf(props: object, own?: object): Record<string, unknown> {
	const attributes: Record<string, unknown> = {}
	for (const key in props) {
		if (!LINK_PROPS.has(key) && !(own && NAV_LINK_PROPS.has(key))) attributes[key] = props[key as keyof typeof props]
	}
	return own ? Object.assign(attributes, own) : attributes
}

/** The router's `<a>`: the attributes, then `href`, `target` and `data-discover`, in its order, so that the markup is the same to the byte. */
function anchor(attributes: Record<string, unknown>, props: LinkProps, to: string) {
	attributes.href = to
	attributes.target = props.target
	attributes['data-discover'] = (props.discover ?? 'render') === 'render' ? 'true' : undefined
	return <a {...attributes} />
}

/** Exported for the test that holds its markup to the router's. */
export function ServerLink(props: LinkProps) {
	const to = props.to
	return isPlain(to, props) ? anchor(attributesOf(props), props, to) : <RouterLink {...props} />
}

/** Exported for the test that holds its markup to the router's. */
export function ServerNavLink(props: NavLinkProps) {
	const location = useLocation()
	const to = props.to
	if (!isPlain(to, props)) return <RouterNavLink {...props} />
	const { 'aria-current': ariaCurrent = 'page', caseSensitive = false, className = '', end = false, style, children } = props
	// The router's rule (NavLink): the path itself, or with `end` unset a page under it. No navigation
	// is pending and no view transition runs while a page is rendered on the server.
	const at = caseSensitive ? location.pathname : location.pathname.toLowerCase()
	const path = (caseSensitive ? to : to.toLowerCase()).replace(/[?#].*$/, '')
	const slash = path !== '/' && path.endsWith('/') ? path.length - 1 : path.length
	const isActive = at === path || (!end && at.startsWith(path) && at.charAt(slash) === '/')
	const state = { isActive, isPending: false, isTransitioning: false }
	const attributes = attributesOf(props, {
		'aria-current': isActive ? ariaCurrent : undefined,
		className: typeof className === 'function' ? className(state) : [className, isActive ? 'active' : null].filter(Boolean).join(' '),
		style: typeof style === 'function' ? style(state) : style,
		children: typeof children === 'function' ? children(state) : children,
	})
	return anchor(attributes, props as LinkProps, to)
}
