import js from '@eslint/js'
import globals from 'globals'
import tseslint from 'typescript-eslint'

// The app's rules that apply to a script package (its layer and React rules do not); the packages come from the repository's install.
export default tseslint.config(
	{ ignores: ['node_modules/'] },
	js.configs.recommended,
	...tseslint.configs.recommended,
	{
		files: ['**/*.ts'],
		languageOptions: { globals: globals.node },
		rules: {
			'@typescript-eslint/no-explicit-any': 'off',
			'@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
			'@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
		},
	},
)
