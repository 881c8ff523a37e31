import fs from 'node:fs'
import js from '@eslint/js'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import importX from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const FEATURES = fs.readdirSync('app/features', { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name)
const TESTS = ['**/*.test.ts', '**/*.test.tsx']

/**
 * Browser code: the modules of app/ that the browser loads, or may. Route modules and the root are
 * not among them: each holds its loader beside its component, so no rule on the file can tell
 * which of its imports reach the browser; for them, React Router's build refuses any `*.server`
 * module the browser's half still uses, which is why every file of app/server keeps the suffix
 * (decision 055).
 */
const BROWSER = ['./app/lib', './app/components', './app/features/**/!(*.server).{ts,tsx}', './app/**/*.client.{ts,tsx}']

/**
 * The layers of docs/architecture.md, enforced: browser code never reaches app/server, app/lib
 * and app/server know nothing above them, shared UI knows no feature, a feature knows no other
 * feature (routes compose them), the app never reaches the server, scripts or tests, scripts and
 * tests meet only in scripts/lib, and nothing of the product reaches into tools/.
 */
const layers = [
	{
		target: BROWSER,
		from: './app/server',
		message: 'app/server is server-only: browser code imports nothing from it, not even a type. Put what both sides need in app/lib or a *.types.ts file.',
	},
	{
		target: ['./app/lib', './app/server'],
		from: ['./app/components', './app/features', './app/routes', './app/root.tsx', './app/entry.server.tsx', './app/entry.client.tsx'],
		message: 'app/lib and app/server are the bottom of app/: they import no component, feature or route.',
	},
	{ target: './app/components', from: './app/features', message: 'Shared components know no feature: let the route pass it in.' },
	...FEATURES.map((feature) => ({
		target: `./app/features/${feature}`,
		from: './app/features',
		except: [`./${feature}`],
		message: 'A feature imports no other feature: compose them in a route (or server/api).',
	})),
	{ target: './app', from: ['./server', './scripts', './tests'], message: 'app/ never imports server/, scripts/ or tests/.' },
	{ target: './database', from: ['./app', './server', './scripts', './tests'], message: 'database/ is the bottom layer.' },
	{ target: './scripts', from: './tests', message: 'Scripts do not depend on tests; share helpers through scripts/lib.' },
	{
		target: ['./app', './server', './database', './scripts'],
		from: './tools',
		message: 'The product does not import tools/ (the demo-picture generator is a package of its own: decision 050).',
	},
]

/** Components take the router's links through app/components/ui/link.tsx, which draws plain ones faster on the server (decision 057). */
const ROUTER_LINKS = {
	name: 'react-router',
	importNames: ['Link', 'NavLink'],
	message: "Import Link and NavLink from '#app/components/ui/link.tsx': the same links, drawn without the router's hooks on the server.",
}

export default tseslint.config(
	// tools/ are packages of their own, with their own checks (decision 050)
	{ ignores: ['build/', 'data/', 'node_modules/', '.react-router/', 'content/media/', 'tools/'] },
	js.configs.recommended,
	...tseslint.configs.recommended,
	// The few scripts Node runs as they are, without a TypeScript loader (npm start's, decision 095).
	{ files: ['scripts/**/*.js'], languageOptions: { globals: globals.node } },
	{
		files: ['**/*.{ts,tsx}'],
		languageOptions: { globals: { ...globals.node, ...globals.browser } },
		plugins: { 'react-hooks': reactHooks, 'import-x': importX },
		settings: {
			// no-cycle reads the imported modules too: it must be able to parse TypeScript.
			'import-x/extensions': ['.ts', '.tsx', '.js'],
			'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
			'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
		},
		rules: {
			...reactHooks.configs.recommended.rules,
			'@typescript-eslint/no-explicit-any': 'off',
			'@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
			'@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
			'import-x/no-cycle': 'error',
			'import-x/no-self-import': 'error',
		},
	},
	{
		// Tests may reach into any layer to set up what they check.
		files: ['**/*.{ts,tsx}'],
		ignores: TESTS,
		rules: { 'import-x/no-restricted-paths': ['error', { zones: layers }] },
	},
	{
		files: ['tests/**/*.ts'],
		rules: {
			'import-x/no-restricted-paths': [
				'error',
				{ zones: [{ target: './tests', from: './scripts', except: ['./lib'], message: 'Tests reach scripts only through scripts/lib.' }] },
			],
			// useSite() and friends are test fixtures, not React hooks.
			'react-hooks/rules-of-hooks': 'off',
		},
	},
	{
		files: ['app/**/*.{ts,tsx}'],
		ignores: ['app/components/ui/link.tsx', 'app/components/ui/link.test.tsx'],
		rules: { 'no-restricted-imports': ['error', { paths: [ROUTER_LINKS] }] },
	},
	{
		// Browser code never sees server modules, not even for a type: shared types live in *.types.ts.
		// Route modules and the root may import them: React Router keeps their loaders on the server
		// (and app/entry.server.tsx runs only there).
		files: ['app/**/*.{ts,tsx}'],
		ignores: ['app/**/*.server.ts', 'app/**/*.server.tsx', 'app/routes/**', 'app/root.tsx', 'app/components/ui/link.tsx', ...TESTS],
		rules: {
			'no-restricted-imports': [
				'error',
				{
					paths: [ROUTER_LINKS],
					patterns: [{ regex: '\\.server(\\.tsx?)?$', message: 'Browser code imports no *.server module; move shared types to a *.types.ts file.' }],
				},
			],
		},
	},
)
