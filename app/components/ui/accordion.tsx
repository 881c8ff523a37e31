import { useEffect, useId, useRef, useState } from 'react'
import { hiddenUntilFound } from '#app/lib/hidden-until-found.ts'
import './accordion.css'

export interface AccordionItem {
	id: string
	title: React.ReactNode
	content: React.ReactNode
}

/**
 * An accessible accordion (WAI-ARIA accordion pattern): headings with buttons,
 * aria-expanded and aria-controls, the arrow keys, Home and End move between
 * them; one item open at a time, which may be closed. The first item starts
 * open. Every panel is in the server's HTML: a closed one is hidden until found,
 * so find-in-page opens it (and closes the open one), and without JavaScript the
 * stylesheet shows them all (accordion.css). Written by hand rather than with a library: a few lines instead of
 * several kilobytes of first-load script (issue 11).
 */
export function Accordion({ items, headingLevel = 3 }: { items: AccordionItem[]; headingLevel?: 2 | 3 }) {
	const Heading = `h${headingLevel}` as const
	const [open, setOpen] = useState<string | undefined>(items[0]?.id)
	const prefix = useId()
	const root = useRef<HTMLDivElement>(null)
	const move = (event: React.KeyboardEvent, index: number) => {
		const last = items.length - 1
		const to = { ArrowDown: index === last ? 0 : index + 1, ArrowUp: index === 0 ? last : index - 1, Home: 0, End: last }[event.key]
		if (to === undefined) return
		event.preventDefault()
		root.current?.querySelectorAll<HTMLElement>(':scope > .accordion__item > .accordion__heading > .accordion__trigger')[to]?.focus()
	}
	const ids = items.map((item) => item.id).join(' ')
	useEffect(() => {
		const element = root.current
		if (!element) return
		const found = (event: Event) => {
			const panel = (event.target as HTMLElement).closest('.accordion__panel')
			const panels = [...element.querySelectorAll(':scope > .accordion__item > .accordion__panel')]
			const id = ids.split(' ')[panel ? panels.indexOf(panel) : -1]
			if (id) setOpen(id)
		}
		element.addEventListener('beforematch', found)
		return () => element.removeEventListener('beforematch', found)
	}, [ids])
	return (
		<div ref={root} className="accordion">
			{items.map((item, index) => {
				const expanded = open === item.id
				const state = expanded ? 'open' : 'closed'
				return (
					<div key={item.id} className="accordion__item" data-state={state}>
						<Heading className="accordion__heading" data-state={state}>
							<button
								type="button"
								id={`${prefix}-trigger-${index}`}
								className="accordion__trigger"
								aria-expanded={expanded}
								aria-controls={`${prefix}-panel-${index}`}
								data-state={state}
								onClick={() => setOpen(expanded ? undefined : item.id)}
								onKeyDown={(event) => move(event, index)}
							>
								<span>{item.title}</span>
								<span className="accordion__icon" aria-hidden="true" />
							</button>
						</Heading>
						<div id={`${prefix}-panel-${index}`} role="region" aria-labelledby={`${prefix}-trigger-${index}`} className="accordion__panel" data-state={state} {...hiddenUntilFound(!expanded)}>
							<div className="accordion__panel-inner">{item.content}</div>
						</div>
					</div>
				)
			})}
		</div>
	)
}
