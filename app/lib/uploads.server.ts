import { randomUUID } from 'node:crypto'
import { createReadStream, createWriteStream } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import { Transform, type Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { fileTypeFromFile } from 'file-type'

export type UploadProblem = 'too_large' | 'not_pdf' | 'empty'

export const UPLOAD_MESSAGES: Record<UploadProblem, string> = {
	too_large: 'The CV can be at most 5 MB.',
	not_pdf: 'The CV must be a PDF document.',
	empty: 'Attach your CV as a PDF file.',
}

export interface ReceivedFile {
	tempPath: string
	bytes: number
	originalName: string
}

class TooLarge extends Error {}

/**
 * Where CVs live: DATA_DIR/uploads, outside anything the server serves.
 * Files arrive in tmp/ and move to cv/ under a generated name only once the
 * application is valid; anything else is deleted.
 */
export function createCvStore(dataDir: string, maxBytes: number) {
	const tmpDir = path.join(dataDir, 'uploads', 'tmp')
	const cvDir = path.join(dataDir, 'uploads', 'cv')
	/** Where a kept CV is, by its generated name; anything else is refused, so no name reaches outside cv/. */
	const pathOf = (name: string): string => {
		if (!/^[0-9a-f-]{36}\.pdf$/.test(name)) throw new Error(`Not a stored CV name: ${JSON.stringify(name)}`)
		return path.join(cvDir, name)
	}

	return {
		cvDir,

		/** Streams an upload to a temporary file, stopping as soon as it exceeds the limit. */
		async receive(stream: Readable, originalName: string): Promise<ReceivedFile | UploadProblem> {
			await fs.mkdir(tmpDir, { recursive: true })
			const tempPath = path.join(tmpDir, `${randomUUID()}.part`)
			let bytes = 0
			const counter = new Transform({
				transform(chunk: Buffer, _encoding, callback) {
					bytes += chunk.length
					callback(bytes > maxBytes ? new TooLarge() : null, chunk)
				},
			})
			try {
				await pipeline(stream, counter, createWriteStream(tempPath))
			} catch (error) {
				await fs.rm(tempPath, { force: true })
				if (error instanceof TooLarge || (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') return 'too_large'
				throw error
			}
			if (bytes === 0) {
				await fs.rm(tempPath, { force: true })
				return 'empty'
			}
			// Judged by its bytes, not by its name or the browser's word: a PDF signature, then a
			// document a PDF reader can open with at least one page, and nothing a browser would
			// take for a web page.
			const type = await fileTypeFromFile(tempPath)
			if (type?.mime !== 'application/pdf' || !(await isReadablePdf(tempPath))) {
				await fs.rm(tempPath, { force: true })
				return 'not_pdf'
			}
			return { tempPath, bytes, originalName: safeName(originalName) }
		},

		/** Moves a received file to its permanent, generated name. */
		async keep(file: ReceivedFile): Promise<{ name: string; path: string }> {
			await fs.mkdir(cvDir, { recursive: true })
			const name = `${randomUUID()}.pdf`
			const target = path.join(cvDir, name)
			await fs.rename(file.tempPath, target)
			return { name, path: target }
		},

		pathOf,

		/** A kept CV's bytes and size, or null when the file is gone (purged or erased). */
		async open(name: string): Promise<{ stream: Readable; bytes: number } | null> {
			const file = pathOf(name)
			try {
				const stat = await fs.stat(file)
				return { stream: createReadStream(file), bytes: stat.size }
			} catch (error) {
				if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
				throw error
			}
		},

		async discard(filePath: string | undefined): Promise<void> {
			if (filePath) await fs.rm(filePath, { force: true })
		},

		/**
		 * What a crash can leave: half-written uploads in tmp/, and CVs in cv/
		 * whose application was never committed. Files younger than `minAgeMs`
		 * are left alone, since another server may be committing them now.
		 * Answers how many files were deleted.
		 */
		async removeLeftovers(isReferenced: (names: string[]) => Promise<Set<string>>, minAgeMs = 60 * 60 * 1000, now = Date.now()): Promise<number> {
			const old = async (dir: string) => {
				const names = await fs.readdir(dir).catch(() => [] as string[])
				const stats = await Promise.all(names.map(async (name) => ({ name, stat: await fs.stat(path.join(dir, name)).catch(() => undefined) })))
				return stats.filter(({ stat }) => stat?.isFile() && now - stat.mtimeMs >= minAgeMs).map(({ name }) => name)
			}
			const temporary = await old(tmpDir)
			const candidates = (await old(cvDir)).filter((name) => /^[0-9a-f-]{36}\.pdf$/.test(name))
			const referenced = candidates.length ? await isReferenced(candidates) : new Set<string>()
			const orphans = candidates.filter((name) => !referenced.has(name))
			await Promise.all([...temporary.map((name) => fs.rm(path.join(tmpDir, name), { force: true })), ...orphans.map((name) => fs.rm(path.join(cvDir, name), { force: true }))])
			return temporary.length + orphans.length
		},
	}
}

export type CvStore = ReturnType<typeof createCvStore>

/**
 * The visitor's file name, kept for the agency's reference only (never used as a path): letters,
 * digits, dots, dashes and spaces, always ending in .pdf, so a "resume.html" reaches the inbox as
 * "resume.pdf" and no mail program treats it as a web page.
 */
export function safeName(name: string): string {
	const stem = path
		.basename(name || 'cv')
		.replace(/\.[^.]*$/, '')
		.replace(/[^\w.\- ]+/g, '_')
		.replace(/^[.\s]+/, '')
		.slice(0, 100)
	return `${stem || 'cv'}.pdf`
}

/** What a browser sniffing a file as a web page looks for near its start (a PDF/HTML polyglot). */
const MARKUP = /<\s*(?:!doctype|html|head|body|script|iframe|svg|object|embed|meta|style|a\s)/i
const SNIFFED_BYTES = 1024

/** A PDF that a reader opens, with at least one page, and no markup where a browser would sniff it. */
async function isReadablePdf(file: string): Promise<boolean> {
	const data = await fs.readFile(file)
	if (MARKUP.test(data.subarray(0, SNIFFED_BYTES).toString('latin1'))) return false
	// Loaded on the first CV only: the reader is large.
	const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs')
	try {
		const document = await getDocument({ data: new Uint8Array(data), isEvalSupported: false, stopAtErrors: true, verbosity: 0 }).promise
		try {
			return document.numPages >= 1
		} finally {
			await document.destroy()
		}
	} catch {
		return false
	}
}
