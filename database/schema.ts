import type { Generated } from 'kysely'

/**
 * Table types of the site's database. One set serves SQLite and PostgreSQL:
 * dates are ISO-8601 text and flags are 0/1 integers in both, so every query
 * reads the same on either engine.
 */
export interface DB {
	site_contact: SiteContactTable
	meta_pages: MetaPageTable
	content_pages: ContentPageTable
	services: ServiceTable
	blog_categories: BlogCategoryTable
	blog_posts: BlogPostTable
	blog_comments: BlogCommentTable
	portfolio_categories: PortfolioCategoryTable
	portfolio_items: PortfolioItemTable
	logo_designs: LogoDesignTable
	case_studies: CaseStudyTable
	testimonials: TestimonialTable
	faqs: FaqTable
	job_openings: JobOpeningTable
	events: EventTable
	event_photos: EventPhotoTable
	plans: PlanTable
	plan_feature_groups: PlanFeatureGroupTable
	plan_features: PlanFeatureTable
	plan_feature_plans: PlanFeaturePlanTable
	seed_runs: SeedRunTable
	content_version: ContentVersionTable
	submission_keys: SubmissionKeyTable
	leases: LeaseTable
	contact_messages: ContactMessageTable
	quote_requests: QuoteRequestTable
	job_applications: JobApplicationTable
	challenges: ChallengeTable
	outbox: OutboxTable
	staff_users: StaffUserTable
	staff_sessions: StaffSessionTable
	staff_accounts: StaffAccountTable
	staff_verifications: StaffVerificationTable
	staff_two_factors: StaffTwoFactorTable
	staff_sign_in_attempts: StaffSignInAttemptTable
	staff_used_codes: StaffUsedCodeTable
	lead_notes: LeadNoteTable
	audit_log: AuditLogTable
	redirects: RedirectTable
	team_members: TeamMemberTable
	content_revisions: ContentRevisionTable
	lead_events: LeadEventTable
	readiness_checks: ReadinessCheckTable
	media: MediaTable
	lead_attribution: LeadAttributionTable
	page_views: PageViewTable
	web_vitals: WebVitalTable
}

export interface SiteContactTable {
	id: Generated<number>
	company_name: string
	tagline: string
	address: string
	email: string
	phone: string
	skype: string
	usa_address: string
	usa_email: string
	usa_phone: string
	usa_skype: string
	facebook: string
	linkedin: string
	instagram: string
	twitter: string
	pinterest: string
	googleplus: string
	blog: string
	testimonial: string
	/** When the row last changed; null until first edited (the seed's date applies). */
	updated_at: Generated<string | null>
	/** Counted up by every save from the back office; an edit form saves only over the version it was loaded from. */
	version: Generated<number>
}

export interface MetaPageTable {
	page_no: number
	page_name: string
	meta_title: string
	meta_keywords: string
	description: string
	/** When the row last changed; null until first edited (the seed's date applies). */
	updated_at: Generated<string | null>
	/** Counted up by every save from the back office; an edit form saves only over the version it was loaded from. */
	version: Generated<number>
}

export interface ContentPageTable {
	id: Generated<number>
	slug: string
	title: string
	page_description: string
	meta_title: string
	meta_keywords: string
	meta_description: string
	sort_order: number
	/** When the row last changed; null until first edited (the seed's date applies). */
	updated_at: Generated<string | null>
	/** `sections` (a hero and the text set out in sections) or `document` (one reading column). */
	layout: Generated<string>
	/** The sentence under the heading; '' for none. */
	lead: Generated<string>
	/** The hero's picture under /media/pages/; '' for none. */
	hero_image: Generated<string>
	/** Counted up by every save from the back office; an edit form saves only over the version it was loaded from. */
	version: Generated<number>
	/** Search and sharing (migration 019, decision 042): blank means the page's own. */
	canonical_url: Generated<string>
	/** 1: kept out of search results and the sitemap. */
	noindex: Generated<number>
	social_image: Generated<string>
}

