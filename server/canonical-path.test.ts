import { describe, expect, it } from 'vitest'
import { canonicalPath } from './canonical-path.ts'

describe('canonicalPath', () => {
	it.each([
		['/service/seo-service-USA', '/service/seo-service-usa'],
		['/portfolio/Wordpress', '/portfolio/wordpress'],
		['/blog/', '/blog'],
		['/faq///', '/faq'],
		['//blog', '/blog'],
		['/blogs//category/seo', '/blogs/category/seo'],
		['/index.html', '/'],
		['/about-us/index.htm', '/about-us'],
		['/index.php', '/'],
		['/CONTACT-US/', '/contact-us'],
		// A browser reads a backslash as a slash: `/\evil.example` in a Location would leave the site.
		['/\\evil.example/', '/evil.example'],
		['/\\evil.example', '/evil.example'],
		['/\\\\evil.example', '/evil.example'],
		['/\\/evil.example', '/evil.example'],
		['/blog\\', '/blog'],
	])('sends %s to %s', (from, to) => {
		expect(canonicalPath(from)).toBe(to)
	})

	it.each(['/', '/blog', '/blogdetail/12', '/portfolio/php', '/api/Blog/blog', '/API/x', '/admin/Leads', '/assets/Root-AbC.js', '/media/blog/A.svg', '/Portfolio/PHP.data'])(
		'leaves %s alone',
		(path) => {
			expect(canonicalPath(path)).toBeNull()
		},
	)
})
