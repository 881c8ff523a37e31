import type { EntityField } from '#app/features/cms/entity-descriptor.ts'
import { type LibraryImage, RichTextField } from '#app/features/cms/rich-text-field.tsx'
import { mediaImage } from '#app/lib/media.ts'
import { type ImageChoice, LibraryPicker } from './library-picker.tsx'
import { AdminField } from '../kit.tsx'

/** One field of a content item's form, drawn for its kind. */
export function EditorField({
	field,
	value,
	errors,
	options,
	isNew,
	library,
	alt,
	choices,
	timeZone,
}: {
	field: EntityField
	value: string
	errors?: string[]
	options?: { value: string; label: string }[]
	isNew: boolean
	library: LibraryImage[]
	alt: { value: string; errors?: string[] }
	choices?: ImageChoice[]
	/** The agency's time zone, in which a date and time is shown and typed. */
	timeZone: string
}) {
	const common = { name: field.name, label: field.label, errors, required: field.required, hint: field.hint, defaultValue: value, maxLength: field.max }
	if (field.fixed) {
		return (
			<div className="form-field">
				<span className="form-field__label">{field.label}</span>
				<p className="admin-fixed">{value}</p>
			</div>
		)
	}
	switch (field.kind) {
		case 'html':
			return <RichTextField name={field.name} label={field.label} defaultValue={value} errors={errors} required={field.required} hint={field.hint} maxLength={field.max} library={library} />
		case 'markdown':
			return <AdminField {...common} multiline rows={field.kind === 'markdown' ? 20 : 12} className="admin-code" />
		case 'textarea':
			return <AdminField {...common} multiline rows={4} />
		case 'int':
			return <AdminField {...common} type="number" maxLength={undefined} min={field.min} max={field.max} />
		case 'date':
			return <AdminField {...common} type="date" maxLength={undefined} />
		case 'datetime':
			return <AdminField {...common} label={`${field.label} (${timeZone})`} type="datetime-local" maxLength={undefined} />
		case 'email':
			return <AdminField {...common} type="email" />
		case 'url':
			return <AdminField {...common} type="url" />
		case 'phone':
			return <AdminField {...common} type="tel" />
		case 'select':
			return <AdminField {...common} maxLength={undefined} options={field.options} />
		case 'staff':
			// A byline is a member of staff; a name that is no longer one (an older post's) stays a choice until changed.
			return <AdminField {...common} maxLength={undefined} options={[...(isNew && !value ? [{ value: '', label: 'Choose…' }] : []), ...(options ?? [])]} />
		case 'ref':
			return (
				<AdminField
					{...common}
					maxLength={undefined}
					options={[
						...(!field.required ? [{ value: '', label: 'None' }] : isNew ? [{ value: '', label: 'Choose…' }] : []),
						...(options ?? []),
					]}
				/>
			)
		case 'image':
			return <ImageField field={field} current={value} errors={errors} alt={alt} choices={choices ?? []} />
		default:
			return <AdminField {...common} />
	}
}

function ImageField({ field, current, errors, alt, choices }: { field: EntityField; current: string; errors?: string[]; alt: { value: string; errors?: string[] }; choices: ImageChoice[] }) {
	const id = `image-${field.name}`
	const error = errors?.[0]
	return (
		<div className="form-field">
			<label htmlFor={id} className="form-field__label">
				{field.label}
			</label>
			{current && field.media ? <img {...mediaImage(field.media, current, 'admin')} alt="" className="admin-thumb" width={160} height={100} /> : null}
			<input
				id={id}
				name={field.name}
				type="file"
				accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
				className={error ? 'form-field__control form-field__control--invalid' : 'form-field__control'}
				aria-invalid={error ? true : undefined}
				aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
			/>
			<p id={`${id}-hint`} className="form-field__hint">
				{current ? `Now: ${current}. Choose a file to replace it (JPEG, PNG, WebP, AVIF or GIF, up to 10 MB).` : 'JPEG, PNG, WebP, AVIF or GIF, up to 10 MB.'}
			</p>
			{error ? (
				<p id={`${id}-error`} className="form-field__error">
					{error}
				</p>
			) : null}
			{choices.length > 0 ? (
				<LibraryPicker
					name={`${field.name}__library`}
					label={`Or choose a picture of the media library for ${field.label.toLowerCase()}`}
					choices={choices}
					current={current}
					empty={current ? 'Keep the current picture' : 'None'}
					onPick={(value, control) => {
						// The picture brings the alt text the library keeps for it; the field stays editable.
						const alt = control.form?.elements.namedItem(`${field.name}__alt`)
						const described = choices.find((choice) => choice.value === value)?.alt
						if (!(alt instanceof HTMLInputElement) || !described) return
						alt.value = described
						alt.dispatchEvent(new Event('input', { bubbles: true }))
					}}
				/>
			) : null}
			<AdminField
				name={`${field.name}__alt`}
				label={`Alt text of the ${field.label.toLowerCase()}`}
				defaultValue={alt.value}
				errors={alt.errors}
				maxLength={300}
				required={false}
				hint="What the picture shows, for people who cannot see it; required for pictures of the media library."
			/>
		</div>
	)
}