export interface ServiceTable {
	id: Generated<number>
	slug: string
	name: string
	/** Name of the spec's dedicated content call (WebContent, PHPContent, …); null for dynamic services. */
	content_key: string | null
	summary: string
	page_description: string
	meta_title: string
	meta_keywords: string
	meta_description: string
	sort_order: number
	/** The heading it is listed under on /services; '' lists it under "More services". */
	group_name: Generated<string>
	/** When the row last changed; null until first edited (the seed's date applies). */
	updated_at: Generated<string | null>
	/** The hero's picture under /media/pages/; '' for none. */
	hero_image: Generated<string>
	/** Slugs of the portfolio pages its related work is taken from, comma-separated. */
	portfolio_pages: Generated<string>
	/** The testimonial the page quotes; null for the latest one. */
	testimonial_id: number | null
	/** Counted up by every save from the back office; an edit form saves only over the version it was loaded from. */
	version: Generated<number>
	/** Search and sharing (migration 019, decision 042): blank means the page's own. */
	canonical_url: Generated<string>
	/** 1: kept out of search results and the sitemap. */
	noindex: Generated<number>
	social_image: Generated<string>
}

export interface BlogCategoryTable {
	id: Generated<number>
	slug: string
	name: string
	sort_order: number
	/** When the row last changed; null until first edited (the seed's date applies). */
	updated_at: Generated<string | null>
	/** Counted up by every save from the back office; an edit form saves only over the version it was loaded from. */
	version: Generated<number>
	meta_title: Generated<string>
	meta_description: Generated<string>
	/** Search and sharing (migration 019, decision 042): blank means the page's own. */
	canonical_url: Generated<string>
	/** 1: kept out of search results and the sitemap. */
	noindex: Generated<number>
	social_image: Generated<string>
}

export interface BlogPostTable {
	id: Generated<number>
	slug: string
	category_id: number
	title: string
	summary: string
	body: string
	image: string
	author: string
	/** The publication date: a published post shows from this moment on (a later one is scheduled). */
	created_at: string
	/** draft | published */
	status: Generated<string>
	/** The Markdown the body's HTML is made from (what staff edit). */
	body_markdown: Generated<string>
	/** When the row last changed; null until first edited (the seed's date applies). */
	updated_at: Generated<string | null>
	/** Counted up by every save from the back office; an edit form saves only over the version it was loaded from. */
	version: Generated<number>
	meta_title: Generated<string>
	meta_description: Generated<string>
	/** Search and sharing (migration 019, decision 042): blank means the page's own. */
	canonical_url: Generated<string>
	/** 1: kept out of search results and the sitemap. */
	noindex: Generated<number>
	social_image: Generated<string>
}

export interface BlogCommentTable {
	id: Generated<number>
	blog_id: number
	name: string
	email: string
	phone: string
	comment: string
	/** pending | approved | rejected | spam */
	status: string
	created_at: string
	source_page: Generated<string>
	ip: Generated<string>
	user_agent: Generated<string>
}

export interface PortfolioCategoryTable {
	id: Generated<number>
	/** Canonical lowercase URL slug: /portfolio/{slug}. */
	slug: string
	/** The key of the spec's call /api/Portfolio/portfolio/{api_key}. */
	api_key: string
	/** Heading label: Portfolio > {label}. */
	label: string
	/** technology | industry */
	kind: string
	/** captcha | human: which check guards the quote form of this page. */
	quote_check: string
	intro: string
	/** Industry marketing copy as JSON (features, provider grid, modules); null for technologies. */
	industry_content: string | null
	meta_title: string
	meta_keywords: string
	meta_description: string
	sort_order: number
	/** When the row last changed; null until first edited (the seed's date applies). */
	updated_at: Generated<string | null>
	/** Counted up by every save from the back office; an edit form saves only over the version it was loaded from. */
	version: Generated<number>
	/** Search and sharing (migration 019, decision 042): blank means the page's own. */
	canonical_url: Generated<string>
	/** 1: kept out of search results and the sitemap. */
	noindex: Generated<number>
	social_image: Generated<string>
}

