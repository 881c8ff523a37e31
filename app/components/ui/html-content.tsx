import './html-content.css'
/**
 * Renders HTML that the server has already passed through the allowlist
 * sanitiser (app/lib/html.server.ts). Never give it anything else.
 */
export function HtmlContent({ html, className = '' }: { html: string; className?: string }) {
	return <div className={`prose ${className}`.trim()} dangerouslySetInnerHTML={{ __html: html }} />
}
