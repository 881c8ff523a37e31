/**
 * Generates original SVG images for every image file the demo content refers
 * to, plus the agency's own brand images:
 *
 *   content/media/portfolio/<image>      1200×2400 home-page "screenshots"
 *   content/media/logos/<image>          400×400 client logos
 *   content/media/events/<photo>         1200×800 event illustrations
 *   content/media/blog/<image>           1200×630 blog covers
 *   content/media/testimonials/<poster>  1280×720 video poster frames
 *   content/media/case-studies/<image>   1200×750 WebP covers and 1200×800 WebP gallery pictures: the products' screens
 *                                        written as HTML and captured in Chromium (screens/)
 *   content/media/pages/<hero_image>     960×720 hero illustrations of pages and services
 *   content/media/team/<portrait>        480×480 illustrated portraits of the team
 *   content/media/brand/                 logo.svg, favicon.svg, og-default.svg
 *
 * Output is deterministic (each image is seeded from its file name), files
 * whose content is unchanged are not rewritten, and nothing is deleted.
 * The content is read through the same schema-checked reader as the seed, so
 * a content file that does not fit stops the run with its file and field.
 *
 *   npm run images -- [--content <dir>] [--out <dir>]      (from the repository)
 *   npm run generate -- [--content <dir>] [--out <dir>]    (from tools/demo-content)
 *
 * The content defaults to the repository's content/ and the output to its media/ folder;
 * relative paths are taken from where npm was started.
 */
import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { CONTENT_DIR, type Content, readContent } from './app-content.ts'
import { blogSvg } from './images/blog.ts'
import { brandLogoSvg, faviconSvg, ogDefaultSvg } from './images/brand.ts'
import { loadBrandFont, type OutlineFont } from './images/outline-text.ts'
import { eventSvg } from './images/events.ts'
import { heroScene, heroSvg } from './images/heroes.ts'
import { logoSvg } from './images/logos.ts'
import { STUDY_SCREENS } from './screens/index.ts'
import { captureScreens, composeCover, composeGallery, launch } from './screens/render.ts'
import { portfolioArchetype, portfolioSvg } from './images/portfolio.ts'
import { teamSvg } from './images/team.ts'
import { testimonialSvg } from './images/testimonials.ts'

/** One image to produce: its file name inside the kind's folder and how to draw it. */
interface Job {
	file: string
	render: () => string
}

type Kind = 'portfolio' | 'logos' | 'events' | 'blog' | 'testimonials' | 'brand' | 'pages' | 'team'

const FILE_NAME = /^[a-z0-9][a-z0-9-]*\.(svg|webp)$/

/**
 * A picture named .webp is drawn as SVG and written as a WebP this wide: the case studies'
 * covers, which hold a whole site's screenshot and shown as SVG cost a phone's main thread
 * about half a second to draw (Lighthouse's TBT on / went from 17 to 400–800 ms with three).
 */
const RASTER_WIDTH = 1200
/** The smaller widths each such picture is also written at, as `<name>-<width>.webp`, for cards and phones (app/lib/media.ts). */
const RASTER_SMALL_WIDTHS = [480, 800]

// ------------------------------------------------------------------ reading

function parseArgs(argv: string[]): { content: string; out: string } {
	const options = { content: CONTENT_DIR, out: '' }
	// npm runs the script in this package's folder; a path given on the command line means where npm was started
	const started = process.env.INIT_CWD ?? process.cwd()
	for (let i = 0; i < argv.length; i++) {
		const arg = argv[i]!
		const [flag, inline] = arg.split('=', 2) as [string, string | undefined]
		if (flag !== '--content' && flag !== '--out') throw new Error(`unknown argument: ${arg} (use --content <dir> and --out <dir>)`)
		const value = inline ?? argv[++i]
		if (!value) throw new Error(`${flag} needs a directory`)
		options[flag === '--content' ? 'content' : 'out'] = path.resolve(started, value)
	}
	return { content: options.content, out: options.out || path.join(options.content, 'media') }
}

const warnings: string[] = []

// ------------------------------------------------------------------ jobs

