import { randomUUID } from 'node:crypto'
import { createReadStream, createWriteStream } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import { Transform, type Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { fileTypeFromFile } from 'file-type'
import { type FileStorage, PRIVATE_DIR, PRIVATE_FILE } from './storage.server.ts'
import { hasActiveContent } from './pdf-content.server.ts'
import { FileTooLargeError } from './multipart.server.ts'

export type UploadProblem = 'too_large' | 'not_pdf' | 'active_pdf' | 'empty'

export const UPLOAD_MESSAGES: Record<UploadProblem, string> = {
	too_large: 'The CV can be at most 5 MB.',
	not_pdf: 'The CV must be a PDF document.',
	active_pdf: 'This PDF contains scripts or embedded files; please export a plain PDF.',
	empty: 'Attach your CV as a PDF file.',
}

export interface ReceivedFile {
	tempPath: string
	bytes: number
	originalName: string
}

class TooLarge extends Error {}

/** Where kept CVs are in the file storage: private, never under a served prefix. */
export const CV_PREFIX = 'uploads/cv/'
const CV_NAME = /^[0-9a-f-]{36}\.pdf$/

/**
 * Where CVs live: in the file storage under uploads/cv/ (DATA_DIR or the bucket), never served.
 * An upload first streams to `tmpDir` on this machine's disk, where it is checked; it goes to
 * the storage under a generated name only once the application is valid; anything else is deleted.
 */
export function createCvStore(storage: FileStorage, tmpDir: string, maxBytes: number) {
	/** Where a kept CV is, by its generated name; anything else is refused, so no name reaches outside uploads/cv/. */
	const keyOf = (name: string): string => {
		if (!CV_NAME.test(name)) throw new Error(`Not a stored CV name: ${JSON.stringify(name)}`)
		return `${CV_PREFIX}${name}`
	}

	return {
		/** Streams an upload to a temporary file, stopping as soon as it exceeds the limit. */
		async receive(stream: Readable, originalName: string): Promise<ReceivedFile | UploadProblem> {
			await fs.mkdir(tmpDir, { recursive: true, mode: PRIVATE_DIR })
			const tempPath = path.join(tmpDir, `${randomUUID()}.part`)
			let bytes = 0
			const counter = new Transform({
				transform(chunk: Buffer, _encoding, callback) {
					bytes += chunk.length
					callback(bytes > maxBytes ? new TooLarge() : null, chunk)
				},
			})
			try {
				await pipeline(stream, counter, createWriteStream(tempPath, { mode: PRIVATE_FILE }))
			} catch (error) {
				await fs.rm(tempPath, { force: true })
				if (error instanceof TooLarge || error instanceof FileTooLargeError) return 'too_large'
				throw error
			}
			if (bytes === 0) {
				await fs.rm(tempPath, { force: true })
				return 'empty'
			}
			// Judged by its bytes, not by its name or the browser's word: a PDF signature, then a
			// document a PDF reader can open with at least one page, nothing a browser would take
			// for a web page, and nothing a reader would run or unpack (staff open it on their machines).
			const type = await fileTypeFromFile(tempPath)
			const problem = type?.mime === 'application/pdf' ? await pdfProblem(tempPath) : 'not_pdf'
			if (problem) {
				await fs.rm(tempPath, { force: true })
				return problem
			}
			return { tempPath, bytes, originalName: safeName(originalName) }
		},

		/** Stores a received file under its permanent, generated name (the temporary file stays for discardTemp). */
		async keep(file: ReceivedFile): Promise<{ name: string; key: string }> {
			const name = `${randomUUID()}.pdf`
			const key = keyOf(name)
			await storage.put(key, createReadStream(file.tempPath))
			return { name, key }
		},

		keyOf,

		/** A kept CV's bytes and size, or null when the file is gone (purged or erased). */
		async open(name: string): Promise<{ stream: Readable; bytes: number } | null> {
			return storage.open(keyOf(name))
		},

		/** Deletes a kept CV; one already gone is not an error. */
		async remove(name: string): Promise<void> {
			await storage.delete(keyOf(name))
		},

		/** Deletes a received file's temporary copy. */
		async discardTemp(tempPath: string | undefined): Promise<void> {
			if (tempPath) await fs.rm(tempPath, { force: true })
		},

		/**
		 * What a crash can leave: half-written uploads in the temporary folder, CVs cut off
		 * while being stored, and CVs whose application was never committed. Files younger than `minAgeMs` are left
		 * alone, since another server may be committing them now. Answers how many files
		 * were deleted.
		 */
		async removeLeftovers(isReferenced: (names: string[]) => Promise<Set<string>>, minAgeMs = 60 * 60 * 1000, now = Date.now()): Promise<number> {
			const names = await fs.readdir(tmpDir).catch(() => [] as string[])
			const stats = await Promise.all(names.map(async (name) => ({ name, stat: await fs.stat(path.join(tmpDir, name)).catch(() => undefined) })))
			const temporary = stats.filter(({ stat }) => stat?.isFile() && now - stat.mtimeMs >= minAgeMs).map(({ name }) => name)
			const candidates = (await storage.list(CV_PREFIX))
				.filter((file) => now - file.modified.getTime() >= minAgeMs)
				.map((file) => file.key.slice(CV_PREFIX.length))
				.filter((name) => CV_NAME.test(name))
			const referenced = candidates.length ? await isReferenced(candidates) : new Set<string>()
			const orphans = candidates.filter((name) => !referenced.has(name))
			await Promise.all([...temporary.map((name) => fs.rm(path.join(tmpDir, name), { force: true })), ...orphans.map((name) => storage.delete(keyOf(name)))])
			// A CV whose copy into storage was cut off.
			const unfinished = await storage.removeUnfinished(CV_PREFIX, new Date(now - minAgeMs))
			return temporary.length + orphans.length + unfinished
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

/**
 * Why a file that starts as a PDF is refused: not one a reader opens with at least one page, or
 * markup where a browser would sniff it (not_pdf); scripts, actions that start programs or files
 * carried inside, in its objects or as the reader finds them (active_pdf). Undefined when it is a plain PDF.
 */
async function pdfProblem(file: string): Promise<'not_pdf' | 'active_pdf' | undefined> {
	const data = await fs.readFile(file)
	if (MARKUP.test(data.subarray(0, SNIFFED_BYTES).toString('latin1'))) return 'not_pdf'
	if (hasActiveContent(data)) return 'active_pdf'
	// Loaded on the first CV only: the reader is large.
	const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs')
	let document: Awaited<ReturnType<typeof getDocument>['promise']>
	try {
		document = await getDocument({ data: new Uint8Array(data), isEvalSupported: false, stopAtErrors: true, verbosity: 0 }).promise
	} catch {
		return 'not_pdf'
	}
	try {
		if (document.numPages < 1) return 'not_pdf'
		// The reader's own account too: the document's scripts (its opening's among them) and attached files.
		const [actions, attachments] = await Promise.all([document.getJSActions(), document.getAttachments()])
		return isPresent(actions) || isPresent(attachments) ? 'active_pdf' : undefined
	} catch {
		return 'not_pdf'
	} finally {
		await document.destroy()
	}
}

const isPresent = (value: unknown): boolean => value !== null && value !== undefined && (typeof value !== 'object' || Object.keys(value).length > 0)