export interface PortfolioItemTable {
	id: Generated<number>
	category_id: number
	title: string
	domain: string
	image: string
	description: string
	sort_order: number
	/** When the row last changed; null until first edited (the seed's date applies). */
	updated_at: Generated<string | null>
	/** Counted up by every save from the back office; an edit form saves only over the version it was loaded from. */
	version: Generated<number>
}

export interface LogoDesignTable {
	id: Generated<number>
	image: string
	title: string
	client: string
	sort_order: number
	/** When the row last changed; null until first edited (the seed's date applies). */
	updated_at: Generated<string | null>
	/** Counted up by every save from the back office; an edit form saves only over the version it was loaded from. */
	version: Generated<number>
}

export interface CaseStudyTable {
	id: Generated<number>
	/** Canonical lowercase URL slug: /case-study/{slug}. */
	slug: string
	/** published | draft */
	status: Generated<string>
	/** The project the story tells; null once that project is deleted. */
	portfolio_item_id: number | null
	title: string
	client: string
	sector: Generated<string>
	year: number
	summary: Generated<string>
	/** HTML, sanitised when the page shows it. */
	brief: Generated<string>
	/** HTML, sanitised when the page shows it. */
	approach: Generated<string>
	/** Up to four results, each a figure ("+38%") and what it measures; a blank figure is no result. */
	result_1_figure: Generated<string>
	result_1_label: Generated<string>
	result_2_figure: Generated<string>
	result_2_label: Generated<string>
	result_3_figure: Generated<string>
	result_3_label: Generated<string>
	result_4_figure: Generated<string>
	result_4_label: Generated<string>
	/** What was delivered, one item a line. */
	delivered: Generated<string>
	/** Who worked on it, one "Role: Name" a line. */
	credits: Generated<string>
	/** The client's words about the work, and whose they are. */
	quote: Generated<string>
	quote_by: Generated<string>
	/** File names under /media/case-studies/; a blank gallery picture is no picture. */
	cover: Generated<string>
	gallery_1: Generated<string>
	gallery_1_caption: Generated<string>
	gallery_2: Generated<string>
	gallery_2_caption: Generated<string>
	gallery_3: Generated<string>
	gallery_3_caption: Generated<string>
	gallery_4: Generated<string>
	gallery_4_caption: Generated<string>
	meta_title: Generated<string>
	meta_keywords: Generated<string>
	meta_description: Generated<string>
	sort_order: Generated<number>
	/** When the row last changed; null until first edited (the seed's date applies). */
	updated_at: Generated<string | null>
	/** Counted up by every save from the back office; an edit form saves only over the version it was loaded from. */
	version: Generated<number>
	/** Search and sharing (migration 019, decision 042): blank means the page's own. */
	canonical_url: Generated<string>
	/** 1: kept out of search results and the sitemap. */
	noindex: Generated<number>
	social_image: Generated<string>
}

export interface TestimonialTable {
	id: Generated<number>
	/** text | video */
	kind: string
	description: string
	posted_by: string
	company: string
	video_url: string | null
	poster_image: string | null
	created_at: string
	/** 1–5 as the client rated the work; null when they gave none. */
	rating: number | null
	/** When the row last changed; null until first edited (the seed's date applies). */
	updated_at: Generated<string | null>
	/** Counted up by every save from the back office; an edit form saves only over the version it was loaded from. */
	version: Generated<number>
}

export interface FaqTable {
	id: Generated<number>
	question: string
	answer: string
	sort_order: number
	/** When the row last changed; null until first edited (the seed's date applies). */
	updated_at: Generated<string | null>
	/** Counted up by every save from the back office; an edit form saves only over the version it was loaded from. */
	version: Generated<number>
}

