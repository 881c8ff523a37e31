import { useEffect, useRef, useState } from 'react'
import type { EntityField } from '#app/features/cms/entity-descriptor.ts'
import { AdminField } from '../kit.tsx'
import { FieldError, FieldLabel } from '#app/components/ui/form-field.tsx'
import { type ImageChoice, LibraryPicker } from './library-picker.tsx'

/**
 * An item's search and sharing fields as one panel (decision 042): the title
 * and description with their length counted against what a search result
 * shows, a search-result preview and a share-card preview, both following
 * what is typed, and the item's own title and summary where they are blank.
 */

/** About what a search result shows before it cuts: characters of a title, of a description. */
export const TITLE_FITS = 60
export const DESCRIPTION_FITS = 155

export interface SeoPanelProps {
	fields: EntityField[]
	values: Record<string, string>
	errors: Record<string, string[] | undefined>
	/** The form fields whose values stand in for a blank title and description. */
	titleField: string
	summaryField?: string
	/** The public address of the item ('' until it has one). */
	address: string
	/** The share card the server draws for the address. */
	drawnCard: string
	/** The media library's pictures, by address, for the share image. */
	choices?: ImageChoice[]
}

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text)
const plain = (text: string) => text.replace(/<[^>]*>/g, ' ').replace(/[#*_`>[\]]/g, '').replace(/\s+/g, ' ').trim()

/**
 * The title or the description: its length (of what will show, typed or
 * standing in) counted against what a search result shows.
 */
function CountedField({
	id,
	spec,
	defaultValue,
	errors,
	multiline = false,
	length,
	fits,
	onChange,
}: {
	id: string
	spec: EntityField
	defaultValue: string
	errors?: string[]
	multiline?: boolean
	length: number
	fits: number
	onChange: (value: string) => void
}) {
	const over = length > fits
	const control = {
		id,
		name: spec.name,
		defaultValue,
		onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value),
		maxLength: spec.max,
		className: errors ? 'form-field__control form-field__control--invalid' : 'form-field__control',
		'aria-invalid': errors ? true : undefined,
		'aria-describedby': `${id}-hint ${id}-count ${id}-error`,
	}
	return (
		<div className="form-field">
			<FieldLabel htmlFor={id} required={false}>
				{spec.label}
			</FieldLabel>
			{multiline ? <textarea rows={3} {...control} /> : <input {...control} />}
			<p id={`${id}-hint`} className="form-field__hint">
				{spec.hint}
			</p>
			<p id={`${id}-count`} className={over ? 'admin-counter admin-counter--over' : 'admin-counter'}>
				{`${length} of about ${fits} characters${over ? ': search results will cut it' : ''}`}
			</p>
			<FieldError id={`${id}-error`} message={errors?.[0]} />
		</div>
	)
}

export function SeoPanel({ fields, values, errors, titleField, summaryField, address, drawnCard, choices = [] }: SeoPanelProps) {
	const [title, setTitle] = useState(values.meta_title ?? '')
	const [description, setDescription] = useState(values.meta_description ?? '')
	const [image, setImage] = useState(values.social_image ?? '')
	const [own, setOwn] = useState({ title: values[titleField] ?? '', summary: summaryField ? (values[summaryField] ?? '') : '' })
	const panel = useRef<HTMLElement>(null)
	const typed = useRef<HTMLInputElement>(null)
	// The fields stay uncontrolled (the edit form's draft keeps and restores them in the DOM); their state only draws the previews.
	// The item's own title and summary, as they are typed above, stand in for blank fields.
	useEffect(() => {
		const form = panel.current?.closest('form')
		if (!form) return
		const read = () => {
			const data = new FormData(form)
			setOwn({ title: String(data.get(titleField) ?? ''), summary: summaryField ? String(data.get(summaryField) ?? '') : '' })
		}
		form.addEventListener('input', read)
		return () => form.removeEventListener('input', read)
	}, [titleField, summaryField])
	const shownTitle = title.trim() || own.title.trim()
	const shownDescription = description.trim() || plain(own.summary)
	const field = (name: string) => fields.find((f) => f.name === name)
	const titleSpec = field('meta_title')
	const descriptionSpec = field('meta_description')
	const rest = fields.filter((f) => f.name !== 'meta_title' && f.name !== 'meta_description')
	const host = address ? new URL(address).host : ''
	// A picture on this site is shown by its path: the back office's policy loads images from its own origin only.
	const card = image.trim() || drawnCard
	return (
		<section ref={panel} className="admin-panel admin-seo" aria-labelledby="seo-heading">
			<h2 id="seo-heading">Search and sharing</h2>
			{titleSpec ? (
				<CountedField
					id="seo-title"
					spec={titleSpec}
					defaultValue={values.meta_title ?? ''}
					errors={errors.meta_title}
					length={shownTitle.length}
					fits={TITLE_FITS}
					onChange={setTitle}
				/>
			) : null}
			{descriptionSpec ? (
				<CountedField
					id="seo-description"
					spec={descriptionSpec}
					defaultValue={values.meta_description ?? ''}
					errors={errors.meta_description}
					multiline
					length={shownDescription.length}
					fits={DESCRIPTION_FITS}
					onChange={setDescription}
				/>
			) : null}
			{rest.map((f) =>
				f.name === 'social_image' ? (
					<div className="form-field" key={f.name}>
						{choices.length > 0 ? (
							<LibraryPicker
								name={`${f.name}__library`}
								label={`${f.label}: a picture of the media library`}
								choices={choices}
								current={values.social_image ?? ''}
								empty={values.social_image ? 'Keep the current picture' : 'None: the drawn card'}
								onPick={(value) => {
									// The address field follows the choice, so the card preview shows it and a draft keeps it.
									if (!value || !typed.current) return
									typed.current.value = value
									setImage(value)
								}}
							/>
						) : null}
						<FieldLabel htmlFor="seo-image" required={false}>
							{choices.length > 0 ? `${f.label}: or its address` : f.label}
						</FieldLabel>
						<input
							ref={typed}
							id="seo-image"
							name={f.name}
							type="url"
							defaultValue={values.social_image ?? ''}
							onChange={(event) => setImage(event.target.value)}
							maxLength={f.max}
							className={errors[f.name] ? 'form-field__control form-field__control--invalid' : 'form-field__control'}
							aria-invalid={errors[f.name] ? true : undefined}
							aria-describedby="seo-image-hint seo-image-error"
						/>
						<p id="seo-image-hint" className="form-field__hint">
							{f.hint}
						</p>
						<FieldError id="seo-image-error" message={errors[f.name]?.[0]} />
					</div>
				) : (
					<AdminField
						key={f.name}
						name={f.name}
						label={f.label}
						hint={f.hint}
						errors={errors[f.name]}
						defaultValue={values[f.name] ?? ''}
						type={f.kind === 'url' ? 'url' : 'text'}
						maxLength={f.kind === 'select' ? undefined : f.max}
						options={f.kind === 'select' ? f.options : undefined}
					/>
				),
			)}
			<div className="admin-seo__previews">
				<figure className="admin-seo__result">
					<figcaption>Search result preview</figcaption>
					<div className="admin-seo__snippet" data-testid="seo-snippet">
						<p className="admin-seo__url">{address || 'The address it will have'}</p>
						<p className="admin-seo__title">{cut(shownTitle || 'Title', TITLE_FITS)}</p>
						<p className="admin-seo__text">{cut(shownDescription || 'The description search engines show.', DESCRIPTION_FITS)}</p>
					</div>
				</figure>
				<figure className="admin-seo__card">
					<figcaption>Share card preview</figcaption>
					<div className="admin-seo__social">
						{/* A picture that cannot be loaded (a typed address of nothing) gives way to the card the page falls back to. */}
						<img
							key={card}
							src={card}
							alt=""
							width={300}
							height={158}
							loading="lazy"
							onError={(event) => {
								if (event.currentTarget.getAttribute('src') !== drawnCard) event.currentTarget.src = drawnCard
							}}
						/>
						<p className="admin-seo__host">{host}</p>
						<p className="admin-seo__card-title">{cut(shownTitle || 'Title', 70)}</p>
						<p className="admin-seo__card-text">{cut(shownDescription, 100)}</p>
					</div>
				</figure>
			</div>
		</section>
	)
}
