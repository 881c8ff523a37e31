import { describe, expect, it } from 'vitest'
import { redactUrl } from './request-log.ts'

describe('the URL a log line keeps', () => {
	it('hides the value of every parameter that carries a secret', () => {
		expect(redactUrl('/admin/reset-password?token=abc123DEF')).toBe('/admin/reset-password?token=REDACTED')
		expect(redactUrl('/x?a=1&reset_token=s3cret&b=2')).toBe('/x?a=1&reset_token=REDACTED&b=2')
		expect(redactUrl('/x?Code=123456&API%5FKEY=k&X-Amz-Signature=f00')).toBe('/x?Code=REDACTED&API%5FKEY=REDACTED&X-Amz-Signature=REDACTED')
		expect(redactUrl('/x?password=hunter2')).toBe('/x?password=REDACTED')
		expect(redactUrl('/x?resetToken=t&sessionId=s')).toBe('/x?resetToken=REDACTED&sessionId=REDACTED')
	})

	it('keeps everything else as it came', () => {
		for (const url of ['/', '/blog?page=2', '/admin/leads?status=new&kind=quote', '/admin/login?redirectTo=%2Fadmin%2Fleads', '/x?token', '/x?%E0%A4%A=1', '/blog?keyword=seo&category=2', '/x?barcode=1']) {
			expect(redactUrl(url)).toBe(url)
		}
	})
})
