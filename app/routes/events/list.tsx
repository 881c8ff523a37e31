import type { Route } from './+types/list'
import { EventCard } from '#app/features/events/event-card.tsx'
import { listEvents } from '#app/features/events/events.server.ts'
import { getMetaPage, getSite } from '#app/features/site/site.server.ts'
import { NoListFound } from '#app/components/ui/no-list-found.tsx'
import { PageHeader } from '#app/components/ui/page-header.tsx'
import { mediaUrl } from '#app/lib/media.ts'
import { canonicalUrl, pageMeta } from '#app/server/meta.server.ts'
import { appContext } from '#app/server/context.server.ts'
import '#app/features/events/events.css'

const EVENTS_META_PAGE = 14

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? []

export async function loader({ context }: Route.LoaderArgs) {
	const app = context.get(appContext)
	const { db, siteUrl } = app
	const [site, metaPage, events] = await Promise.all([getSite(app), getMetaPage(db, EVENTS_META_PAGE), listEvents(db)])
	const breadcrumb = [{ to: '/', label: 'Home' }, { label: 'Event' }]
	return {
		events,
		breadcrumb,
		meta: pageMeta(site, {
			title: metaPage?.meta_title ?? 'Events',
			description: metaPage?.description ?? '',
			keywords: metaPage?.meta_keywords,
			url: canonicalUrl(siteUrl, '/event'),
			breadcrumb,
			kind: 'Events',
			pageType: 'CollectionPage',
			image: events[0] ? mediaUrl('events', events[0].photo) : undefined,
		}),
	}
}

export default function EventList({ loaderData }: Route.ComponentProps) {
	const { events } = loaderData
	return (
		<>
			<PageHeader
				title="Event"
				breadcrumb={loaderData.breadcrumb}
				intro={<p>Hack days, festivals, team trips and community meetups: a look at life in our Ahmedabad and Austin offices.</p>}
			/>
			<section className="section events-section" aria-label="All events">
				<div className="container">
					{/* Server rendering has the list at first paint: "No List Found" means empty (DESIGN decision 8). */}
					{events.length > 0 ? (
						<ul className="auto-grid card-grid event-grid">
							{events.map((event, index) => (
								<li key={event.id}>
									<EventCard event={event} eager={index < 3} />
								</li>
							))}
						</ul>
					) : (
						<NoListFound />
					)}
				</div>
			</section>
		</>
	)
}
