import { data } from 'react-router'
import type { Route } from './+types/detail'
import { EventGallery } from '#app/features/events/event-gallery.tsx'
import { getEvent, listEventPhotos } from '#app/features/events/events.server.ts'
import { getSiteContact } from '#app/features/site/site.server.ts'
import { NoListFound } from '#app/components/ui/no-list-found.tsx'
import { PageHeader } from '#app/components/ui/page-header.tsx'
import { formatDate } from '#app/lib/format.ts'
import { mediaUrl } from '#app/lib/media.ts'
import { canonicalUrl, pageMeta, rasterMediaPath } from '#app/lib/meta.ts'
import { event } from '#app/lib/structured-data.ts'
import { appContext } from '#app/lib/context.server.ts'
import '#app/features/events/events.css'

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
	loaderData?.missing ? [{ title: 'Event not found' }, { name: 'robots', content: 'noindex' }] : eventMeta({ loaderData, matches })

const eventMeta = pageMeta<Extract<Route.ComponentProps['loaderData'], { missing: false }>>((data, site, page) => [
	event(site, { url: page.url, name: data.event.event_name, description: data.event.summary, start: data.event.event_date, image: rasterMediaPath('events', data.event.photo) }),
])

export async function loader({ params, context }: Route.LoaderArgs) {
	const { db, siteUrl } = context.get(appContext)
	const event = await getEvent(db, params.id)
	// Still the event page, saying No List Found in red (spec §2, §8), answered as a 404.
	if (!event) return data({ missing: true as const }, { status: 404 })
	const [photos, contact] = await Promise.all([listEventPhotos(db, event.id), getSiteContact(db)])
	return {
		missing: false as const,
		event,
		photos,
		seo: {
			title: `${event.event_name} | ${contact.CompanyName} Events`,
			description: event.summary,
			keywords: [event.event_name, 'company events', 'team life', contact.CompanyName].join(', '),
			url: canonicalUrl(siteUrl, `/eventdetails/${event.id}`),
			image: mediaUrl('events', event.photo),
			kind: 'Event',
			breadcrumb: [{ to: '/', label: 'Home' }, { to: '/event', label: 'Events' }, { label: event.event_name }],
		},
	}
}

export default function EventDetail({ loaderData }: Route.ComponentProps) {
	if (loaderData.missing) {
		return (
			<>
				<PageHeader title="Event" breadcrumb={[{ to: '/', label: 'Home' }, { to: '/event', label: 'Events' }, { label: 'Event' }]} />
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
				breadcrumb={loaderData.seo.breadcrumb}
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
						Photos
						{photos.length > 0 ? <span className="event-photos__count"> ({photos.length})</span> : null}
					</h2>
					{photos.length > 0 ? <EventGallery photos={photos} eventName={event.event_name} /> : <NoListFound />}
				</div>
			</section>
		</>
	)
}
