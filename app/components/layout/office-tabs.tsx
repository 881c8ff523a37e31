import { useEffect, useId, useRef, useState } from 'react'
import { EmailText } from '#app/components/ui/email-text.tsx'
import type { Office } from './site-footer.tsx'
import { ContactLink, mailtoHref, telHref } from '#app/components/ui/contact-link.tsx'
import { hiddenUntilFound } from '#app/lib/hidden-until-found.ts'

/**
 * The offices, drawn as tabs. The server's HTML (and the first render in the browser, which must
 * match it) is an exclusive group of `<details name>`, one per office, that site-footer.css lays
 * out as the same tabs: they switch without any script, find-in-page opens the other office, and
 * without scripting at all both stand open under their names. Once React has hydrated the
 * footer, an effect swaps them for WAI-ARIA tabs (one tab in the tab order; arrow keys, Home and
 * End move between them), which look the same, so nothing moves; the other panel is then hidden
 * until found, and find-in-page selects its tab. The footer is drawn by the root; these tabs
 * are an island of their own (`office-tabs`), hydrated as they near the screen, so on a page of
 * islands too the `<details>` become tabs once their script has come. Written by hand rather than with a tabs
 * library: the footer is on every page (decision 070).
 */
export function OfficeTabs({ offices }: { offices: Office[] }) {
	const [tabs, setTabs] = useState(false)
	const [selected, setSelected] = useState(offices[0]?.id)
	const id = useId()
	const root = useRef<HTMLDivElement>(null)
	const list = useRef<HTMLDivElement>(null)
	/** Whether the visitor was on an office's name when the tabs replaced the details: their tab takes the focus. */
	const refocus = useRef(false)
	useEffect(() => {
		// The office the visitor opened before the script ran stays the one shown.
		const open = root.current?.querySelector<HTMLElement>('details[open]')?.dataset.office
		if (open) setSelected(open)
		refocus.current = !!root.current?.contains(document.activeElement)
		setTabs(true)
	}, [])
	useEffect(() => {
		if (!tabs || !refocus.current) return
		refocus.current = false
		list.current?.querySelector<HTMLElement>('[aria-selected="true"]')?.focus()
	}, [tabs])

	if (!tabs) {
		return (
			<div ref={root} className="office-tabs">
				{offices.map((office, index) => (
					<details key={office.id} name={`${id}-office`} open={index === 0} className="office-tabs__office" data-office={office.id}>
						<summary className="office-tabs__tab">{office.label}</summary>
						<div className="office-tabs__panel">
							<OfficeAddress office={office} />
						</div>
					</details>
				))}
			</div>
		)
	}

	// Find-in-page revealing the other office selects its tab.
	const watchFound = (element: HTMLDivElement) => {
		const found = (event: Event) => setSelected((event.target as HTMLElement).dataset.office)
		element.addEventListener('beforematch', found)
		return () => element.removeEventListener('beforematch', found)
	}
	const move = (event: React.KeyboardEvent, index: number) => {
		const last = offices.length - 1
		const to = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key]
		if (to === undefined) return
		event.preventDefault()
		setSelected(offices[to]!.id)
		list.current?.querySelectorAll<HTMLElement>('[role="tab"]')[to]?.focus()
	}
	return (
		<div ref={watchFound} className="office-tabs" data-tabs="">
			<div ref={list} role="tablist" aria-label="Our offices" aria-orientation="horizontal" className="office-tabs__list">
				{offices.map((office, index) => (
					<button
						key={office.id}
						type="button"
						role="tab"
						id={`${id}-tab-${office.id}`}
						aria-selected={selected === office.id}
						aria-controls={`${id}-panel-${office.id}`}
						tabIndex={selected === office.id ? 0 : -1}
						data-state={selected === office.id ? 'active' : 'inactive'}
						className="office-tabs__tab"
						onClick={() => setSelected(office.id)}
						onKeyDown={(event) => move(event, index)}
					>
						{office.label}
					</button>
				))}
			</div>
			{offices.map((office) => (
				<div
					key={office.id}
					role="tabpanel"
					id={`${id}-panel-${office.id}`}
					aria-labelledby={`${id}-tab-${office.id}`}
					tabIndex={selected === office.id ? 0 : undefined}
					{...hiddenUntilFound(selected !== office.id)}
					className="office-tabs__panel"
					data-office={office.id}
				>
					<OfficeAddress office={office} />
				</div>
			))}
		</div>
	)
}

function OfficeAddress({ office }: { office: Office }) {
	return (
		<address>
			<p className="office-tabs__name">{office.label}</p>
			<p>{office.address}</p>
			<p>
				<ContactLink href={mailtoHref(office.email)}>
					<EmailText address={office.email} />
				</ContactLink>
			</p>
			<p>
				<ContactLink href={telHref(office.phone)}>{office.phone}</ContactLink>
			</p>
		</address>
	)
}
