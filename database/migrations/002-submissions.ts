import type { ColumnDefinitionBuilder, CreateTableBuilder, Kysely } from 'kysely'
import { engineOf } from '../db.ts'

/**
 * What visitors send: contact messages, quote requests, job applications and
 * blog comments, the single-use verification challenges, and the outbox of
 * notification e-mails written in the same transaction as each lead.
 */
export async function up(db: Kysely<any>): Promise<void> {
	const pg = engineOf(db) === 'postgres'
	const id = (col: ColumnDefinitionBuilder) =>
		pg ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement()
	const table = (name: string) =>
		db.schema.createTable(name).addColumn('id', 'integer', id) as CreateTableBuilder<string, 'id'>
	const text = (col: ColumnDefinitionBuilder) => col.notNull().defaultTo('')
	/** Where a submission came from, on every lead table. */
	const provenance = <T extends string>(builder: CreateTableBuilder<T, 'id'>) =>
		builder
			.addColumn('status', 'text', (c) => c.notNull().defaultTo('new'))
			.addColumn('source_page', 'text', text)
			.addColumn('ip', 'text', text)
			.addColumn('user_agent', 'text', text)
			.addColumn('created_at', 'text', (c) => c.notNull())

	await provenance(
		table('contact_messages')
			.addColumn('form', 'text', (c) => c.notNull())
			.addColumn('name', 'text', (c) => c.notNull())
			.addColumn('email', 'text', (c) => c.notNull())
			.addColumn('phone', 'text', text)
			.addColumn('message', 'text', (c) => c.notNull()),
	).execute()

	await provenance(
		table('quote_requests')
			.addColumn('name', 'text', (c) => c.notNull())
			.addColumn('email', 'text', (c) => c.notNull())
			.addColumn('phone', 'text', text)
			.addColumn('website', 'text', text)
			.addColumn('company', 'text', text)
			.addColumn('budget', 'text', text)
			.addColumn('how_know', 'text', text)
			.addColumn('content', 'text', text)
			.addColumn('technology', 'text', (c) => c.notNull())
			.addColumn('portfolio_item_id', 'integer', (c) => c.references('portfolio_items.id').onDelete('set null'))
			.addColumn('portfolio_item_title', 'text', text),
	).execute()

	await provenance(
		table('job_applications')
			.addColumn('job_id', 'integer', (c) => c.references('job_openings.id').onDelete('set null'))
			.addColumn('job_title', 'text', (c) => c.notNull())
			.addColumn('name', 'text', (c) => c.notNull())
			.addColumn('email', 'text', (c) => c.notNull())
			.addColumn('phone', 'text', text)
			.addColumn('current_salary', 'text', text)
			.addColumn('expected_salary', 'text', text)
			.addColumn('description', 'text', text)
			.addColumn('cv_file', 'text', (c) => c.notNull())
			.addColumn('cv_original_name', 'text', text)
			.addColumn('cv_bytes', 'integer', (c) => c.notNull()),
	).execute()

	await db.schema.alterTable('blog_comments').addColumn('source_page', 'text', text).execute()
	await db.schema.alterTable('blog_comments').addColumn('ip', 'text', text).execute()

	await db.schema
		.createTable('challenges')
		.addColumn('id', 'text', (c) => c.primaryKey())
		.addColumn('answer', 'text', (c) => c.notNull())
		.addColumn('expires_at', 'text', (c) => c.notNull())
		.addColumn('used_at', 'text')
		.execute()
	await db.schema.createIndex('challenges_expires').on('challenges').column('expires_at').execute()

	await table('outbox')
		.addColumn('kind', 'text', (c) => c.notNull())
		.addColumn('to_address', 'text', (c) => c.notNull())
		.addColumn('reply_to', 'text')
		.addColumn('subject', 'text', (c) => c.notNull())
		.addColumn('body', 'text', (c) => c.notNull())
		.addColumn('attachment_path', 'text')
		.addColumn('attachment_name', 'text')
		.addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
		.addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
		.addColumn('next_attempt_at', 'text', (c) => c.notNull())
		.addColumn('last_error', 'text')
		.addColumn('created_at', 'text', (c) => c.notNull())
		.addColumn('sent_at', 'text')
		.execute()
	await db.schema.createIndex('outbox_due').on('outbox').columns(['status', 'next_attempt_at']).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
	for (const name of ['outbox', 'challenges', 'job_applications', 'quote_requests', 'contact_messages']) {
		await db.schema.dropTable(name).ifExists().execute()
	}
	await db.schema.alterTable('blog_comments').dropColumn('ip').execute()
	await db.schema.alterTable('blog_comments').dropColumn('source_page').execute()
}
