import path from 'node:path'
import ts from 'typescript'
import { ROOT } from '#server/paths.ts'

/**
 * `npm run lint` part two: no import cycle between our modules, type-only
 * imports included (ESLint's import-x/no-cycle skips those). Modules are
 * resolved by the TypeScript compiler with the project's own settings, so
 * the #app/… aliases and .ts extensions resolve as they do everywhere else.
 */
const parsed = ts.parseJsonConfigFileContent(ts.readConfigFile(path.join(ROOT, 'tsconfig.json'), ts.sys.readFile).config, ts.sys, ROOT)
const options = parsed.options
const files = parsed.fileNames.filter((file) => !file.includes(`${path.sep}.react-router${path.sep}`) && !file.includes('node_modules'))
const ours = new Set(files)

const graph = new Map<string, string[]>()
for (const file of files) {
	const { importedFiles } = ts.preProcessFile(ts.sys.readFile(file) ?? '', true, true)
	const targets = importedFiles
		.map(({ fileName }) => ts.resolveModuleName(fileName, file, options, ts.sys).resolvedModule?.resolvedFileName)
		.filter((target): target is string => target !== undefined && ours.has(target))
	graph.set(file, targets)
}

// Tarjan's strongly connected components: every component of more than one module is a cycle.
let index = 0
const stack: string[] = []
const state = new Map<string, { index: number; low: number; onStack: boolean }>()
const cycles: string[][] = []
function visit(file: string) {
	const node = { index, low: index, onStack: true }
	index++
	state.set(file, node)
	stack.push(file)
	for (const next of graph.get(file) ?? []) {
		const seen = state.get(next)
		if (!seen) {
			visit(next)
			node.low = Math.min(node.low, state.get(next)!.low)
		} else if (seen.onStack) {
			node.low = Math.min(node.low, seen.index)
		}
	}
	if (node.low === node.index) {
		const component: string[] = []
		let member: string
		do {
			member = stack.pop()!
			state.get(member)!.onStack = false
			component.push(member)
		} while (member !== file)
		if (component.length > 1 || graph.get(file)?.includes(file)) cycles.push(component)
	}
}
for (const file of files) if (!state.has(file)) visit(file)

if (cycles.length > 0) {
	for (const cycle of cycles) console.error(`Import cycle: ${cycle.map((file) => path.relative(ROOT, file)).sort().join(' ↔ ')}`)
	process.exit(1)
}
console.log(`No import cycles among ${files.length} modules.`)