function portfolioEntries(c: Content) {
	const categories = new Map(c.portfolioCategories.map((category) => [category.slug, category]))
	// projects of the same kind are numbered in content order, so each gets its own layout and palette
	const siblings = new Map<string, number>()
	return c.portfolioItems.map((item) => {
		const entry = {
			category: item.category,
			categoryLabel: categories.get(item.category)?.label,
			categoryKind: categories.get(item.category)?.kind,
			title: item.title,
			domain: item.domain,
			image: item.image,
			description: item.description,
		}
		const kind = portfolioArchetype(entry)
		const variant = siblings.get(kind) ?? 0
		siblings.set(kind, variant + 1)
		return { ...entry, variant }
	})
}

function portfolioJobs(c: Content): Job[] {
	return portfolioEntries(c).map((entry) => ({ file: entry.image, render: () => portfolioSvg(entry) }))
}

function logoJobs(c: Content): Job[] {
	return c.logos.map((logo) => {
		const entry = { image: logo.image, title: logo.title, client: logo.client || logo.title }
		return { file: entry.image, render: () => logoSvg(entry) }
	})
}

function eventJobs(c: Content): Job[] {
	return c.events.flatMap((event) => [
		// the cover takes the scene of the event itself
		{ file: event.photo, render: () => eventSvg({ photo: event.photo, title: event.name, event: event.name }) },
		...event.photos.map((photo) => ({
			file: photo.photo,
			render: () => eventSvg({ photo: photo.photo, title: photo.title || event.name, event: event.name }),
		})),
	])
}

function blogJobs(c: Content): Job[] {
	return c.blogPosts.map((post) => {
		const entry = { image: post.image, title: post.title, category: post.category }
		return { file: entry.image, render: () => blogSvg(entry) }
	})
}

function testimonialJobs(c: Content, font: OutlineFont): Job[] {
	return c.testimonials.flatMap((t) => {
		if (!t.poster_image) return []
		const entry = { poster_image: t.poster_image, posted_by: t.posted_by, company: t.company }
		return [{ file: entry.poster_image, render: () => testimonialSvg(entry, font) }]
	})
}

function heroJobs(c: Content): Job[] {
	const heroes = [
		...c.pages.map((page) => ({ slug: page.slug, file: page.hero_image, title: page.title })),
		...c.services.map((service) => ({ slug: service.slug, file: service.hero_image, title: service.name })),
	]
	return heroes.flatMap(({ slug, file, title }) => {
		if (!file) return []
		const hero = { file, title: `Illustration for ${title}`, scene: heroScene(slug) }
		return [{ file, render: () => heroSvg(hero) }]
	})
}

/** Which demo people are drawn with feminine looks; anyone else is left to the seed. */
const FEM_NAMES = new Set(['Rachel Okafor', 'Meera Iyer', 'Fatima Sheikh', 'Kavita Joshi'])

function teamJobs(c: Content): Job[] {
	return c.team.map((member, i) => {
		const person = { portrait: member.portrait, name: member.name, fem: FEM_NAMES.has(member.name) }
		return { file: member.portrait, render: () => teamSvg(person, i) }
	})
}

