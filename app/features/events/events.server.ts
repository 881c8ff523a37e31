import type { Kysely } from 'kysely'
import type { DB } from '#database/schema.ts'
import { idOrSlug } from '#app/lib/lookup.ts'
import type { EventPhoto, EventSummary } from './events.types.ts'

export async function listEvents(db: Kysely<DB>): Promise<EventSummary[]> {
	return db
		.selectFrom('events')
		.select(['id', 'slug', 'name as event_name', 'event_date', 'photo', 'summary'])
		.orderBy('event_date', 'desc')
		.orderBy('id', 'desc')
		.execute()
}

export async function getEvent(db: Kysely<DB>, key: string): Promise<EventSummary | undefined> {
	const by = idOrSlug(key)
	return db
		.selectFrom('events')
		.select(['id', 'slug', 'name as event_name', 'event_date', 'photo', 'summary'])
		.$if('id' in by, (q) => q.where('id', '=', (by as { id: number }).id))
		.$if('slug' in by, (q) => q.where('slug', '=', (by as { slug: string }).slug))
		.executeTakeFirst()
}

export async function listEventPhotos(db: Kysely<DB>, eventId: number): Promise<EventPhoto[]> {
	return db
		.selectFrom('event_photos')
		.innerJoin('events', 'events.id', 'event_photos.event_id')
		.select(['event_photos.id', 'event_photos.photo', 'event_photos.title as photo_title', 'events.name as event_name'])
		.where('event_photos.event_id', '=', eventId)
		.orderBy('event_photos.sort_order')
		.orderBy('event_photos.id')
		.execute()
}
