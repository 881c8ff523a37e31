import './html-content.css'
/**
 * Renders HTML that the server has already passed through the allowlist
 * sanitiser (app/server/html.server.ts). Never give it anything else.
 */
export function HtmlContent({ html, className = '' }: { html: string; className?: string }) {
	return <div className={`prose ${className}`.trim()} dangerouslySetInnerHTML={{ __html: withScrollingTables(html) }} />
}

/**
 * Wraps each table in a region of its own that scrolls sideways, so a wide
 * table never makes the page wider than a phone while it stays a real table
 * for screen readers. The region takes the keyboard focus (tabindex) so it
 * can be scrolled without a mouse, and is named after the table's caption.
 * The sanitiser lets no attribute through on <table>, so its tags are exact.
 */
export function withScrollingTables(html: string): string {
	if (!html.includes('<table>')) return html
	return html
		.replace(/<table>(\s*<caption>([\s\S]*?)<\/caption>)?/g, (open, _caption, caption?: string) => {
			const name = caption ? caption.replace(/<[^>]*>/g, '').replace(/"/g, '&quot;').trim() : ''
			return `<div class="table-scroll" role="region" tabindex="0" aria-label="${name || 'Table'}">${open}`
		})
		.replace(/<\/table>/g, '</table></div>')
}
