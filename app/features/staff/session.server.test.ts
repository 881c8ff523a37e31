import { describe, expect, it } from 'vitest'
import { safeRedirect } from './session.server.ts'

describe('where a sign-in sends the staff member (safeRedirect)', () => {
	it.each(['/admin', '/admin/leads', '/admin/leads?kind=quote&q=asha%20verma', '/admin/content/posts/3?saved=1', '/admin?x=1', "/admin/leads?q=o'brien|[x]"])(
		'keeps the back-office path %j',
		(target) => {
			expect(safeRedirect(target)).toBe(target)
		},
	)

	it.each([
		// Line breaks and other controls would forge a header, and make the Location header throw (a 500).
		'/admin/\r\nX-Injected: 1',
		'/admin/leads\nSet-Cookie: a=b',
		'/admin/leads?q=\r\n',
		'/admin\u0000',
		'/admin/\tleads',
		'/admin/leads\u007f',
		'/admin/lead s',
		'/admin/léads',
		// Another site, or another path of this one.
		'//evil.example/admin',
		'/admin//evil.example',
		'/admin/\\evil.example',
		'/\\evil.example/admin',
		'https://evil.example/admin',
		'/adminx',
		'/Admin',
		'/',
		'/admin/../blog',
		'/admin/%2e%2E/blog',
		'/admin/./leads',
		'admin',
		'/admin/login',
		'/admin/login?redirectTo=/admin',
		'',
		null,
		undefined,
	])('sends %j to /admin', (target) => {
		expect(safeRedirect(target)).toBe('/admin')
	})
})
