import fs from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** The client build's files worth compressing: text. Pictures and fonts are compressed already. */
export const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|webmanifest|txt|xml|html|map|ico)$/
/** Below this a compressed copy saves less than its headers cost (as the compression of pages decides). */
const MIN_BYTES = 1024

/**
 * Writes a Brotli (quality 11) and a gzip (level 9) copy beside every text file of the client
 * build, `x.js.br` and `x.js.gz`, kept only where smaller than the file. The server sends them as
 * they are (server/client-files.ts), so an asset costs no compression per request, and at the
 * highest levels, which would be far too slow per request. Returns the files compressed.
 */
export async function precompressDirectory(dir: string): Promise<string[]> {
	const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true })
	const files = entries.filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name)).map((entry) => path.join(entry.parentPath, entry.name))
	const compressed: string[] = []
	for (const file of files) {
		const body = await fs.readFile(file)
		if (body.length < MIN_BYTES) continue
		const [br, gz] = await Promise.all([
			brotli(body, {
				params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
			}),
			gzipAsync(body, { level: constants.Z_BEST_COMPRESSION }),
		])
		if (br.length < body.length) await fs.writeFile(`${file}.br`, br)
		if (gz.length < body.length) await fs.writeFile(`${file}.gz`, gz)
		compressed.push(file)
	}
	return compressed
}
