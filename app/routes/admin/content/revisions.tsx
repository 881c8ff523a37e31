import { data, Form, redirect, useNavigation } from 'react-router'
import { Link } from '#app/components/ui/link.tsx'
import type { Route } from './+types/revisions'
import { auditChanges, diffValues, itemName } from '#app/features/cms/changes.ts'
import { getRow } from '#app/features/cms/cms.server.ts'
import { FieldDiffList } from '#app/features/cms/edit-guard.tsx'
import { entityByKey } from '#app/features/cms/entities.ts'
import { publicState } from '#app/features/cms/entity-publication.ts'
import { restoreRevision } from '#app/features/cms/restore.server.ts'
import { getRevision, listRevisions, REVISIONS_KEPT } from '#app/features/cms/revisions.server.ts'
import { audit } from '#app/features/staff/audit.server.ts'
import { actorOf, requireRole, staffContext } from '#app/features/staff/session.server.ts'
import { appContext } from '#app/server/context.server.ts'
import { ROLES } from '../access.ts'
import { formatWhen, Notice, stateSentence } from '../kit.tsx'

export function meta({ data: loaderData }: Route.MetaArgs) {
	return [{ title: `Revisions of ${loaderData?.name ?? 'an item'} | Lanternfish back office` }]
}

async function itemOf({ params, context }: Pick<Route.LoaderArgs, 'params' | 'context'>) {
	const entity = entityByKey(params.entity)
	if (!entity) throw data('No such kind of content.', { status: 404 })
	requireRole(context, ROLES[entity.access])
	const id = Number(params.id)
	if (!Number.isSafeInteger(id) || id < 0) throw data('No such item.', { status: 404 })
	const row = await getRow(context.get(appContext).db, entity, id)
	if (!row) throw data('No such item.', { status: 404 })
	return { entity, id, row }
}

const versionOf = (value: string | null | undefined) => (value && /^\d{1,9}$/.test(value) ? Number(value) : undefined)

export async function loader({ params, context, request }: Route.LoaderArgs) {
	const { entity, id, row } = await itemOf({ params, context })
	const { db } = context.get(appContext)
	const revisions = await listRevisions(db, entity, id)
	const search = new URL(request.url).searchParams
	const current = Number(row.version)
	// By default: what the newest save changed.
	const to = versionOf(search.get('to')) ?? revisions[0]?.version
	const from = versionOf(search.get('from')) ?? revisions.find((revision) => revision.version < (to ?? 0))?.version
	const [a, b] = from !== undefined && to !== undefined ? await Promise.all([getRevision(db, entity, id, from), getRevision(db, entity, id, to)]) : []
	return {
		key: entity.key,
		label: entity.label,
		name: itemName(entity, row),
		path: `/admin/content/${entity.key}/${id}`,
		current,
		kept: REVISIONS_KEPT,
		revisions,
		compare: a && b ? { from: a.version, to: b.version, diffs: diffValues(entity, a.values, b.values) } : null,
		restored: versionOf(search.get('restored')),
		state: stateSentence(publicState(entity, row)),
	}
}

export async function action({ params, context, request }: Route.ActionArgs) {
	const { entity, id } = await itemOf({ params, context })
	const { db } = context.get(appContext)
	const form = await request.formData()
	const version = versionOf(String(form.get('version') ?? ''))
	if (form.get('intent') !== 'restore' || version === undefined) return data({ error: 'Choose a version to restore.' }, { status: 422 })
	const staff = context.get(staffContext)
	const result = await restoreRevision(db, entity, id, version, { id: staff.id, name: staff.name || staff.email })
	if (!result.ok) return data({ error: result.errors.form?.[0] ?? Object.values(result.errors).flat()[0] ?? 'The version could not be restored.' }, { status: 409 })
	await audit(db, actorOf(context), 'content.restored', itemName(entity, result.saved), {
		item: `${entity.key}/${id}`,
		restored: version,
		version: result.version,
		changes: auditChanges(result.changes),
	})
	throw redirect(`/admin/content/${entity.key}/${id}/revisions?restored=${version}`)
}

const who = (name: string) => name || 'As it was before revisions were kept'

export default function Revisions({ loaderData, actionData }: Route.ComponentProps) {
	const { key, label, name, path, current, kept, revisions, compare, restored, state } = loaderData
	const busy = useNavigation().state === 'submitting'
	return (
		<>
			<p className="admin-crumbs">
				<Link to="/admin/content">Content</Link> › <Link to={`/admin/content/${key}`}>{label}</Link> › <Link to={path}>{name}</Link>
			</p>
			<h1>{`Revisions: ${name}`}</h1>
			<p>{`Every save is kept as a version, the newest ${kept}, with who saved it and when. Restoring an earlier version saves it as a new one, so nothing is lost.`}</p>
			<Notice message={restored ? `Version ${restored} restored: it is now version ${current}. ${state}` : null} />
			{actionData?.error ? (
				<div role="alert" className="form-alert form-alert--failure">
					{actionData.error}
				</div>
			) : null}
			{revisions.length === 0 ? (
				<p className="admin-empty">No versions are kept yet: the first save of this item makes one.</p>
			) : (
				<Form method="get" className="revisions" aria-label="Choose two versions to compare">
					<ol className="revision-list">
						{revisions.map((revision) => (
							<li key={revision.version} className="revision-list__item">
								<p className="revision-list__what">
									<strong>{`Version ${revision.version}${revision.version === current ? ' (current)' : ''}`}</strong>
									<span className="revision-list__meta">{[who(revision.staffName), formatWhen(revision.createdAt)].filter(Boolean).join(' · ')}</span>
								</p>
								<span className="revision-list__compare">
									<label>
										<input type="radio" name="from" value={revision.version} defaultChecked={compare?.from === revision.version} /> From
										<span className="visually-hidden">{` version ${revision.version}`}</span>
									</label>
									<label>
										<input type="radio" name="to" value={revision.version} defaultChecked={compare?.to === revision.version} /> To
										<span className="visually-hidden">{` version ${revision.version}`}</span>
									</label>
								</span>
								{revision.version !== current ? (
									<button
										type="submit"
										form="restore"
										name="version"
										value={revision.version}
										className="button"
										disabled={busy}
										onClick={(event) => {
											if (!window.confirm(`Restore version ${revision.version}? It becomes the current version; the one now current stays in this list.`)) event.preventDefault()
										}}
									>
										Restore<span className="visually-hidden">{` version ${revision.version}`}</span>
									</button>
								) : null}
							</li>
						))}
					</ol>
					<button type="submit" className="button button--primary">
						Compare
					</button>
				</Form>
			)}
			<Form method="post" id="restore" hidden>
				<input type="hidden" name="intent" value="restore" />
			</Form>
			{compare ? (
				<section className="admin-panel revision-compare" aria-labelledby="compare-heading">
					<h2 id="compare-heading">{`Version ${compare.from} → version ${compare.to}`}</h2>
					<FieldDiffList diffs={compare.diffs} fromLabel={`Version ${compare.from}`} toLabel={`Version ${compare.to}`} />
				</section>
			) : null}
		</>
	)
}
