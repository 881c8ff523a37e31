import { PassThrough, Readable } from 'node:stream'
import type { ReadableStream as NodeReadableStream } from 'node:stream/web'
import { Busboy } from '@fastify/busboy'

/**
 * Why a form was refused unread: a file over its limit, a text field over its own, more files or
 * more fields than the form has, or a body that is not a whole multipart form.
 */
export type UploadFormProblem = 'too_large' | 'field_too_long' | 'too_many_files' | 'too_many_fields' | 'bad_request'

export interface IncomingFile {
	/** The form field the file came in. */
	field: string
	/** The visitor's file name: for display only, never a path. */
	originalName: string
	/** The bytes as they arrive; fails with a FileTooLargeError past maxFileBytes. */
	stream: Readable
}

export interface UploadForm<T> {
	/** The text fields; a repeated name keeps its last value. */
	fields: Record<string, string>
	files: { field: string; originalName: string; value: T }[]
}

export interface UploadFormOptions<T> {
	maxFileBytes: number
	maxFiles: number
	/** The limit for each text field. */
	maxFieldBytes: number
	/** The most text fields (MAX_FIELDS when unset: more than any back-office form has). */
	maxFields?: number
	/** Consumes one file (e.g. with receiveImage); files are handed on one at a time, in order. */
	onFile: (file: IncomingFile) => Promise<T>
	/**
	 * Undoes a file that onFile completed when the form as a whole is refused later
	 * (a second file too large, a broken body), so nothing is left behind.
	 */
	onDiscard?: (value: T) => Promise<void>
}

/** More fields than any back-office form has: beyond this a body is not a real form. */
const MAX_FIELDS = 200

/** How a file's stream fails past maxFileBytes: the receivers (receiveImage, the CV store) answer 'too_large' to it. */
export class FileTooLargeError extends Error {
	override name = 'FileTooLargeError'
}

class FormRefusedError extends Error {}

export const isMultipart = (contentType: string | null | undefined): boolean => /^multipart\/form-data/i.test(contentType ?? '')

/** A page action's multipart/form-data Request, read by readMultipart. */
export async function readUploadForm<T>(request: Request, options: UploadFormOptions<T>): Promise<UploadForm<T> | { problem: UploadFormProblem }> {
	const contentType = request.headers.get('content-type')
	if (!request.body || !isMultipart(contentType)) return { problem: 'bad_request' }
	return readMultipart(Readable.fromWeb(request.body as NodeReadableStream<Uint8Array>), contentType!, options)
}

/**
 * Reads a multipart/form-data body as it streams in (the one reader of the site's forms: the
 * back office's uploads and the API's lead forms): each file goes to onFile while it arrives, so
 * the limits hold without ever holding a whole body in memory. Bad input gives a problem value;
 * only an error thrown by onFile itself (storage down, say) escapes.
 */
export async function readMultipart<T>(
	source: Readable,
	contentType: string,
	{ maxFileBytes, maxFiles, maxFieldBytes, maxFields = MAX_FIELDS, onFile, onDiscard }: UploadFormOptions<T>,
): Promise<UploadForm<T> | { problem: UploadFormProblem }> {
	let busboy: ReturnType<typeof Busboy>
	try {
		busboy = Busboy({
			headers: { 'content-type': contentType },
			// Parts: every field and file the form may have, and no more.
			limits: { fileSize: maxFileBytes, files: maxFiles, fieldSize: maxFieldBytes, fields: maxFields, parts: maxFields + maxFiles },
		})
	} catch {
		// No boundary in the content type.
		source.resume()
		return { problem: 'bad_request' }
	}

	// No prototype: a field named __proto__ is just a field.
	const fields: Record<string, string> = Object.create(null)
	const files: UploadForm<T>['files'] = []
	// Files are handed on in order, one after the other, like the body delivers them.
	let queue: Promise<void> = Promise.resolve()
	const open = new Set<PassThrough>()
	let problem: UploadFormProblem | undefined
	let failure: { error: unknown } | undefined

	const parsed = new Promise<void>((resolve) => {
		/** Stops reading early: the rest of the body is drained unread so a response can still be sent. */
		const stop = (reason: UploadFormProblem | { error: unknown }) => {
			if (problem || failure) return
			if (typeof reason === 'string') problem = reason
			else failure = reason
			for (const stream of open) stream.destroy(reason === 'too_large' ? new FileTooLargeError() : new FormRefusedError())
			source.unpipe(busboy)
			source.resume()
			resolve()
		}

		busboy.on('field', (name, value, nameTruncated, valueTruncated) => {
			if (valueTruncated) stop('field_too_long')
			else if (nameTruncated) stop('bad_request')
			else fields[name] = value
		})
		busboy.on('file', (field, stream, filename) => {
			if (problem || failure) return void stream.resume()
			const handed = new PassThrough()
			// Refusing the form destroys it with an error even if onFile never listens (or is not called yet).
			handed.on('error', () => {})
			open.add(handed)
			stream.on('limit', () => stop('too_large'))
			// A body cut off mid-file: the parser reports it on the file stream too.
			stream.on('error', () => stop('bad_request'))
			stream.pipe(handed)
			const originalName = filename ?? ''
			queue = queue.then(async () => {
				try {
					if (problem || failure) return
					const value = await onFile({ field, originalName, stream: handed })
					files.push({ field, originalName, value })
				} catch (error) {
					// Once the form is refused, onFile failing is the expected echo of it.
					if (!problem) stop({ error })
				} finally {
					open.delete(handed)
					// Whatever onFile left unread must flow, or the parser waits for it forever.
					stream.unpipe(handed)
					stream.resume()
				}
			})
		})
		busboy.on('filesLimit', () => stop('too_many_files'))
		busboy.on('fieldsLimit', () => stop('too_many_fields'))
		busboy.on('partsLimit', () => stop('too_many_fields'))
		busboy.on('error', () => stop('bad_request'))
		busboy.on('finish', () => resolve())
		source.on('error', () => stop('bad_request'))
	})

	source.pipe(busboy)
	await parsed
	await queue

	if (failure) {
		await discard(files, onDiscard)
		throw failure.error
	}
	if (problem) {
		await discard(files, onDiscard)
		return { problem }
	}
	return { fields, files }
}

async function discard<T>(files: UploadForm<T>['files'], onDiscard: UploadFormOptions<T>['onDiscard']): Promise<void> {
	if (onDiscard) await Promise.allSettled(files.map((file) => onDiscard(file.value)))
}
