import * as RadixAccordion from '@radix-ui/react-accordion'
import './accordion.css'

export interface AccordionItem {
	id: string
	title: React.ReactNode
	content: React.ReactNode
}

/**
 * An accessible accordion (Radix): headings with buttons, arrow-key movement
 * between them, aria-expanded and aria-controls. The first item starts open.
 */
export function Accordion({ items, headingLevel = 3 }: { items: AccordionItem[]; headingLevel?: 2 | 3 }) {
	const Heading = `h${headingLevel}` as const
	return (
		<RadixAccordion.Root type="single" collapsible defaultValue={items[0]?.id} className="accordion">
			{items.map((item) => (
				<RadixAccordion.Item key={item.id} value={item.id} className="accordion__item">
					<RadixAccordion.Header asChild>
						<Heading className="accordion__heading">
							<RadixAccordion.Trigger className="accordion__trigger">
								<span>{item.title}</span>
								<span className="accordion__icon" aria-hidden="true" />
							</RadixAccordion.Trigger>
						</Heading>
					</RadixAccordion.Header>
					<RadixAccordion.Content className="accordion__panel">
						<div className="accordion__panel-inner">{item.content}</div>
					</RadixAccordion.Content>
				</RadixAccordion.Item>
			))}
		</RadixAccordion.Root>
	)
}