export interface JobOpeningTable {
	id: Generated<number>
	title: string
	experience: string
	vacancies: number
	desired_profile: string | null
	responsibility: string
	send_mail: string
	mob: string
	sort_order: number
	/** open | closed: a closed opening leaves the career page. */
	status: Generated<string>
	/** The last day applications are taken (YYYY-MM-DD); after it the opening leaves the career page. */
	closes_on: string | null
	/** The day the opening was posted (YYYY-MM-DD); null: the day the content was loaded. */
	posted_on: string | null
	/** FULL_TIME | PART_TIME | CONTRACTOR | INTERN (schema.org's employment types). */
	employment_type: Generated<string>
	/** office | remote | hybrid */
	workplace: Generated<string>
	/** When the row last changed; null until first edited (the seed's date applies). */
	updated_at: Generated<string | null>
	/** Counted up by every save from the back office; an edit form saves only over the version it was loaded from. */
	version: Generated<number>
}

export interface EventTable {
	id: Generated<number>
	slug: string
	name: string
	event_date: string
	photo: string
	summary: string
	/** When the row last changed; null until first edited (the seed's date applies). */
	updated_at: Generated<string | null>
	/** Counted up by every save from the back office; an edit form saves only over the version it was loaded from. */
	version: Generated<number>
	meta_title: Generated<string>
	meta_description: Generated<string>
	/** Search and sharing (migration 019, decision 042): blank means the page's own. */
	canonical_url: Generated<string>
	/** 1: kept out of search results and the sitemap. */
	noindex: Generated<number>
	social_image: Generated<string>
}

export interface EventPhotoTable {
	id: Generated<number>
	event_id: number
	photo: string
	title: string
	sort_order: number
}

export interface PlanTable {
	id: Generated<number>
	name: string
	price: number
	sort_order: number
	/** When the row last changed; null until first edited (the seed's date applies). */
	updated_at: Generated<string | null>
	/** Counted up by every save from the back office; an edit form saves only over the version it was loaded from. */
	version: Generated<number>
}

export interface PlanFeatureGroupTable {
	id: Generated<number>
	name: string
	sort_order: number
	/** When the row last changed; null until first edited (the seed's date applies). */
	updated_at: Generated<string | null>
	/** Counted up by every save from the back office; an edit form saves only over the version it was loaded from. */
	version: Generated<number>
}

export interface PlanFeatureTable {
	id: Generated<number>
	group_id: number
	name: string
	description: string
	sort_order: number
	/** When the row last changed; null until first edited (the seed's date applies). */
	updated_at: Generated<string | null>
	/** Counted up by every save from the back office; an edit form saves only over the version it was loaded from. */
	version: Generated<number>
}

export interface PlanFeaturePlanTable {
	feature_id: number
	plan_id: number
}

export interface SeedRunTable {
	name: string
	applied_at: string
}

/** Columns every lead table shares: where it came from and what became of it. */
interface Provenance {
	/** new | spam (the honeypot was filled) */
	status: Generated<string>
	source_page: Generated<string>
	ip: Generated<string>
	user_agent: Generated<string>
	created_at: string
}

export interface ContactMessageTable extends Provenance {
	id: Generated<number>
	/** quick (footer) | contact (contact page) */
	form: string
	name: string
	email: string
	phone: string
	message: string
	/** The staff member following it up (a staff user's id), or null. */
	assignee_id: Generated<string | null>
}

export interface QuoteRequestTable extends Provenance {
	id: Generated<number>
	name: string
	email: string
	phone: string
	website: string
	company: string
	budget: string
	how_know: string
	content: string
	/** The portfolio page (category slug) the quote was asked from. */
	technology: string
	portfolio_item_id: number | null
	portfolio_item_title: string
	/** The staff member following it up (a staff user's id), or null. */
	assignee_id: Generated<string | null>
}

