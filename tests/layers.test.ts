import fs from 'node:fs'
import path from 'node:path'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'
import { ROOT } from '#server/paths.ts'

/**
 * The line between server and browser in app/ (decision 055), held by `npm run lint` and by
 * React Router's build: these check that both still see it. A module is linted as if it stood
 * at the given path, so no file of the project is touched.
 */
const eslint = new ESLint({ cwd: ROOT })

/** The import-x/no-restricted-paths messages for a module at `file` (relative to the root) with `code`. */
async function zoneMessages(file: string, code: string): Promise<string[]> {
	const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) })
	return (result?.messages ?? []).filter((message) => message.ruleId === 'import-x/no-restricted-paths').map((message) => message.message)
}

const importsEnv = "import { parseEnv } from '#app/server/env.server.ts'\nexport const config = parseEnv\n"
const importsEnvType = "import type { Env } from '#app/server/env.server.ts'\nexport type Config = Env\n"

describe('app/server and the browser code of app/', () => {
	it.each([
		['a shared component', 'app/components/ui/probe.tsx'],
		['a helper of app/lib', 'app/lib/probe.ts'],
		["a feature's component", 'app/features/blog/probe.tsx'],
		["a feature's schema", 'app/features/leads/probe.schema.ts'],
		['a module the browser loads alone', 'app/features/insights/probe.client.ts'],
	])('refuses an import of it from %s, a type-only one too', async (_, file) => {
		expect(await zoneMessages(file, importsEnv)).toEqual([expect.stringContaining('app/server is server-only')])
		expect(await zoneMessages(file, importsEnvType)).toEqual([expect.stringContaining('app/server is server-only')])
	})

	it('refuses it by a relative path as well as by the #app alias', async () => {
		const relative = "import { parseEnv } from '../../server/env.server.ts'\nexport const config = parseEnv\n"
		expect(await zoneMessages('app/components/ui/probe.tsx', relative)).toEqual([expect.stringContaining('app/server is server-only')])
	})

	it.each([
		["a feature's server module", 'app/features/blog/probe.server.ts'],
		['a route module', 'app/routes/probe.tsx'],
		['the root', 'app/root.tsx'],
		['the server entry of the pages', 'app/entry.server.tsx'],
		['the HTTP server', 'server/probe.ts'],
		['a script', 'scripts/probe.ts'],
	])('lets %s import it', async (_, file) => {
		expect(await zoneMessages(file, importsEnv)).toEqual([])
	})

	it('keeps app/lib and app/server below the features, routes and components', async () => {
		const importsFeature = "import { listPosts } from '#app/features/blog/blog.server.ts'\nexport const posts = listPosts\n"
		const importsComponent = "import { PageHeader } from '#app/components/ui/page-header.tsx'\nexport const header = PageHeader\n"
		for (const file of ['app/server/probe.server.ts', 'app/lib/probe.ts']) {
			expect(await zoneMessages(file, importsFeature)).toEqual([expect.stringContaining('the bottom of app/')])
			expect(await zoneMessages(file, importsComponent)).toEqual([expect.stringContaining('the bottom of app/')])
		}
	})

	it('names every module of app/server *.server.ts, so the build refuses it to the browser even from a route', () => {
		const modules = fs.readdirSync(path.join(ROOT, 'app/server'), { recursive: true, encoding: 'utf8' }).filter((name) => /\.tsx?$/.test(name))
		expect(modules.length).toBeGreaterThan(0)
		expect(modules.filter((name) => !/\.server(\.test)?\.tsx?$/.test(name))).toEqual([])
	})
})
