import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ROOT } from '#server/paths.ts'

const DECISIONS = path.join(ROOT, 'docs', 'decisions')

/** The Markdown a reader of the repository opens: the top-level documents and everything under docs/. */
function markdownFiles(): string[] {
	const under = (dir: string): string[] =>
		fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? under(path.join(dir, entry.name)) : entry.name.endsWith('.md') ? [path.join(dir, entry.name)] : []))
	return [...['README.md', 'CONTRIBUTING.md', 'SECURITY.md'].map((file) => path.join(ROOT, file)), ...under(path.join(ROOT, 'docs'))]
}

/** The code, styles, scripts and tests of the repository (what a reader opens besides the documents). */
function sourceFiles(): string[] {
	const skip = new Set(['node_modules', 'build', '.git', 'test-results', 'data', '.react-router', 'coverage'])
	const under = (dir: string): string[] =>
		fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
			if (entry.name.startsWith('.') && entry.name !== '.ci') return []
			if (entry.isDirectory()) return skip.has(entry.name) ? [] : under(path.join(dir, entry.name))
			return /\.(?:[cm]?[jt]sx?|css|sh)$|^run$/.test(entry.name) ? [path.join(dir, entry.name)] : []
		})
	return ['app', 'server', 'database', 'scripts', 'tests', 'tools', 'deploy', '.ci'].filter((dir) => fs.existsSync(path.join(ROOT, dir))).flatMap((dir) => under(path.join(ROOT, dir)))
}

describe('the documents stand alone', () => {
	it('the decisions index lists every record, each row linking its file', () => {
		const index = fs.readFileSync(path.join(DECISIONS, 'README.md'), 'utf8')
		const records = fs.readdirSync(DECISIONS).filter((name) => /^\d{3}-.+\.md$/.test(name))
		const listed = [...index.matchAll(/^\| (\d{3}) \| \[[^\]]+\]\(([^)]+)\)/gm)].map((match) => ({ number: match[1]!, file: match[2]! }))
		expect(records.length).toBeGreaterThan(70)
		expect(listed.map((row) => row.file).sort()).toEqual(records.sort())
		for (const row of listed) expect(row.file.startsWith(`${row.number}-`), row.file).toBe(true)
	})

	it('every relative link in the documents leads to a file of the repository', () => {
		const broken: string[] = []
		for (const file of markdownFiles()) {
			const text = fs.readFileSync(file, 'utf8')
			for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
				if (/^[a-z][a-z+.-]*:/i.test(target!) || target!.startsWith('#')) continue
				const resolved = path.resolve(path.dirname(file), decodeURI(target!.split('#')[0]!))
				if (path.relative(ROOT, resolved).startsWith('..') || !fs.existsSync(resolved)) broken.push(`${path.relative(ROOT, file)}: ${target}`)
			}
		}
		expect(broken).toEqual([])
	})

	it('no document, source file or test points to a file or a tracker outside the repository', () => {
		const outside = /\.\.\/shared|\/work\/|(?<![\w-])(?:DESIGN|STYLE)\.md|\b[Ii]ssues? #?\d+/
		const found = [...markdownFiles(), ...sourceFiles()].flatMap((file) =>
			fs
				.readFileSync(file, 'utf8')
				.split('\n')
				.flatMap((line, index) => (outside.test(line) && !line.includes('outside.test') && !line.includes('const outside') ? [`${path.relative(ROOT, file)}:${index + 1}: ${line.trim().slice(0, 120)}`] : [])),
		)
		expect(found).toEqual([])
	})

	it('every "spec §N" the code and the documents cite is a section of docs/spec.md', () => {
		const sections = new Set([...fs.readFileSync(path.join(ROOT, 'docs', 'spec.md'), 'utf8').matchAll(/^## (\d+)\. /gm)].map((match) => match[1]))
		expect(sections.size).toBeGreaterThan(5)
		const cited = [...markdownFiles(), ...sourceFiles()].flatMap((file) =>
			[...fs.readFileSync(file, 'utf8').matchAll(/spec §(\d+)/g)].map((match) => ({ file: path.relative(ROOT, file), section: match[1]! })),
		)
		expect(cited.length).toBeGreaterThan(20)
		expect(cited.filter((citation) => !sections.has(citation.section))).toEqual([])
	})
})
