import { describe, expect, it } from 'vitest'
import { type StylesheetSource, withInlineStylesheets } from './first-paint.server.ts'

const sheets: Record<string, string> = {
	'/assets/root-abc.css': 'body{color:#123}',
	'/assets/page-def.css': '.tile{margin:0}',
}
const source = (href: string) => sheets[href]
const drawn = (html: string, stylesheets: StylesheetSource) => withInlineStylesheets(Buffer.from(html), stylesheets).toString()

describe('withInlineStylesheets', () => {
	it('puts each of the build\'s sheets into the head, in order, with its URL as written (React Router marks some with a bare #) and no nonce (the policy names its hash, decision 045)', () => {
		const html =
			'<html><head><meta charSet="utf-8"/><link rel="stylesheet" href="/assets/root-abc.css"/>' +
			'<link rel="stylesheet" href="/assets/page-def.css#"/></head><body><p>x</p></body></html>'
		expect(drawn(html, source)).toBe(
			'<html><head><meta charSet="utf-8"/><style data-stylesheet="/assets/root-abc.css">body{color:#123}</style>' +
				'<style data-stylesheet="/assets/page-def.css#">.tile{margin:0}</style></head><body><p>x</p></body></html>',
		)
	})

	it('leaves a link alone when its sheet is not the build\'s, is unknown, is too large or could close the style element', () => {
		const big = `.a{}${' '.repeat(70 * 1024)}`
		const links = [
			'<link rel="stylesheet" href="https://fonts.example.com/a.css"/>',
			'<link rel="stylesheet" href="/assets/missing.css"/>',
			'<link rel="stylesheet" href="/assets/../secret.css"/>',
			'<link rel="stylesheet" href="/assets/big.css"/>',
			'<link rel="stylesheet" href="/assets/closing.css"/>',
		]
		const odd: Record<string, string> = { ...sheets, '/assets/big.css': big, '/assets/closing.css': 'a{}</STYLE><script>x()</script>', '/assets/../secret.css': 'no' }
		const html = `<html><head>${links.join('')}</head><body></body></html>`
		expect(drawn(html, (href) => odd[href])).toBe(html)
	})

	it('touches only the head: a link in the body (shown as text, or in a template) stays', () => {
		const html = '<html><head></head><body><code>&lt;link rel="stylesheet"&gt;</code><template><link rel="stylesheet" href="/assets/root-abc.css"/></template></body></html>'
		expect(drawn(html, source)).toBe(html)
	})

	it('leaves everything else in the head as it is: a module preload, an image preload, the feeds', () => {
		const html = '<html><head><link rel="modulepreload" href="/assets/a.js"/><link rel="preload" as="image" href="/x.svg"/><link rel="alternate" type="application/rss+xml" href="/blog/rss.xml"/></head><body></body></html>'
		expect(drawn(html, source)).toBe(html)
	})

	it('passes the page\'s UTF-8 through byte for byte, in the head and in the body', () => {
		const html = '<html><head><title>Café — Ünïcode ✓ 😀</title><link rel="stylesheet" href="/assets/root-abc.css"/></head><body><p>naïve ✓ 😀</p></body></html>'
		expect(drawn(html, source)).toBe(
			'<html><head><title>Café — Ünïcode ✓ 😀</title><style data-stylesheet="/assets/root-abc.css">body{color:#123}</style></head><body><p>naïve ✓ 😀</p></body></html>',
		)
	})
})
