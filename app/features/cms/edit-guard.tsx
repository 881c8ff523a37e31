import { type RefObject, useCallback, useEffect, useRef, useState } from 'react'
import { useBlocker, useNavigation } from 'react-router'
import { shownTimeZone, toZonedInput } from '#app/lib/time-zone.ts'
import type { FieldDiff } from './changes.ts'

/**
 * What keeps an edit from being lost (decision 035): the conflict view of a
 * save refused over a newer version, the question before leaving a changed
 * form, and the draft kept in the browser's storage while typing, offered
 * back when the page is opened again.
 */

/** When a time was, in the agency's zone (TIME_ZONE), named: "at 14:02 UTC" today, "on 3 Nov 2026 at 14:02 UTC" before. */
export function whenSaid(iso: string, now = new Date()): string {
	const date = new Date(iso)
	if (Number.isNaN(date.getTime())) return ''
	const zone = shownTimeZone()
	const time = date.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: zone })
	const day = (d: Date) => toZonedInput(d, zone).slice(0, 10)
	if (day(date) === day(now)) return `at ${time} ${zone}`
	return `on ${date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: zone })} at ${time} ${zone}`
}

/** One list of changed fields: long text marked word by word, short values shown before and after. */
export function FieldDiffList({ diffs, fromLabel, toLabel }: { diffs: FieldDiff[]; fromLabel: string; toLabel: string }) {
	if (diffs.length === 0) return <p className="admin-muted">No field differs.</p>
	return (
		<ul className="field-diffs">
			{diffs.map((diff) => (
				<li key={diff.field} className="field-diff">
					<h3 className="field-diff__label">{diff.label}</h3>
					{diff.long ? (
						<>
							<p className="field-diff__key">
								<del>{fromLabel}</del> <ins>{toLabel}</ins>
							</p>
							<p className="field-diff__text">
								{diff.parts.map((part, i) =>
									part.kind === 'same' ? (
										<span key={i}>{part.text}</span>
									) : part.kind === 'removed' ? (
										<del key={i}>
											<span className="visually-hidden">{`[${fromLabel}: `}</span>
											{part.text}
											<span className="visually-hidden">]</span>
										</del>
									) : (
										<ins key={i}>
											<span className="visually-hidden">{`[${toLabel}: `}</span>
											{part.text}
											<span className="visually-hidden">]</span>
										</ins>
									),
								)}
							</p>
						</>
					) : (
						<dl className="field-diff__values">
							<dt>{fromLabel}</dt>
							<dd>{diff.from === '' ? <em>empty</em> : <del>{diff.from}</del>}</dd>
							<dt>{toLabel}</dt>
							<dd>{diff.to === '' ? <em>empty</em> : <ins>{diff.to}</ins>}</dd>
						</dl>
					)}
				</li>
			))}
		</ul>
	)
}

export interface ConflictView {
	by: string
	at: string
	/** The version stored now: saving the form again saves over it. */
	version: number
	/** Stored now → what was submitted, in the fields both changed. */
	diffs: FieldDiff[]
	/** Fields only the other person changed: the form now holds their values. */
	kept: string[]
}

const list = (labels: string[]) => (labels.length < 2 ? labels.join('') : `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`)

export function ConflictNotice({ conflict, reloadTo, onDrop }: { conflict: ConflictView; reloadTo: string; onDrop: () => void }) {
	return (
		// Takes the focus after the refused save (edit.tsx), so the person and their screen reader are told where they are.
		<section id="conflict" className="conflict" role="alert" aria-labelledby="conflict-heading" tabIndex={-1}>
			<h2 id="conflict-heading">{`Changed by ${conflict.by} ${whenSaid(conflict.at)} since you opened it`}</h2>
			<p>Nothing was saved. Your text is still in the form below.</p>
			{conflict.kept.length > 0 ? <p>{`Their changes to ${list(conflict.kept)} are now in the form too; you changed none of these.`}</p> : null}
			{conflict.diffs.length > 0 ? (
				<>
					<p>Where you both changed something, what is stored now and what you sent:</p>
					<FieldDiffList diffs={conflict.diffs} fromLabel="Stored now" toLabel="Yours" />
				</>
			) : null}
			<p>
				{conflict.diffs.length > 0 ? 'Save again to keep your version of these fields over theirs' : 'Save again to keep both your changes and theirs'}, or{' '}
				<a href={reloadTo} onClick={onDrop}>
					drop your changes and open the stored version
				</a>
				.
			</p>
		</section>
	)
}

interface Draft {
	at: string
	values: [string, string][]
}

const storageKey = (key: string) => `lf-draft:${key}`

function readDraft(key: string): Draft | null {
	try {
		const text = window.localStorage.getItem(storageKey(key))
		const draft = text ? (JSON.parse(text) as Draft) : null
		return draft && typeof draft.at === 'string' && Array.isArray(draft.values) ? draft : null
	} catch {
		return null
	}
}

function forget(key: string): void {
	try {
		window.localStorage.removeItem(storageKey(key))
	} catch {
		// Storage unavailable (private window, quota): there is no draft to forget.
	}
}

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

/** The fields a draft can hold: what staff type and choose (not files, buttons or the hidden version). */
function controls(form: HTMLFormElement): Control[] {
	return [...form.elements].filter(
		(element): element is Control =>
			(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) &&
			Boolean(element.name) &&
			!['file', 'hidden', 'submit', 'button'].includes(element.type),
	)
}

/** A field's value as a draft keeps it: a checkbox as 'on' or ''. */
const valueOf = (control: Control) => (control instanceof HTMLInputElement && control.type === 'checkbox' ? (control.checked ? 'on' : '') : control.value)

