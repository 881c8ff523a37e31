/**
 * Makes the two video testimonials that content/testimonials.json names (video_url), with their
 * captions and posters (decision 087):
 *
 *   content/media/testimonials/<name>.mp4          1280×720, 25 fps, H.264 + AAC, ≤ 400 KB
 *   content/media/testimonials/<name>.vtt          WebVTT captions of the spoken quote
 *   content/media/testimonials/<name>-poster.svg   the opening card (the same drawing `npm run images` makes)
 *
 * Each film is a page (page.ts) captured a frame at a time in headless Chromium with its clock
 * stopped, and encoded by ffmpeg with espeak-ng's voice reading the quote (speech.ts) at the
 * times the cut (films.ts) gives it. Re-running rewrites the films; the same content, voice and
 * browser make the same frames.
 *
 * Needs ffmpeg (with libx264), espeak-ng and Chromium (CHROMIUM_PATH, or /usr/bin/chromium).
 *   Debian: apt-get install -y ffmpeg espeak-ng chromium
 *
 *   npm run videos -- [--out <dir>] [--only <name>]     (from tools/demo-content, after npm ci)
 */
import { execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { CONTENT_DIR, readContent, resolveFromApp } from '../app-content.ts'
import { PRINT } from '../images/lib.ts'
import { loadBrandFont } from '../images/outline-text.ts'
import { companyAndPlace, speakerPrint, testimonialSvg } from '../images/testimonials.ts'
import { launch } from '../screens/render.ts'
import { FILMS, FPS, HEIGHT, MAX_BYTES, WIDTH, type Cut, type Film, captions, planCut } from './films.ts'
import { filmDocument } from './page.ts'
import { RATE, layTrack, speak, writeWav } from './speech.ts'

function parseArgs(argv: string[]): { out: string; only: string | null } {
	let out = path.join(CONTENT_DIR, 'media', 'testimonials')
	let only: string | null = null
	for (let i = 0; i < argv.length; i++) {
		const arg = argv[i]
		const value = argv[i + 1]
		if ((arg === '--out' || arg === '--only') && value) {
			if (arg === '--out') out = path.resolve(process.env.INIT_CWD ?? process.cwd(), value)
			else only = value
			i++
		} else throw new Error(`usage: npm run videos -- [--out <dir>] [--only <name>] (not "${arg}")`)
	}
	return { out, only }
}

function need(tool: string, flag: string, hint: string): void {
	try {
		execFileSync(tool, [flag], { stdio: 'ignore' })
	} catch {
		throw new Error(`videos: ${tool} is not installed (${hint})`)
	}
}

/** The 96×96 portrait of the lower third: the speaker printed on a disc of the amber spot, under the screen, ringed in navy. */
function portraitSvg(entry: { poster_image: string; posted_by: string; company: string }): string {
	return (
		`<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
		`<defs><clipPath id="c"><circle cx="48" cy="48" r="48"/></clipPath>` +
		`<pattern id="d" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><circle cx="3" cy="3" r="1.5" fill="${PRINT.ink}"/></pattern></defs>` +
		`<g clip-path="url(#c)"><circle cx="48" cy="48" r="48" fill="${PRINT.spot}"/>${speakerPrint(entry, 48, 104, 96)}<rect width="96" height="96" fill="url(#d)" opacity=".14"/></g><circle cx="48" cy="48" r="46.5" fill="none" stroke="${PRINT.ink}" stroke-width="3"/></svg>`
	)
}

/** Frames from the page, one PNG each, into ffmpeg with the voice; resolves when the file is written. */
async function shoot(html: string, cut: Cut, voice: string, out: string): Promise<void> {
	const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-films-'))
	const page = path.join(dir, 'film.html')
	fs.writeFileSync(page, html)
	const encoder = spawn(
		'ffmpeg',
		['-v', 'error', '-y', '-f', 'image2pipe', '-framerate', String(FPS), '-c:v', 'png', '-i', 'pipe:0', '-i', voice,
			'-map', '0:v', '-map', '1:a',
			'-c:v', 'libx264', '-preset', 'veryslow', '-tune', 'animation', '-crf', '26', '-profile:v', 'high', '-pix_fmt', 'yuv420p', '-g', String(FPS * 20),
			'-c:a', 'aac', '-b:a', '40k', '-ac', '1', '-ar', String(RATE),
			'-t', cut.duration.toFixed(2), '-movflags', '+faststart', out],
		{ stdio: ['pipe', 'inherit', 'inherit'] },
	)
	const done = new Promise<void>((resolve, reject) => {
		encoder.on('error', reject)
		encoder.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg stopped with ${code} for ${out}`))))
	})
	const browser = await launch()
	try {
		const tab = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT }, deviceScaleFactor: 1 })
		tab.setDefaultTimeout(180_000)
		await tab.goto(`file://${page}`)
		// Strings, run in the page: this package's types have no DOM.
		await tab.evaluate('window.ready')
		await tab.waitForFunction('[...document.images].every((image) => image.complete)')
		const frames = Math.round(cut.duration * FPS)
		for (let frame = 0; frame < frames; frame++) {
			await tab.evaluate(`window.seek(${frame / FPS})`)
			const png = await tab.screenshot({ type: 'png' })
			if (!encoder.stdin.write(png)) await new Promise((resolve) => encoder.stdin.once('drain', resolve))
		}
		encoder.stdin.end()
		await done
	} finally {
		await browser.close()
		fs.rmSync(dir, { recursive: true, force: true })
	}
}

