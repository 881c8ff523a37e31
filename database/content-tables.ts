import type { ColumnName, TableName } from './schema.ts'

/**
 * What each table of the database holds, every table once (decision 096). The compiler refuses a
 * table of the generated types that is missing here, so a new table is placed on purpose: adding
 * a kind of content is its migration, this line and its CMS descriptor (app/features/cms).
 *
 * - `edited`: content staff edit in the back office and the public pages show, which the demo
 *   content fills and a reset replaces;
 * - `content`: content the demo fills and a reset replaces that is edited through another table's
 *   form (a plan's features, an event's photos) or is their history;
 * - `kept`: what a reset keeps though the demo fills or content makes it: the media library (the
 *   demo pictures, and what staff wrote of them) and the redirects that changed slugs left;
 * - `visitors`: what visitors sent (leads, comments are content: they are shown), kept by a reset;
 * - `staff`: accounts, sessions, what they did and the back office's settings (the hiring stages' names, two-factor sign-in required or not);
 * - `machinery`: what the server keeps to run (the outbox, leases, counters).
 *
 * The content tables are listed children before parents: the order a reset deletes in.
 */
export const TABLES = {
	content_revisions: 'content',
	plan_feature_plans: 'content',
	plan_features: 'edited',
	plan_feature_groups: 'edited',
	plans: 'edited',
	event_photos: 'content',
	events: 'edited',
	job_openings: 'edited',
	faqs: 'edited',
	testimonials: 'edited',
	logo_designs: 'edited',
	case_studies: 'edited',
	portfolio_items: 'edited',
	portfolio_categories: 'edited',
	blog_comments: 'content',
	blog_posts: 'edited',
	blog_categories: 'edited',
	services: 'edited',
	content_pages: 'edited',
	meta_pages: 'edited',
	site_contact: 'edited',
	team_members: 'edited',

	media: 'kept',
	redirects: 'kept',

	contact_messages: 'visitors',
	quote_requests: 'visitors',
	job_applications: 'visitors',
	lead_attribution: 'visitors',
	lead_events: 'visitors',
	lead_notes: 'visitors',
	page_views: 'visitors',
	web_vitals: 'visitors',
	submission_keys: 'visitors',

	staff_users: 'staff',
	staff_accounts: 'staff',
	staff_sessions: 'staff',
	staff_sign_in_attempts: 'staff',
	staff_two_factors: 'staff',
	staff_used_codes: 'staff',
	staff_verifications: 'staff',
	staff_sign_in_links: 'staff',
	audit_log: 'staff',
	application_stages: 'staff',
	back_office_settings: 'staff',

	outbox: 'machinery',
	challenges: 'machinery',
	leases: 'machinery',
	readiness_checks: 'machinery',
	seed_runs: 'machinery',
	content_version: 'machinery',
} as const satisfies Record<TableName, 'edited' | 'content' | 'kept' | 'visitors' | 'staff' | 'machinery'>

type Tables = typeof TABLES

/** The tables staff edit in the back office (each has a CMS descriptor). */
export type EditableTable = { [T in keyof Tables]: Tables[T] extends 'edited' ? T : never }[keyof Tables]

/** The content tables, edited or not. */
export type ContentTable = { [T in keyof Tables]: Tables[T] extends 'edited' | 'content' ? T : never }[keyof Tables]

/** The edited tables that record when a row last changed (the site map's dates). */
export type DatedTable = { [T in EditableTable]: 'updated_at' extends ColumnName<T> ? T : never }[EditableTable]

/** The tables the demo content fills and a reset replaces, children before parents. */
export const CONTENT_TABLES = (Object.keys(TABLES) as (keyof Tables)[]).filter((table): table is ContentTable => TABLES[table] === 'edited' || TABLES[table] === 'content')
