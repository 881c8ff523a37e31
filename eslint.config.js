import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default tseslint.config(
	{ ignores: ['build/', 'data/', 'node_modules/', '.react-router/', 'content/media/'] },
	js.configs.recommended,
	...tseslint.configs.recommended,
	{
		files: ['**/*.{ts,tsx}'],
		languageOptions: { globals: { ...globals.node, ...globals.browser } },
		plugins: { 'react-hooks': reactHooks },
		rules: {
			...reactHooks.configs.recommended.rules,
			'@typescript-eslint/no-explicit-any': 'off',
			'@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
			'@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
		},
	},
	{
		// useSite() and friends are test fixtures, not React hooks.
		files: ['tests/**/*.ts'],
		rules: { 'react-hooks/rules-of-hooks': 'off' },
	},
	{
		// The browser bundle must never reach server code.
		files: ['app/**/*.{ts,tsx}'],
		rules: {
			'no-restricted-imports': ['error', { patterns: [{ group: ['#server/*', '**/server/*', '#scripts/*'], message: 'app/ never imports server/ or scripts/.' }] }],
		},
	},
)