/** Changed from the loaded value (`loaded`, by field name) or else from the value the page was served with. */
function changedFrom(control: Control, loaded: Record<string, string>): boolean {
	const was = loaded[control.name]
	if (was !== undefined && !(control instanceof HTMLInputElement && control.type === 'checkbox')) return control.value !== was.replace(/\r\n/g, '\n')
	if (control instanceof HTMLInputElement) return control.type === 'checkbox' ? control.checked !== control.defaultChecked : control.value !== control.defaultValue
	if (control instanceof HTMLTextAreaElement) return control.value !== control.defaultValue
	return [...control.options].some((option) => option.selected !== option.defaultSelected)
}

/**
 * Only the fields changed from what the page was loaded with: a draft put
 * back into a newer version of the item then leaves what others changed
 * meanwhile alone.
 */
function changedValues(form: HTMLFormElement, loaded: Record<string, string>): [string, string][] {
	return controls(form)
		.filter((control) => changedFrom(control, loaded))
		.map((control) => [control.name, valueOf(control)])
}

/** Puts a draft's fields back into the form (uncontrolled fields, so straight into the DOM). */
function fill(form: HTMLFormElement, draft: [string, string][]): void {
	const values = new Map<string, string>(draft)
	for (const control of controls(form)) {
		const value = values.get(control.name)
		if (value === undefined) continue
		if (control instanceof HTMLInputElement && control.type === 'checkbox') control.checked = value === 'on'
		else control.value = value
	}
}

/** How often a changed form is kept in the browser. */
export const DRAFT_EVERY_MS = 3000

/**
 * Watches an edit form: once it is changed, leaving the page (a link, the
 * back button, closing the tab) asks first, and its values are kept in
 * localStorage every few seconds under `key` (kind of content and id). A
 * draft that differs from what the form shows is offered back; a successful
 * save (`saved`) forgets it.
 */
export function useEditDraft(
	formRef: RefObject<HTMLFormElement | null>,
	{ key, saved, version, loaded }: { key: string; saved: boolean; version: number; loaded: Record<string, string> },
) {
	const [dirty, setDirty] = useState(false)
	const [offer, setOffer] = useState<Draft | null>(null)
	const submitting = useRef(false)
	const navigation = useNavigation()
	useEffect(() => {
		if (navigation.state === 'idle') submitting.current = false
	}, [navigation.state])

	// A new version loaded after a save is the form's own: nothing is left to lose.
	const [shownVersion, setShownVersion] = useState(version)
	if (shownVersion !== version) {
		setShownVersion(version)
		setDirty(false)
	}

	useEffect(() => {
		if (saved) {
			forget(key)
			return
		}
		const draft = readDraft(key)
		const form = formRef.current
		if (!draft || !form) return
		const now = new Map(controls(form).map((control) => [control.name, valueOf(control)]))
		if (draft.values.every(([name, value]) => now.get(name) === value)) forget(key)
		else setOffer(draft)
	}, [key, saved, version, formRef])

	useEffect(() => {
		if (!dirty) return
		let last = ''
		const keep = () => {
			const form = formRef.current
			if (!form) return
			const values = changedValues(form, loaded)
			const text = JSON.stringify(values)
			if (text === last) return
			last = text
			if (values.length === 0) return forget(key)
			try {
				window.localStorage.setItem(storageKey(key), JSON.stringify({ at: new Date().toISOString(), values } satisfies Draft))
			} catch {
				// Storage full or refused: the leave question still guards the text.
			}
		}
		const timer = window.setInterval(keep, DRAFT_EVERY_MS)
		const beforeUnload = (event: BeforeUnloadEvent) => {
			if (submitting.current) return
			keep()
			event.preventDefault()
			event.returnValue = ''
		}
		window.addEventListener('beforeunload', beforeUnload)
		return () => {
			window.clearInterval(timer)
			window.removeEventListener('beforeunload', beforeUnload)
		}
	}, [dirty, key, formRef, loaded])

	const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && !submitting.current && currentLocation.pathname !== nextLocation.pathname)
	useEffect(() => {
		if (blocker.state !== 'blocked') return
		if (window.confirm('Leave this page? Your changes are not saved.')) blocker.proceed()
		else blocker.reset()
	}, [blocker])

	const restore = useCallback(() => {
		const form = formRef.current
		if (!form || !offer) return
		fill(form, offer.values)
		setOffer(null)
		setDirty(true)
	}, [formRef, offer])

	const discard = useCallback(() => {
		forget(key)
		setOffer(null)
	}, [key])

	return {
		offer,
		/** Whether the form holds changes not saved yet. */
		dirty,
		restore,
		discard,
		/** Bind to the form's onInput. */
		changed: () => setDirty(true),
		/** Bind to the form's onSubmit: its own navigation is not "leaving". */
		submitted: () => {
			submitting.current = true
		},
		/** The person chose to drop their changes: leave without asking, and forget the draft. */
		drop: () => {
			submitting.current = true
			forget(key)
		},
	}
}

export function DraftOffer({ at, onRestore, onDiscard }: { at: string; onRestore: () => void; onDiscard: () => void }) {
	// The browser's own time: the draft was kept by this browser.
	const time = new Date(at).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' })
	return (
		<div className="draft-offer" role="status">
			<p>{`Restore unsaved changes from ${time}?`}</p>
			<div className="draft-offer__actions">
				<button type="button" className="button button--primary" onClick={onRestore}>
					Restore them
				</button>
				<button type="button" className="button" onClick={onDiscard}>
					Discard
				</button>
			</div>
		</div>
	)
}
