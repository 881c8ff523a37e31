import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { GENERATED_SCHEMA, generateSchemaTypes } from './schema-types.ts'

/** Issue 27, point 1 (decision 049): the table types are generated from the migrations, never written by hand. */
describe('the generated database types', () => {
	it('are what the migrations give today (else run `npm run db:types` and commit the result)', async () => {
		const generated = await generateSchemaTypes()
		expect(fs.readFileSync(GENERATED_SCHEMA, 'utf8'), 'database/schema.generated.ts is behind the migrations: run npm run db:types').toBe(generated)
	})
})
