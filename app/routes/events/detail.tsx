import { data } from 'react-router'
import type { Route } from './+types/detail'
import { Island } from '#app/islands/island.tsx'
import { getEvent, listEventPhotos } from '#app/features/events/events.server.ts'
import { getSite } from '#app/features/site/site.server.ts'
import { NoListFound } from '#app/components/ui/no-list-found.tsx'
import { PageHeader } from '#app/components/ui/page-header.tsx'
import { formatDate } from '#app/lib/format.ts'
import { mediaUrl } from '#app/lib/media.ts'
import { canonicalUrl, pageMeta, rasterMediaPath, readItemSeo, withItemSeo } from '#app/server/meta.server.ts'
import { event as eventNode } from '#app/server/structured-data.server.ts'
import { appContext } from '#app/server/context.server.ts'
import { altTexts } from '#app/features/media/media.server.ts'
import '#app/features/events/events.css'

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? []

export async function loader({ params, context }: Route.LoaderArgs) {
	const app = context.get(appContext)
	const { db, siteUrl } = app
	const event = await getEvent(db, params.id)
	// Still the event page, saying No List Found in red (spec §2, §8), answered as a 404.
	if (!event)
		return data(
			{
				missing: true as const,
				meta: [{ title: 'Event not found' }, { name: 'robots', content: 'noindex' }],
			},
			{ status: 404 },
		)
	const [listed, site] = await Promise.all([listEventPhotos(db, event.id), getSite(app)])
	// Each photo carries the alt text of its media library entry (decision 051).
	const alts = await altTexts(db, 'events', listed.map((photo) => photo.photo))
	const photos = listed.map((photo) => ({ ...photo, alt: alts[photo.photo] }))
	const { contact } = site
	const url = canonicalUrl(siteUrl, `/eventdetails/${event.id}`)
	const breadcrumb = [{ to: '/', label: 'Home' }, { to: '/event', label: 'Event' }, { label: event.event_name }]
	return {
		missing: false as const,
		event,
		photos,
		breadcrumb,
		meta: pageMeta(
			site,
			withItemSeo(
				{
					title: `${event.event_name} | ${contact.CompanyName} Events`,
					description: event.summary,
					keywords: [event.event_name, 'company events', 'team life', contact.CompanyName].join(', '),
					url,
					image: mediaUrl('events', event.photo),
					kind: 'Event',
					breadcrumb,
				},
				await readItemSeo(db, 'events', event.slug),
				siteUrl,
			),
			[
				eventNode(site, {
					url,
					name: event.event_name,
					description: event.summary,
					start: event.event_date,
					image: rasterMediaPath('events', event.photo),
				}),
			],
		),
	}
}

export default function EventDetail({ loaderData }: Route.ComponentProps) {
	if (loaderData.missing) {
		return (
			<>
				<PageHeader title="Event" breadcrumb={[{ to: '/', label: 'Home' }, { to: '/event', label: 'Event' }, { label: 'Event' }]} />
				<section className="section events-section" aria-label="Photos">
					<div className="container">
						<NoListFound />
					</div>
				</section>
			</>
		)
	}
	const { event, photos } = loaderData
	return (
		<>
			<PageHeader
				title={event.event_name}
				breadcrumb={loaderData.breadcrumb}
				intro={
					<>
						<p className="event-intro__date">
							<time dateTime={event.event_date}>{formatDate(event.event_date)}</time>
						</p>
						<p>{event.summary}</p>
					</>
				}
			/>
			<section className="section events-section" aria-labelledby="event-photos-title">
				<div className="container">
					<h2 id="event-photos-title" className="event-photos__title">
						Pictures
						{photos.length > 0 ? <span className="event-photos__count"> ({photos.length})</span> : null}
					</h2>
					{photos.length > 0 ? <Island name="event-gallery" props={{ photos, eventName: event.event_name }} /> : <NoListFound />}
				</div>
			</section>
		</>
	)
}
