import zlib from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { pdfBytes, pdfWithScript } from '#tests/setup/forms.ts'
import { hasActiveContent } from './pdf-content.server.ts'

/** A one-page PDF whose catalog carries `catalog` and whose other objects are `extra`. */
function pdf(catalog: string, ...extra: string[]): Buffer {
	return Buffer.from(
		[
			'%PDF-1.7',
			'%\u00e2\u00e3\u00cf\u00d3',
			`1 0 obj << /Type /Catalog /Pages 2 0 R ${catalog} >> endobj`,
			'2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
			'3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R >> endobj',
			...extra,
			'trailer << /Root 1 0 R >>',
			'%%EOF',
		].join('\n'),
		'latin1',
	)
}

/** A stream object, its data compressed with Flate unless `filter` says otherwise. */
function stream(id: number, dictionary: string, data: string, filter: 'flate' | 'hex' | 'none' = 'flate'): string {
	const bytes = filter === 'flate' ? zlib.deflateSync(Buffer.from(data, 'latin1')) : Buffer.from(filter === 'hex' ? `${Buffer.from(data, 'latin1').toString('hex')}>` : data, 'latin1')
	const filterName = filter === 'flate' ? '/Filter /FlateDecode' : filter === 'hex' ? '/Filter /ASCIIHexDecode' : ''
	return `${id} 0 obj << ${dictionary} ${filterName} /Length ${bytes.length} >>\nstream\n${bytes.toString('latin1')}\nendstream\nendobj`
}

/** An object stream holding object 5 (whose text is `object`), as PDF 1.5 writers compress objects. */
const objectStream = (object: string, dictionary = '/Type /ObjStm', filter: 'flate' | 'hex' = 'flate') => stream(6, `${dictionary} /N 1 /First 4`, `5 0 ${object}`, filter)

const PAGE = stream(4, '', 'BT /F1 12 Tf 20 100 Td (Node/JS and /JavaScript developer) Tj ET')

describe('a PDF that does more than show its pages', () => {
	it.each([
		['a script run when it opens (/OpenAction)', pdf('/OpenAction << /S /JavaScript /JS (app.alert\\(1\\)) >>', PAGE)],
		['that script in an object of its own', pdf('/OpenAction 5 0 R', PAGE, '5 0 obj << /S /JavaScript /JS 7 0 R >> endobj')],
		['a script named with #-escapes (/J#53)', pdf('/OpenAction << /S /Java#53cript /J#53 (app.alert\\(1\\)) >>', PAGE)],
		['document scripts (/Names /JavaScript)', pdf('/Names << /JavaScript 5 0 R >>', PAGE)],
		['a program to start (/Launch)', pdf('/OpenAction << /S /Launch /F (cmd.exe) >>', PAGE)],
		['an attached file (/EmbeddedFiles)', pdf('/Names << /EmbeddedFiles << /Names [(cv.exe) 5 0 R] >> >>', PAGE)],
		['an embedded file stream (/EmbeddedFile)', pdf('', PAGE, stream(5, '/Type /EmbeddedFile', 'MZ...'))],
		['a script inside a compressed object stream', pdf('/OpenAction 5 0 R', PAGE, objectStream('<< /S /JavaScript /JS (app.alert\\(1\\)) >>'))],
		['a script in an object stream that does not give its type', pdf('/OpenAction 5 0 R', PAGE, objectStream('<< /S /JavaScript /JS (app.alert\\(1\\)) >>', ''))],
		['an object stream compressed in a way not read here', pdf('/OpenAction 5 0 R', PAGE, objectStream('<< /S /GoTo /D [3 0 R /Fit] >>', '/Type /ObjStm', 'hex'))],
		['the test suite\'s own scripted CV', pdfWithScript()],
	])('is found: %s', (_label, bytes) => {
		expect(hasActiveContent(bytes)).toBe(true)
	})

	it.each([
		['a plain one-page PDF', pdfBytes()],
		['one that opens at a page and a zoom (/OpenAction without a script)', pdf('/OpenAction [3 0 R /Fit]', PAGE)],
		['one whose title and text say JavaScript', pdf('', PAGE, '5 0 obj << /Title (Senior /JS and /JavaScript developer) /Subject <2F4A53> >> endobj')],
		['one with a comment naming /JS', pdf('', PAGE, '% /JS /Launch')],
		['one with links to web pages, its objects in a compressed object stream', pdf('', PAGE, objectStream('<< /Type /Annot /Subtype /Link /A << /S /URI /URI (https://example.com/JS) >> >>'))],
	])('is not found in %s', (_label, bytes) => {
		expect(hasActiveContent(bytes)).toBe(false)
	})
})
