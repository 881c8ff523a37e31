/**
 * Generates original SVG images for every image file the demo content refers
 * to, plus the agency's own brand images:
 *
 *   content/media/portfolio/<image>      1200×2400 home-page "screenshots"
 *   content/media/logos/<image>          400×400 client logos
 *   content/media/events/<photo>         1200×800 event illustrations
 *   content/media/blog/<image>           1200×630 blog covers
 *   content/media/testimonials/<poster>  1280×720 video poster frames
 *   content/media/brand/                 logo.svg, favicon.svg, og-default.svg
 *
 * Output is deterministic (each image is seeded from its file name), files
 * whose content is unchanged are not rewritten, and nothing is deleted.
 * Missing or half-written content files are reported and skipped.
 *
 *   npx tsx scripts/generate-images.ts [--content <dir>] [--out <dir>]
 */
import fs from 'node:fs'
import path from 'node:path'
import YAML from 'yaml'
import { blogSvg } from './images/blog.ts'
import { brandLogoSvg, faviconSvg, ogDefaultSvg } from './images/brand.ts'
import { eventSvg } from './images/events.ts'
import { logoSvg } from './images/logos.ts'
import { portfolioSvg } from './images/portfolio.ts'
import { testimonialSvg } from './images/testimonials.ts'

/** One image to produce: its file name inside the kind's folder and how to draw it. */
interface Job {
	file: string
	render: () => string
}

type Kind = 'portfolio' | 'logos' | 'events' | 'blog' | 'testimonials' | 'brand'

const FILE_NAME = /^[a-z0-9][a-z0-9-]*\.svg$/

// ------------------------------------------------------------------ reading

function parseArgs(argv: string[]): { content: string; out: string } {
	const options = { content: 'content', out: '' }
	for (let i = 0; i < argv.length; i++) {
		const arg = argv[i]!
		const [flag, inline] = arg.split('=', 2) as [string, string | undefined]
		if (flag !== '--content' && flag !== '--out') throw new Error(`unknown argument: ${arg} (use --content <dir> and --out <dir>)`)
		const value = inline ?? argv[++i]
		if (!value) throw new Error(`${flag} needs a directory`)
		options[flag === '--content' ? 'content' : 'out'] = value
	}
	return { content: options.content, out: options.out || path.join(options.content, 'media') }
}

const warnings: string[] = []

/** A JSON content file, or `fallback` when it is missing or (still) unparsable. */
function readJson(dir: string, file: string, fallback: unknown = []): unknown {
	const full = path.join(dir, file)
	if (!fs.existsSync(full)) {
		warnings.push(`${file}: not found, skipped`)
		return fallback
	}
	try {
		return JSON.parse(fs.readFileSync(full, 'utf8'))
	} catch (error) {
		warnings.push(`${file}: ${(error as Error).message}, skipped`)
		return fallback
	}
}

/** The objects of a JSON array file (anything else reads as an empty list). */
function readList(dir: string, file: string): Record<string, unknown>[] {
	const data = readJson(dir, file)
	if (!Array.isArray(data)) {
		warnings.push(`${file}: expected a JSON array, skipped`)
		return []
	}
	return data.filter((entry): entry is Record<string, unknown> => typeof entry === 'object' && entry !== null)
}

/** Front matter of every Markdown file in a folder, in file-name order. */
function readFrontMatter(dir: string, folder: string): Record<string, unknown>[] {
	const full = path.join(dir, folder)
	if (!fs.existsSync(full)) {
		warnings.push(`${folder}/: not found, skipped`)
		return []
	}
	const out: Record<string, unknown>[] = []
	for (const name of fs.readdirSync(full).filter((f) => f.endsWith('.md')).sort()) {
		const match = /^---\r?\n([\s\S]*?)\r?\n---/.exec(fs.readFileSync(path.join(full, name), 'utf8'))
		if (!match) {
			warnings.push(`${folder}/${name}: no front matter, skipped`)
			continue
		}
		try {
			const data: unknown = YAML.parse(match[1]!)
			if (data && typeof data === 'object') out.push(data as Record<string, unknown>)
		} catch (error) {
			warnings.push(`${folder}/${name}: ${(error as Error).message.split('\n')[0]}, skipped`)
		}
	}
	return out
}

const str = (value: unknown, fallback = ''): string => (typeof value === 'string' ? value : fallback)

// ------------------------------------------------------------------ jobs

