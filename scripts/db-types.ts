import path from 'node:path'
import { GENERATED_SCHEMA, writeSchemaTypes } from '#database/schema-types.ts'

/**
 * `npm run db:types`: migrates a fresh in-memory database and writes its table types to
 * database/schema.generated.ts (decision 049). Run it after writing a migration; a test fails
 * while the committed file differs from what the migrations give.
 */
const changed = await writeSchemaTypes()
console.log(`${path.relative(process.cwd(), GENERATED_SCHEMA)} ${changed ? 'updated' : 'already up to date'}`)