async function main(): Promise<void> {
	const { out, only } = parseArgs(process.argv.slice(2))
	need('ffmpeg', '-version', 'apt-get install -y ffmpeg')
	need('espeak-ng', '--version', 'apt-get install -y espeak-ng')
	const content = readContent(CONTENT_DIR)
	const font = await loadBrandFont()
	const face = `file://${resolveFromApp('@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2')}`
	fs.mkdirSync(out, { recursive: true })
	const films: Film[] = FILMS.filter((film) => !only || film.name === only)
	if (films.length === 0) throw new Error(`videos: no film "${only}" (${FILMS.map((film) => film.name).join(', ')})`)
	for (const film of films) {
		const entry = content.testimonials.find((t) => t.video_url === `/media/testimonials/${film.name}.mp4`)
		if (!entry?.poster_image) throw new Error(`videos: content/testimonials.json has no video testimonial with a poster at /media/testimonials/${film.name}.mp4`)
		const speaker = { poster_image: entry.poster_image, posted_by: entry.posted_by, company: entry.company }
		const [company, place] = companyAndPlace(entry.company)

		const spoken = film.sentences.map((sentence) => speak(sentence, film.voice))
		const cut = planCut(
			film,
			spoken.map((samples) => samples.length / RATE),
		)
		const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-films-voice-'))
		const voice = path.join(dir, 'voice.wav')
		fs.writeFileSync(voice, writeWav(layTrack(cut.duration, cut.beats.map((beat, i) => ({ at: beat.start, samples: spoken[i]! })))))

		const poster = testimonialSvg(speaker, font)
		const html = filmDocument({
			cut,
			client: entry.posted_by,
			role: film.role,
			company,
			place,
			poster,
			portrait: portraitSvg(speaker),
			studio: content.site.company_name,
			tagline: content.site.tagline,
			font: face,
		})
		const mp4 = path.join(out, `${film.name}.mp4`)
		try {
			await shoot(html, cut, voice, mp4)
		} finally {
			fs.rmSync(dir, { recursive: true, force: true })
		}
		fs.writeFileSync(path.join(out, `${film.name}.vtt`), captions(cut))
		const posterFile = path.join(out, entry.poster_image)
		if (!fs.existsSync(posterFile) || fs.readFileSync(posterFile, 'utf8') !== poster) fs.writeFileSync(posterFile, poster)

		const bytes = fs.statSync(mp4).size
		if (bytes > MAX_BYTES) throw new Error(`videos: ${film.name}.mp4 is ${bytes} bytes, over the ${MAX_BYTES} byte budget`)
		console.log(`${mp4} (${cut.duration.toFixed(2)} s, ${WIDTH}×${HEIGHT}, ${bytes} bytes) + ${film.name}.vtt + ${entry.poster_image}`)
	}
}

await main()