export interface JobApplicationTable extends Provenance {
	id: Generated<number>
	job_id: number | null
	job_title: string
	name: string
	email: string
	phone: string
	current_salary: string
	expected_salary: string
	description: string
	/** Generated file name under DATA_DIR/uploads/cv/. */
	cv_file: string
	cv_original_name: string
	cv_bytes: number
	/** When the CV file was deleted under the retention rule (the row stays). */
	cv_purged_at: Generated<string | null>
	/** The staff member following it up (a staff user's id), or null. */
	assignee_id: Generated<string | null>
}

/** Issued verification codes and used ALTCHA challenges: single-use, expiring. */
export interface ChallengeTable {
	id: string
	answer: string
	expires_at: string
	used_at: string | null
}

export interface OutboxTable {
	id: Generated<number>
	kind: string
	to_address: string
	reply_to: string | null
	subject: string
	body: string
	attachment_path: string | null
	attachment_name: string | null
	/** pending | sending | sent | failed */
	status: Generated<string>
	attempts: Generated<number>
	next_attempt_at: string
	last_error: string | null
	created_at: string
	sent_at: string | null
	/** The lead the message is about (contact | quote | career, and its id): a notification, an assignment, a reply. */
	lead_kind: Generated<string | null>
	lead_id: Generated<number | null>
}

/**
 * The staff tables belong to the authentication library's model (migration
 * 004): timestamps are Date on PostgreSQL and ISO text on SQLite, flags
 * boolean on PostgreSQL and 0/1 on SQLite.
 */
type AuthDate = Date | string
type AuthFlag = boolean | number

export interface StaffUserTable {
	id: string
	name: string
	email: string
	email_verified: AuthFlag
	image: string | null
	/** admin | editor | recruiter */
	role: string
	disabled: AuthFlag
	two_factor_enabled: AuthFlag | null
	created_at: AuthDate
	updated_at: AuthDate
}

export interface StaffSessionTable {
	id: string
	expires_at: AuthDate
	token: string
	ip_address: string | null
	user_agent: string | null
	user_id: string
	created_at: AuthDate
	updated_at: AuthDate
}

export interface StaffAccountTable {
	id: string
	account_id: string
	provider_id: string
	user_id: string
	access_token: string | null
	refresh_token: string | null
	id_token: string | null
	access_token_expires_at: AuthDate | null
	refresh_token_expires_at: AuthDate | null
	scope: string | null
	password: string | null
	created_at: AuthDate
	updated_at: AuthDate
}

export interface StaffVerificationTable {
	id: string
	identifier: string
	value: string
	expires_at: AuthDate
	created_at: AuthDate
	updated_at: AuthDate
}

export interface StaffTwoFactorTable {
	id: string
	secret: string
	backup_codes: string
	user_id: string
	verified: AuthFlag | null
	failed_verification_count: number | null
	locked_until: AuthDate | null
}

/** One sign-in or password-reset request, recorded before it is checked (migration 012). */
export interface StaffSignInAttemptTable {
	id: Generated<number>
	email: string
	ip: string
	purpose: 'sign-in' | 'password-reset'
	outcome: 'pending' | 'failed' | 'succeeded' | 'refused' | 'second-factor' | 'unchecked'
	/** The trusted browser the attempt came from (its device cookie's id), or null. */
	device: string | null
	created_at: string
}

/** A two-factor code already accepted for an account, kept until it can no longer be valid. */
export interface StaffUsedCodeTable {
	user_id: string
	code: string
	expires_at: string
}

/** A staff member's note on a lead. */
export interface LeadNoteTable {
	id: Generated<number>
	/** contact | quote | career */
	lead_kind: string
	lead_id: number
	author_id: string | null
	author_name: string
	body: string
	created_at: string
}

/** Who did what in the back office, when and from where. */
export interface AuditLogTable {
	id: Generated<number>
	at: string
	actor_id: string | null
	actor_email: string
	action: string
	subject: Generated<string>
	detail: Generated<string>
	ip: Generated<string>
}

/** An old public path that answers 301 with the new one (a renamed slug). */
export interface RedirectTable {
	from_path: string
	to_path: string
	created_at: string
}

