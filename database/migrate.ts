import { type DatabaseIntrospector, type Kysely, type Migration, type MigrationProvider, Migrator, sql } from 'kysely'
import { engineOf } from './db.ts'
import * as m001 from './migrations/001-content.ts'
import * as m002 from './migrations/002-submissions.ts'
import * as m003 from './migrations/003-comment-provenance.ts'
import * as m004 from './migrations/004-staff-auth.ts'
import * as m005 from './migrations/005-back-office.ts'
import * as m006 from './migrations/006-service-groups.ts'
import * as m007 from './migrations/007-content-dates.ts'
import * as m008 from './migrations/008-rich-results.ts'
import * as m009 from './migrations/009-content-version.ts'
import * as m010 from './migrations/010-submission-keys.ts'
import * as m011 from './migrations/011-leases.ts'
import * as m012 from './migrations/012-staff-guards.ts'
import * as m013 from './migrations/013-case-studies.ts'
import * as m014 from './migrations/014-inner-pages.ts'
import * as m015 from './migrations/015-content-revisions.ts'
import * as m016 from './migrations/016-lead-follow-up.ts'
import * as m017 from './migrations/017-readiness.ts'
import * as m018 from './migrations/018-media-library.ts'
import * as m019 from './migrations/019-seo.ts'
import * as m020 from './migrations/020-attribution-and-page-views.ts'
import * as m021 from './migrations/021-web-vitals.ts'
import * as m022 from './migrations/022-outbox-secrets.ts'
import * as m023 from './migrations/023-comment-trash-and-working-drafts.ts'
import * as m024 from './migrations/024-hiring-stages.ts'
import * as m025 from './migrations/025-staff-invitations-and-settings.ts'
import * as m026 from './migrations/026-staff-sign-in-links.ts'

/**
 * Migrations are listed here rather than read from a folder at run time, so
 * they travel inside any bundle and run the same from tests, scripts and the
 * server. Add new ones at the end; never edit one that has shipped.
 */
const migrations: Record<string, Migration> = {
	'001-content': m001,
	'002-submissions': m002,
	'003-comment-provenance': m003,
	'004-staff-auth': m004,
	'005-back-office': m005,
	'006-service-groups': m006,
	'007-content-dates': m007,
	'008-rich-results': m008,
	'009-content-version': m009,
	'010-submission-keys': m010,
	'011-leases': m011,
	'012-staff-guards': m012,
	'013-case-studies': m013,
	'014-inner-pages': m014,
	'015-content-revisions': m015,
	'016-lead-follow-up': m016,
	'017-readiness': m017,
	'018-media-library': m018,
	'019-seo': m019,
	'020-attribution-and-page-views': m020,
	'021-web-vitals': m021,
	'022-outbox-secrets': m022,
	'023-comment-trash-and-working-drafts': m023,
	'024-hiring-stages': m024,
	'025-staff-invitations-and-settings': m025,
	'026-staff-sign-in-links': m026,
}

const provider: MigrationProvider = { getMigrations: async () => migrations }

export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
	// On PostgreSQL the migrator looks for its own tables in every schema unless told which one;
	// a second schema on the same server (another site, a test) would then hide that ours has none.
	const schema = engineOf(db) === 'postgres' ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema : undefined
	const migrator = new Migrator({ db: schema ? lookingOnlyAt(db, schema) : db, provider, migrationTableSchema: schema })
	const { error, results } = await migrator.migrateToLatest()
	if (error) {
		const failed = results?.find((r) => r.status === 'Error')
		throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${(error as Error).message ?? error}`)
	}
	return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName)
}

/**
 * The database handle the migrator sees on PostgreSQL: as `db`, but asked which schemas and tables
 * exist it answers for ours alone. Kysely's own introspection reads every schema on the server and
 * looks each up by name, so one dropped meanwhile (another site's, a test run's) failed our start
 * with "schema … does not exist".
 */
function lookingOnlyAt(db: Kysely<any>, schema: string): Kysely<any> {
	const introspection: DatabaseIntrospector = {
		getSchemas: async () => [{ name: schema }],
		getTables: async () => {
			const { rows } = await sql<{ name: string; kind: string }>`
				select c.relname as name, c.relkind as kind from pg_catalog.pg_class c
				join pg_catalog.pg_namespace n on n.oid = c.relnamespace
				where n.nspname = ${schema} and c.relkind in ('r', 'p', 'v')`.execute(db)
			return rows.map(({ name, kind }) => ({ name, schema, isView: kind === 'v', columns: [] }))
		},
		getMetadata: async () => ({ tables: await introspection.getTables() }),
	}
	return new Proxy(db, {
		get(target, key) {
			if (key === 'introspection') return introspection
			const value = Reflect.get(target, key, target)
			return typeof value === 'function' ? value.bind(target) : value
		},
	})
}