function brandJobs(c: Content, font: OutlineFont): Job[] {
	const { company_name: name, tagline } = c.site
	return [
		{ file: 'logo.svg', render: () => brandLogoSvg(font, name) },
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

async function run(kind: Kind, jobs: Job[], outDir: string): Promise<Tally> {
	const tally: Tally = { written: 0, unchanged: 0, skipped: 0 }
	const folder = path.join(outDir, kind)
	const seen = new Set<string>()
	for (const job of jobs) {
		if (seen.has(job.file)) continue // the same file referenced twice is drawn once
		seen.add(job.file)
		if (!FILE_NAME.test(job.file)) {
			warnings.push(`${kind}: "${job.file}" is not a lowercase .svg or .webp file name, skipped`)
			tally.skipped++
			continue
		}
		const svg = job.render()
		const files: [string, Buffer][] = job.file.endsWith('.webp')
			? [
					[job.file, await rasterise(svg, RASTER_WIDTH)],
					...(await Promise.all(
						RASTER_SMALL_WIDTHS.map(async (width): Promise<[string, Buffer]> => [job.file.replace(/\.webp$/, `-${width}.webp`), await rasterise(svg, width)]),
					)),
				]
			: [[job.file, Buffer.from(svg)]]
		write(folder, files, tally)
	}
	return tally
}

function write(folder: string, files: [string, Buffer][], tally: Tally): void {
	for (const [file, bytes] of files) {
		const target = path.join(folder, file)
		if (fs.existsSync(target) && fs.readFileSync(target).equals(bytes)) {
			tally.unchanged++
			continue
		}
		fs.mkdirSync(folder, { recursive: true })
		fs.writeFileSync(target, bytes)
		tally.written++
	}
}

/**
 * The case studies' pictures: each study's screens captured in Chromium, laid out on its ground
 * (screens/), and written as WebP at the widths the site asks for, like the other rasters.
 */
async function caseStudyPictures(c: Content, outDir: string): Promise<Tally> {
	const tally: Tally = { written: 0, unchanged: 0, skipped: 0 }
	const folder = path.join(outDir, 'case-studies')
	const browser = await launch()
	try {
		for (const study of c.caseStudies) {
			const screens = STUDY_SCREENS.get(study.slug)
			if (!screens) {
				warnings.push(`case-studies: "${study.slug}" has no screens in screens/index.ts, skipped`)
				tally.skipped++
				continue
			}
			const shots = await captureScreens(browser, screens)
			const pictures: [string, Buffer][] = [[study.cover, await composeCover(browser, screens, study.client, shots)]]
			for (const shot of study.gallery) {
				const picture = screens.gallery.find((entry) => entry.file === shot.image)
				if (!picture) {
					warnings.push(`case-studies: "${shot.image}" of "${study.slug}" has no layout in its screens, skipped`)
					tally.skipped++
					continue
				}
				pictures.push([shot.image, await composeGallery(browser, screens, picture.layout, shots)])
			}
			for (const [file, png] of pictures) {
				if (!file.endsWith('.webp')) throw new Error(`case-studies: "${file}" must be a .webp name: the pictures are screens, written as WebP`)
				write(folder, [[file, await rasterPng(png, RASTER_WIDTH)], ...(await Promise.all(RASTER_SMALL_WIDTHS.map(async (width): Promise<[string, Buffer]> => [file.replace(/\.webp$/, `-${width}.webp`), await rasterPng(png, width)])))], tally)
			}
		}
	} finally {
		await browser.close()
	}
	return tally
}

function rasterPng(png: Buffer, width: number): Promise<Buffer> {
	return sharp(png).resize({ width }).webp({ quality: 80, effort: 6 }).toBuffer()
}

function rasterise(svg: string, width: number): Promise<Buffer> {
	return sharp(Buffer.from(svg)).resize({ width }).webp({ quality: 78, effort: 6 }).toBuffer()
}

async function main(): Promise<void> {
	const { content, out } = parseArgs(process.argv.slice(2))
	const c = readContent(content)
	const font = await loadBrandFont()
	const kinds: [Kind, (c: Content) => Job[]][] = [
		['portfolio', portfolioJobs],
		['logos', logoJobs],
		['events', eventJobs],
		['blog', blogJobs],
		['testimonials', (content) => testimonialJobs(content, font)],
		['brand', (content) => brandJobs(content, font)],
		['pages', heroJobs],
		['team', teamJobs],
	]
	const lines: string[] = []
	for (const [kind, collect] of kinds) {
		const t = await run(kind, collect(c), out)
		lines.push(`${kind}: ${t.written} written, ${t.unchanged} unchanged${t.skipped ? `, ${t.skipped} skipped` : ''}`)
	}
	const t = await caseStudyPictures(c, out)
	lines.push(`case-studies: ${t.written} written, ${t.unchanged} unchanged${t.skipped ? `, ${t.skipped} skipped` : ''}`)
	for (const warning of warnings) console.warn(`warning: ${warning}`)
	for (const line of lines) console.log(line)
}

await main()