/** The one row (id 1) counting content changes, watched by every server process. */
export interface ContentVersionTable {
	id: number
	version: number
	/** What changed last, for logs. */
	what: string
	changed_at: string
}

/** The key a form sent with a message that was stored, and the answer it got (kept a day). */
export interface SubmissionKeyTable {
	key: string
	form: string
	message: string
	created_at: string
}

/** A scheduled task's lease: which server holds it, and until when (ISO time). */
export interface LeaseTable {
	name: string
	holder: string
	expires_at: string
}

export interface TeamMemberTable {
	id: Generated<number>
	name: string
	role: string
	/** One line about the person; '' for none. */
	bio: Generated<string>
	/** The portrait under /media/team/. */
	portrait: string
	sort_order: Generated<number>
	/** When the row last changed; null until first edited. */
	updated_at: Generated<string | null>
	/** Counted up by every save from the back office; an edit form saves only over the version it was loaded from. */
	version: Generated<number>
}

/** One saved version of a content item's editable fields (migration 015), newest kept. */
export interface ContentRevisionTable {
	id: Generated<number>
	/** The back office's name of the kind of content (posts, services…). */
	entity: string
	row_id: number
	version: number
	/** The editable fields as saved, as JSON. */
	data: string
	staff_id: string | null
	/** Who saved it, as named then; '' for the version before revisions were kept. */
	staff_name: string
	created_at: string
}

/** Each server's last readiness write (decision 039). */
export interface ReadinessCheckTable {
	/** Host name and process id. */
	server: string
	checked_at: string
}

/** A lead's timeline beside its notes: status changes, assignments and replies (migration 016). */
export interface LeadEventTable {
	id: Generated<number>
	/** contact | quote | career */
	lead_kind: string
	lead_id: number
	/** status | assigned | reply */
	type: string
	actor_id: string | null
	actor_name: string
	/** The new status, the assignee's name ('' for nobody) or the reply's text. */
	detail: Generated<string>
	/** The outbox row that carries a reply: its status is the reply's delivery status. */
	outbox_id: number | null
	created_at: string
}

/** A lead's first or last touch in the visit (decision 043). */
export interface LeadAttributionTable {
	/** contact | quote | career | comment */
	lead_kind: string
	lead_id: number
	/** first | last */
	touch: string
	landing_path: Generated<string>
	referrer: Generated<string>
	utm_source: Generated<string>
	utm_medium: Generated<string>
	utm_campaign: Generated<string>
	utm_term: Generated<string>
	utm_content: Generated<string>
	/** Comma-separated names of the click ids present (gclid, fbclid, msclkid), never their values. */
	click_ids: Generated<string>
	device: Generated<string>
	/** When the lead was received. */
	created_at: Generated<string>
}

/** Page views counted per day and key, added to by every server (decision 043). */
export interface PageViewTable {
	day: string
	path: string
	referrer: Generated<string>
	source: Generated<string>
	medium: Generated<string>
	campaign: Generated<string>
	device: Generated<string>
	views: Generated<number>
	landings: Generated<number>
}

/** Core Web Vitals as histograms (decision 048): how many values fell in each bucket, per day, template and metric. */
export interface WebVitalTable {
	day: string
	template: string
	metric: string
	bucket: number
	samples: Generated<number>
}

/** The media library (decision 041): each uploaded image once, keyed by its folder and file name. */
export interface MediaTable {
	id: Generated<number>
	/** The folder under /media/ (a MediaKind). */
	kind: string
	/** `u-<uuid>.<ext>`, as the content columns name it. */
	file: string
	/** Null for uploads registered from content rows before the library kept them. */
	width: number | null
	height: number | null
	bytes: number | null
	/** The text for screen readers; required before a picture is used as a cover or inline. */
	alt: Generated<string>
	caption: Generated<string>
	/** The staff user's id; null when unknown. */
	uploaded_by: string | null
	created_at: string
	updated_at: string
}
