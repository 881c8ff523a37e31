import { data } from 'react-router'
import type { PageHandle } from '#app/lib/page-handle.ts'
import type { Route } from './+types/preview'
// The pages' own styles, as files: their modules are drawn on the server only, and no public page's code is shared with this route.
import style0 from '#app/components/ui/accordion.css?url'
import style1 from '#app/components/ui/html-content.css?url'
import style2 from '#app/components/ui/page-header.css?url'
import style3 from '#app/features/blog/blog.css?url'
import style4 from '#app/features/case-studies/case-studies.css?url'
import style5 from '#app/features/company/company.css?url'
import style6 from '#app/features/events/events.css?url'
import style7 from '#app/features/portfolio/portfolio.css?url'
import style8 from '#app/features/portfolio/related-work.css?url'
import style9 from '#app/features/site/site.css?url'
import { getRow } from '#app/features/cms/cms.server.ts'
import type { EntityDescriptor } from '#app/features/cms/entity-descriptor.ts'
import { getDraft } from '#app/features/cms/revisions.server.ts'
import { entityByKey } from '#app/features/cms/entities.ts'
import { checkPreviewToken, PREVIEWABLE, previewContext } from '#app/features/cms/preview.server.ts'
import { appContext } from '#app/server/context.server.ts'
import { lazy, useState } from 'react'
import { loader as blogPost } from './blog/detail.tsx'
import { loader as career } from './career.tsx'
import { loader as caseStudy } from './case-study.tsx'
import { loader as contentPage } from './content-page.tsx'
import { loader as eventPage } from './events/detail.tsx'
import { loader as faq } from './faq.tsx'
import { loader as servicePage } from './service.tsx'

/**
 * A signed preview link (decision 041): the saved state of one item, drafts
 * included, drawn by its real public page with the site's header, footer and
 * styles. Never kept by the page cache or a browser, never indexed.
 */

/**
 * Each kind of content's public page, drawn on the server with the data of
 * its own loader. The browser keeps that HTML as it came (a preview is read,
 * not used), so no public page's code is part of this route's JavaScript and
 * the public pages' shared code is split as if this route did not exist
 * (their JavaScript budget, `npm run size`).
 */
const page = (load: () => Promise<{ default: unknown }>) => lazy(load as () => Promise<{ default: React.ComponentType }>)
const SERVER_PAGES: Record<string, React.ComponentType> = import.meta.env.SSR
	? {
			posts: page(() => import('./blog/detail.tsx')),
			pages: page(() => import('./content-page.tsx')),
			services: page(() => import('./service.tsx')),
			events: page(() => import('./events/detail.tsx')),
			'case-studies': page(() => import('./case-study.tsx')),
			faq: page(() => import('./faq.tsx')),
			jobs: page(() => import('./career.tsx')),
		}
	: {}

type Row = Record<string, unknown>
/** Each kind's public loader, the address it reads the item at and the parameters it takes. */
const LOADERS: Record<string, { load: (args: never) => unknown; path: (row: Row) => string; params: (row: Row) => Record<string, string> }> = {
	posts: { load: blogPost, path: (row) => `/blogdetail/${row.slug}`, params: (row) => ({ id: String(row.slug) }) },
	pages: { load: contentPage, path: (row) => `/${row.slug}`, params: () => ({}) },
	services: { load: servicePage, path: (row) => `/service/${row.slug}`, params: (row) => ({ slug: String(row.slug) }) },
	events: { load: eventPage, path: (row) => `/eventdetails/${row.slug}`, params: (row) => ({ id: String(row.slug) }) },
	'case-studies': { load: caseStudy, path: (row) => `/case-study/${row.slug}`, params: (row) => ({ slug: String(row.slug) }) },
	faq: { load: faq, path: () => '/faq', params: () => ({}) },
	jobs: { load: career, path: () => '/career', params: () => ({}) },
}

