import { Link } from '#app/components/ui/link.tsx'
import { formatDate } from '#app/lib/format.ts'
import { mediaImage } from '#app/lib/media.ts'
import './events.css'

interface EventCardData {
	id: number
	event_name: string
	event_date: string
	photo: string
	summary: string
}

/** An event in the list: the whole card is one link to its pictures. */
export function EventCard({ event, eager = false }: { event: EventCardData; eager?: boolean }) {
	return (
		<article className="tile event-card">
			<div className="event-card__media">
				<img
					{...mediaImage('events', event.photo, 'card')}
					alt=""
					width="1200"
					height="800"
					loading={eager ? 'eager' : 'lazy'}
				/>
			</div>
			<div className="event-card__body">
				<p className="event-card__date">
					<time dateTime={event.event_date}>{formatDate(event.event_date)}</time>
				</p>
				<h2 className="event-card__title">
					{/* The link's box is stretched over the card (see events.css). */}
					<Link to={`/eventdetails/${event.id}`} className="event-card__link">
						{event.event_name}
					</Link>
				</h2>
				<p className="event-card__summary">{event.summary}</p>
				<span className="event-card__cta" aria-hidden="true">
					View pictures →
				</span>
			</div>
		</article>
	)
}
