import { data } from 'react-router'
import type { Route } from './+types/preview'
import { getRow } from '#app/features/cms/cms.server.ts'
import { entityByKey } from '#app/features/cms/entities.ts'
import { checkPreviewToken, PREVIEWABLE, previewContext } from '#app/features/cms/preview.server.ts'
import { appContext } from '#app/lib/context.server.ts'
import * as BlogPost from './blog/detail.tsx'
import * as Career from './career.tsx'
import * as CaseStudy from './case-study.tsx'
import * as ContentPage from './content-page.tsx'
import * as EventPage from './events/detail.tsx'
import * as Faq from './faq.tsx'
import * as ServicePage from './service.tsx'

/**
 * A signed preview link (decision 041): the saved state of one item, drafts
 * included, drawn by its real public page with the site's header, footer and
 * styles. Never kept by the page cache or a browser, never indexed.
 */

type Page = { loader: (args: never) => unknown; default: (props: never) => React.ReactNode }

/** Each kind of content's public page, and the address it reads the item by. */
const PAGES: Record<string, { page: Page; path: (row: Record<string, unknown>) => string; params: (row: Record<string, unknown>) => Record<string, string> }> = {
	posts: { page: BlogPost as Page, path: (row) => `/blogdetail/${row.slug}`, params: (row) => ({ id: String(row.slug) }) },
	pages: { page: ContentPage as Page, path: (row) => `/${row.slug}`, params: () => ({}) },
	services: { page: ServicePage as Page, path: (row) => `/service/${row.slug}`, params: (row) => ({ slug: String(row.slug) }) },
	events: { page: EventPage as Page, path: (row) => `/eventdetails/${row.slug}`, params: (row) => ({ id: String(row.slug) }) },
	'case-studies': { page: CaseStudy as Page, path: (row) => `/case-study/${row.slug}`, params: (row) => ({ slug: String(row.slug) }) },
	faq: { page: Faq as Page, path: () => '/faq', params: () => ({}) },
	jobs: { page: Career as Page, path: () => '/career', params: () => ({}) },
}

const PRIVATE = { 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex, nofollow' }

export function headers() {
	return PRIVATE
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
	...(((loaderData as { page?: { meta?: unknown[] } } | undefined)?.page?.meta ?? []) as Route.MetaDescriptors).filter((tag) => !('name' in tag && tag.name === 'robots')),
	{ name: 'robots', content: 'noindex, nofollow' },
]

export async function loader(args: Route.LoaderArgs) {
	const { params, context, request } = args
	const { db, secret } = context.get(appContext)
	const entity = PREVIEWABLE.has(params.entity) ? entityByKey(params.entity) : undefined
	const id = Number(params.id)
	const refuse = (message: string) => data(message, { status: 403, headers: PRIVATE })
	if (!entity || !Number.isSafeInteger(id) || id < 0) throw refuse('This preview link is not valid.')
	const check = checkPreviewToken(secret, entity.key, id, new URL(request.url).searchParams.get('token'))
	if (!check.ok) throw refuse(check.reason === 'expired' ? 'This preview link has expired: open the preview again from the editor.' : 'This preview link is not valid.')
	const row = await getRow(db, entity, id)
	if (!row) throw data('The item no longer exists.', { status: 404, headers: PRIVATE })
	if (Number(row.version ?? 0) !== check.version) throw refuse('The item has been saved since this link was made: open the preview again from the editor.')
	const target = PAGES[entity.key]!
	const url = new URL(target.path(row), request.url)
	// The public page's own loader, allowed to read the item while it is unpublished.
	context.set(previewContext, { entity: entity.key, id })
	const page = await target.page.loader({ ...args, params: target.params(row), request: new Request(url, { headers: request.headers }), url } as never)
	return data({ entity: entity.key, page: (page && typeof page === 'object' && 'data' in page ? (page as { data: unknown }).data : page) as Record<string, unknown> }, { headers: PRIVATE })
}

export default function Preview({ loaderData }: Route.ComponentProps) {
	const Page = PAGES[loaderData.entity]!.page.default as unknown as (props: { loaderData: unknown; params: Record<string, string>; matches: unknown[] }) => React.ReactNode
	return (
		<>
			<p className="preview-banner" role="note">
				Preview of the saved version: not public until it is published.
			</p>
			<Page loaderData={loaderData.page} params={{}} matches={[]} />
		</>
	)
}