const PRIVATE = { 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex, nofollow' }


/** The preview's signed token is its one parameter; previews are never kept by the page cache (its NEVER list) all the same. */
export const handle: PageHandle = { cacheParams: ['token'] }

export const links: Route.LinksFunction = () => [style0, style1, style2, style3, style4, style5, style6, style7, style8, style9].map((href) => ({ rel: 'stylesheet', href }))

export function headers() {
	return PRIVATE
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
	...(((loaderData as { meta?: unknown[] } | undefined)?.meta ?? []) as Route.MetaDescriptors).filter((tag) => !(tag && typeof tag === 'object' && 'name' in tag && tag.name === 'robots')),
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
	const draft = check.draft ? await getDraft(db, entity, id) : undefined
	if (check.draft ? draft?.id !== check.version : Number(row.version ?? 0) !== check.version) throw refuse('The item has been saved since this link was made: open the preview again from the editor.')
	const target = LOADERS[entity.key]!
	// The public page's own loader, allowed to read the item while it is unpublished.
	context.set(previewContext, { entity: entity.key, id })
	const load = (item: Record<string, unknown>) => {
		const url = new URL(target.path(item), request.url)
		return target.load({ ...args, params: target.params(item), request: new Request(url, { headers: request.headers }), url } as never)
	}
	// A working draft (decision 078) is drawn by the same loader from a transaction that holds the draft in place of the
	// published row and is rolled back: nobody else reads it, and nothing read from it is kept (no content memo).
	const page = draft ? await withDraftInPlace(context, entity, id, draft.values, load) : await load(row)
	// The page's component reads its data with the framework's hooks, so the page's data is this route's own, with the kind beside it.
	const pageData = (page && typeof page === 'object' && 'data' in page ? (page as { data: unknown }).data : page) as Record<string, unknown>
	return data({ ...pageData, previewOf: entity.key, draft: Boolean(draft) }, { headers: PRIVATE })
}

const ROLLED_BACK = Symbol('rolled back')

async function withDraftInPlace(context: Route.LoaderArgs['context'], entity: EntityDescriptor, id: number, values: Record<string, unknown>, load: (item: Record<string, unknown>) => unknown): Promise<unknown> {
	const app = context.get(appContext)
	let page: unknown
	try {
		await app.db.transaction().execute(async (trx) => {
			const set: Record<string, unknown> = {}
			for (const field of entity.fields) if (!field.fixed && field.name in values) set[field.name] = values[field.name]
			await trx.updateTable(entity.table).set(set as never).where(trx.dynamic.ref(entity.id), '=', id).execute()
			const item = await trx.selectFrom(entity.table).selectAll().where(trx.dynamic.ref(entity.id), '=', id).executeTakeFirstOrThrow()
			context.set(appContext, { ...app, db: trx as unknown as typeof app.db, memo: (_key, compute) => compute() })
			try {
				page = await load(item)
			} finally {
				context.set(appContext, app)
			}
			throw ROLLED_BACK
		})
	} catch (error) {
		if (error !== ROLLED_BACK) throw error
	}
	return page
}

export default function Preview({ loaderData }: Route.ComponentProps) {
	const Page = SERVER_PAGES[(loaderData as { previewOf?: string } | undefined)?.previewOf ?? '']
	// In the browser: the page as the server drew it.
	const [drawn] = useState(() => (typeof document === 'undefined' ? '' : (document.getElementById('preview-page')?.innerHTML ?? '')))
	return (
		<>
			<p className="preview-banner" role="note">
				{(loaderData as { draft?: boolean } | undefined)?.draft
					? 'Preview of the working draft: the public site shows the published version until the changes are published.'
					: 'Preview of the saved version: not public until it is published.'}
			</p>
			{Page ? (
				<div id="preview-page">
					<Page />
				</div>
			) : (
				<div id="preview-page" dangerouslySetInnerHTML={{ __html: drawn }} />
			)}
		</>
	)
}
