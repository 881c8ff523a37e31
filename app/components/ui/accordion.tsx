import { type ReactNode, useId } from 'react'
import './accordion.css'

export interface AccordionItem {
	id: string
	title: ReactNode
	content: ReactNode
}

/**
 * Questions and their answers as the browser's own disclosures: exclusive `<details>` (one open
 * at a time, which may be closed), the first open. No script: the browser opens one by click,
 * Enter or Space, opens the one find-in-page or a text fragment lands in (closing the open one),
 * and says open or closed to a screen reader. With scripting off every answer shows
 * (accordion.css). Each question is a heading inside its summary, so a page's outline lists them.
 */
export function Accordion({ items, headingLevel = 3 }: { items: AccordionItem[]; headingLevel?: 2 | 3 }) {
	const Heading = `h${headingLevel}` as const
	const group = useId()
	return (
		<div className="accordion">
			{items.map((item, index) => (
				<details key={item.id} id={item.id} name={group} className="accordion__item" open={index === 0}>
					<summary className="accordion__trigger">
						<Heading className="accordion__heading">{item.title}</Heading>
						<span className="accordion__icon" aria-hidden="true" />
					</summary>
					<div className="accordion__panel">{item.content}</div>
				</details>
			))}
		</div>
	)
}