function portfolioJobs(dir: string): Job[] {
	const categories = new Map<string, { label: string; kind: string }>()
	if (fs.existsSync(path.join(dir, 'portfolio/categories.json'))) {
		for (const cat of readList(dir, 'portfolio/categories.json')) categories.set(str(cat.slug), { label: str(cat.label), kind: str(cat.kind) })
	}
	return readList(dir, 'portfolio/items.json').map((item) => {
		const category = str(item.category)
		const entry = {
			category,
			categoryLabel: categories.get(category)?.label,
			categoryKind: categories.get(category)?.kind,
			title: str(item.title, 'Untitled project'),
			domain: str(item.domain, 'example.com'),
			image: str(item.image),
			description: str(item.description),
		}
		return { file: entry.image, render: () => portfolioSvg(entry) }
	})
}

function logoJobs(dir: string): Job[] {
	return readList(dir, 'logos.json').map((logo) => {
		const entry = { image: str(logo.image), title: str(logo.title), client: str(logo.client) || str(logo.title, 'Client') }
		return { file: entry.image, render: () => logoSvg(entry) }
	})
}

function eventJobs(dir: string): Job[] {
	const jobs: Job[] = []
	for (const event of readList(dir, 'events.json')) {
		const name = str(event.name, 'Team event')
		const cover = str(event.photo)
		const photos = Array.isArray(event.photos) ? (event.photos as Record<string, unknown>[]) : []
		// the cover takes the scene of the event itself
		jobs.push({ file: cover, render: () => eventSvg({ photo: cover, title: name, event: name }) })
		for (const photo of photos) {
			if (!photo || typeof photo !== 'object') continue
			const file = str(photo.photo)
			const title = str(photo.title, name)
			jobs.push({ file, render: () => eventSvg({ photo: file, title, event: name }) })
		}
	}
	return jobs
}

function blogJobs(dir: string): Job[] {
	return readFrontMatter(dir, 'blog/posts').map((post) => {
		const entry = { image: str(post.image), title: str(post.title, 'Blog post'), category: str(post.category) }
		return { file: entry.image, render: () => blogSvg(entry) }
	})
}

function testimonialJobs(dir: string): Job[] {
	return readList(dir, 'testimonials.json')
		.filter((t) => typeof t.poster_image === 'string')
		.map((t) => {
			const entry = { poster_image: str(t.poster_image), posted_by: str(t.posted_by, 'A happy client'), company: str(t.company) }
			return { file: entry.poster_image, render: () => testimonialSvg(entry) }
		})
}

function brandJobs(dir: string): Job[] {
	const site = readJson(dir, 'site.json', {}) as Record<string, unknown>
	const name = str(site.company_name, 'Lanternfish Digital')
	const tagline = str(site.tagline)
	return [
		{ file: 'logo.svg', render: () => brandLogoSvg(name) },
		{ file: 'favicon.svg', render: () => faviconSvg(name) },
		{ file: 'og-default.svg', render: () => ogDefaultSvg(name, tagline) },
	]
}

// ------------------------------------------------------------------ writing

interface Tally {
	written: number
	unchanged: number
	skipped: number
}

function run(kind: Kind, jobs: Job[], outDir: string): Tally {
	const tally: Tally = { written: 0, unchanged: 0, skipped: 0 }
	const folder = path.join(outDir, kind)
	const seen = new Set<string>()
	for (const job of jobs) {
		if (seen.has(job.file)) continue // the same file referenced twice is drawn once
		seen.add(job.file)
		if (!FILE_NAME.test(job.file)) {
			warnings.push(`${kind}: "${job.file}" is not a lowercase .svg file name, skipped`)
			tally.skipped++
			continue
		}
		const svg = job.render()
		const target = path.join(folder, job.file)
		if (fs.existsSync(target) && fs.readFileSync(target, 'utf8') === svg) {
			tally.unchanged++
			continue
		}
		fs.mkdirSync(folder, { recursive: true })
		fs.writeFileSync(target, svg)
		tally.written++
	}
	return tally
}

function main(): void {
	const { content, out } = parseArgs(process.argv.slice(2))
	const kinds: [Kind, (dir: string) => Job[]][] = [
		['portfolio', portfolioJobs],
		['logos', logoJobs],
		['events', eventJobs],
		['blog', blogJobs],
		['testimonials', testimonialJobs],
		['brand', brandJobs],
	]
	const lines: string[] = []
	for (const [kind, collect] of kinds) {
		const t = run(kind, collect(content), out)
		lines.push(`${kind}: ${t.written} written, ${t.unchanged} unchanged${t.skipped ? `, ${t.skipped} skipped` : ''}`)
	}
	for (const warning of warnings) console.warn(`warning: ${warning}`)
	for (const line of lines) console.log(line)
}

main()
