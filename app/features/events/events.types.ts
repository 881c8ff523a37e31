export interface EventSummary {
	id: number
	slug: string
	event_name: string
	event_date: string
	photo: string
	summary: string
}

export interface EventPhoto {
	id: number
	photo: string
	photo_title: string
	event_name: string
}
