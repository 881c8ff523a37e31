import type { ColumnDefinitionBuilder, CreateTableBuilder, Kysely } from 'kysely'
import { engineOf } from '../db.ts'

/** The content tables: everything the public site reads. */
export async function up(db: Kysely<any>): Promise<void> {
	const pg = engineOf(db) === 'postgres'
	const id = (col: ColumnDefinitionBuilder) =>
		pg ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement()
	const table = (name: string) =>
		db.schema.createTable(name).addColumn('id', 'integer', id) as CreateTableBuilder<string, 'id'>
	const text = (col: ColumnDefinitionBuilder) => col.notNull().defaultTo('')

	await table('site_contact')
		.addColumn('company_name', 'text', (c) => c.notNull())
		.addColumn('tagline', 'text', text)
		.addColumn('address', 'text', text)
		.addColumn('email', 'text', text)
		.addColumn('phone', 'text', text)
		.addColumn('skype', 'text', text)
		.addColumn('usa_address', 'text', text)
		.addColumn('usa_email', 'text', text)
		.addColumn('usa_phone', 'text', text)
		.addColumn('usa_skype', 'text', text)
		.addColumn('facebook', 'text', text)
		.addColumn('linkedin', 'text', text)
		.addColumn('instagram', 'text', text)
		.addColumn('twitter', 'text', text)
		.addColumn('pinterest', 'text', text)
		.addColumn('googleplus', 'text', text)
		.addColumn('blog', 'text', text)
		.addColumn('testimonial', 'text', text)
		.execute()

	await db.schema
		.createTable('meta_pages')
		.addColumn('page_no', 'integer', (c) => c.primaryKey())
		.addColumn('page_name', 'text', (c) => c.notNull())
		.addColumn('meta_title', 'text', (c) => c.notNull())
		.addColumn('meta_keywords', 'text', text)
		.addColumn('description', 'text', text)
		.execute()

	await table('content_pages')
		.addColumn('slug', 'text', (c) => c.notNull().unique())
		.addColumn('title', 'text', (c) => c.notNull())
		.addColumn('page_description', 'text', text)
		.addColumn('meta_title', 'text', text)
		.addColumn('meta_keywords', 'text', text)
		.addColumn('meta_description', 'text', text)
		.addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
		.execute()

	await table('services')
		.addColumn('slug', 'text', (c) => c.notNull().unique())
		.addColumn('name', 'text', (c) => c.notNull())
		.addColumn('content_key', 'text', (c) => c.unique())
		.addColumn('summary', 'text', text)
		.addColumn('page_description', 'text', text)
		.addColumn('meta_title', 'text', text)
		.addColumn('meta_keywords', 'text', text)
		.addColumn('meta_description', 'text', text)
		.addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
		.execute()

	await table('blog_categories')
		.addColumn('slug', 'text', (c) => c.notNull().unique())
		.addColumn('name', 'text', (c) => c.notNull())
		.addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
		.execute()

	await table('blog_posts')
		.addColumn('slug', 'text', (c) => c.notNull().unique())
		.addColumn('category_id', 'integer', (c) => c.notNull().references('blog_categories.id'))
		.addColumn('title', 'text', (c) => c.notNull())
		.addColumn('summary', 'text', text)
		.addColumn('body', 'text', text)
		.addColumn('image', 'text', text)
		.addColumn('author', 'text', text)
		.addColumn('created_at', 'text', (c) => c.notNull())
		.execute()
	await db.schema.createIndex('blog_posts_category').on('blog_posts').column('category_id').execute()
	await db.schema.createIndex('blog_posts_created').on('blog_posts').column('created_at').execute()

	await table('blog_comments')
		.addColumn('blog_id', 'integer', (c) => c.notNull().references('blog_posts.id').onDelete('cascade'))
		.addColumn('name', 'text', (c) => c.notNull())
		.addColumn('email', 'text', text)
		.addColumn('phone', 'text', text)
		.addColumn('comment', 'text', (c) => c.notNull())
		.addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
		.addColumn('created_at', 'text', (c) => c.notNull())
		.execute()
	await db.schema.createIndex('blog_comments_blog').on('blog_comments').columns(['blog_id', 'status']).execute()

	await table('portfolio_categories')
		.addColumn('slug', 'text', (c) => c.notNull().unique())
		.addColumn('api_key', 'text', (c) => c.notNull().unique())
		.addColumn('label', 'text', (c) => c.notNull())
		.addColumn('kind', 'text', (c) => c.notNull())
		.addColumn('quote_check', 'text', (c) => c.notNull().defaultTo('captcha'))
		.addColumn('intro', 'text', text)
		.addColumn('industry_content', 'text')
		.addColumn('meta_title', 'text', text)
		.addColumn('meta_keywords', 'text', text)
		.addColumn('meta_description', 'text', text)
		.addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
		.execute()

	await table('portfolio_items')
		.addColumn('category_id', 'integer', (c) => c.notNull().references('portfolio_categories.id'))
		.addColumn('title', 'text', (c) => c.notNull())
		.addColumn('domain', 'text', text)
		.addColumn('image', 'text', text)
		.addColumn('description', 'text', text)
		.addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
		.execute()
	await db.schema.createIndex('portfolio_items_category').on('portfolio_items').column('category_id').execute()

	await table('logo_designs')
		.addColumn('image', 'text', (c) => c.notNull().unique())
		.addColumn('title', 'text', text)
		.addColumn('client', 'text', text)
		.addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
		.execute()

	await table('testimonials')
		.addColumn('kind', 'text', (c) => c.notNull().defaultTo('text'))
		.addColumn('description', 'text', text)
		.addColumn('posted_by', 'text', (c) => c.notNull())
		.addColumn('company', 'text', text)
		.addColumn('video_url', 'text')
		.addColumn('poster_image', 'text')
		.addColumn('created_at', 'text', (c) => c.notNull())
		.execute()

	await table('faqs')
		.addColumn('question', 'text', (c) => c.notNull())
		.addColumn('answer', 'text', text)
		.addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
		.execute()

	await table('job_openings')
		.addColumn('title', 'text', (c) => c.notNull())
		.addColumn('experience', 'text', text)
		.addColumn('vacancies', 'integer', (c) => c.notNull().defaultTo(1))
		.addColumn('desired_profile', 'text')
		.addColumn('responsibility', 'text', text)
		.addColumn('send_mail', 'text', text)
		.addColumn('mob', 'text', text)
		.addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
		.execute()

	await table('events')
		.addColumn('slug', 'text', (c) => c.notNull().unique())
		.addColumn('name', 'text', (c) => c.notNull())
		.addColumn('event_date', 'text', (c) => c.notNull())
		.addColumn('photo', 'text', text)
		.addColumn('summary', 'text', text)
		.execute()

	await table('event_photos')
		.addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
		.addColumn('photo', 'text', (c) => c.notNull())
		.addColumn('title', 'text', text)
		.addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
		.execute()
	await db.schema.createIndex('event_photos_event').on('event_photos').column('event_id').execute()

	await table('plans')
		.addColumn('name', 'text', (c) => c.notNull().unique())
		.addColumn('price', 'integer', (c) => c.notNull())
		.addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
		.execute()

	await table('plan_feature_groups')
		.addColumn('name', 'text', (c) => c.notNull().unique())
		.addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
		.execute()

	await table('plan_features')
		.addColumn('group_id', 'integer', (c) => c.notNull().references('plan_feature_groups.id').onDelete('cascade'))
		.addColumn('name', 'text', (c) => c.notNull())
		.addColumn('description', 'text', text)
		.addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
		.execute()

	await db.schema
		.createTable('plan_feature_plans')
		.addColumn('feature_id', 'integer', (c) => c.notNull().references('plan_features.id').onDelete('cascade'))
		.addColumn('plan_id', 'integer', (c) => c.notNull().references('plans.id').onDelete('cascade'))
		.addPrimaryKeyConstraint('plan_feature_plans_pk', ['feature_id', 'plan_id'])
		.execute()

	await db.schema
		.createTable('seed_runs')
		.addColumn('name', 'text', (c) => c.primaryKey())
		.addColumn('applied_at', 'text', (c) => c.notNull())
		.execute()
}

export async function down(db: Kysely<any>): Promise<void> {
	for (const name of [
		'seed_runs', 'plan_feature_plans', 'plan_features', 'plan_feature_groups', 'plans',
		'event_photos', 'events', 'job_openings', 'faqs', 'testimonials', 'logo_designs',
		'portfolio_items', 'portfolio_categories', 'blog_comments', 'blog_posts', 'blog_categories',
		'services', 'content_pages', 'meta_pages', 'site_contact',
	]) {
		await db.schema.dropTable(name).ifExists().execute()
	}
}
