import './blog.css'
/** Share links for a post: plain links to each network's share page, opening in a new tab. */
export function ShareLinks({ url, title, image }: { url: string; title: string; image: string }) {
	const u = encodeURIComponent(url)
	const t = encodeURIComponent(title)
	const networks = [
		{ name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}`, icon: FACEBOOK },
		{ name: 'X (Twitter)', href: `https://twitter.com/intent/tweet?url=${u}&text=${t}`, icon: X },
		{ name: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`, icon: LINKEDIN },
		{
			name: 'Pinterest',
			href: `https://pinterest.com/pin/create/button/?url=${u}&media=${encodeURIComponent(image)}&description=${t}`,
			icon: PINTEREST,
		},
	]
	return (
		<div className="blog-share">
			<p className="blog-share__label" id="blog-share-label">
				Share this article
			</p>
			<ul className="blog-share__list" aria-labelledby="blog-share-label">
				{networks.map((network) => (
					<li key={network.name}>
						<a
							className="blog-share__link"
							href={network.href}
							target="_blank"
							rel="noopener noreferrer"
							aria-label={`Share on ${network.name} (opens in a new tab)`}
						>
							<svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
								<path d={network.icon} fill="currentColor" />
							</svg>
						</a>
					</li>
				))}
			</ul>
		</div>
	)
}

// Simple single-path brand glyphs, drawn for a 24×24 box.
const FACEBOOK =
	'M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H7.9v3h2.6V21h3z'
const X = 'M17.8 3h3l-6.6 7.6L22 21h-6.1l-4.8-6.3L5.6 21h-3l7.1-8.1L2.2 3h6.2l4.3 5.7L17.8 3zm-1 16.2h1.7L7.3 4.7H5.5l11.3 14.5z'
const LINKEDIN =
	'M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM3 9.5h4V21H3V9.5zm6.5 0h3.8v1.6h.1c.5-1 1.8-2 3.8-2 4 0 4.8 2.6 4.8 6V21h-4v-5.2c0-1.2 0-2.8-1.7-2.8s-2 1.3-2 2.7V21h-4V9.5z'
const PINTEREST =
	'M12 2a10 10 0 0 0-3.6 19.3c-.1-.8-.2-2 0-2.9l1.2-5s-.3-.6-.3-1.5c0-1.4.8-2.4 1.8-2.4.9 0 1.3.6 1.3 1.4 0 .9-.6 2.2-.9 3.4-.2 1 .5 1.9 1.6 1.9 1.9 0 3.3-2 3.3-4.9 0-2.6-1.8-4.4-4.5-4.4-3 0-4.8 2.3-4.8 4.6 0 .9.4 1.9.8 2.4.1.1.1.2.1.3l-.3 1.2c0 .2-.2.3-.4.2-1.4-.7-2.2-2.7-2.2-4.3 0-3.5 2.5-6.7 7.3-6.7 3.8 0 6.8 2.7 6.8 6.4 0 3.8-2.4 6.9-5.8 6.9-1.1 0-2.2-.6-2.6-1.3l-.7 2.7c-.3 1-1 2.2-1.4 2.9A10 10 0 1 0 12 2z'
