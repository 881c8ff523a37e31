import { useId, useState } from 'react'
import { folderLabel } from '../media/folders.ts'

/** A picture of the media library as a picker offers it: the value the field stores, and what the staff read. */
export interface ImageChoice {
	value: string
	alt: string
	folder: string
	file: string
}

/**
 * Chooses any picture of the media library (decision 051): one list grouped by
 * folder, and a folder filter that narrows it. Without JavaScript the filter
 * does nothing and the grouped list is the picker.
 */
export function LibraryPicker({ name, label, choices, current, empty, onPick }: { name: string; label: string; choices: ImageChoice[]; current: string; empty: string; onPick?: (value: string, control: HTMLSelectElement) => void }) {
	const id = useId()
	const [folder, setFolder] = useState('')
	const folders = [...new Set(choices.map((choice) => choice.folder))]
	const shown = folders.filter((f) => !folder || f === folder)
	return (
		<div className="admin-picker">
			<div className="form-field admin-picker__folder">
				<label htmlFor={`${id}-folder`} className="form-field__label">
					Folder
				</label>
				<select id={`${id}-folder`} className="form-field__control" value={folder} onChange={(event) => setFolder(event.target.value)}>
					<option value="">All folders</option>
					{folders.map((f) => (
						<option key={f} value={f}>
							{folderLabel(f)}
						</option>
					))}
				</select>
			</div>
			<div className="form-field admin-picker__picture">
				<label htmlFor={`${id}-picture`} className="form-field__label">
					{label}
				</label>
				<select id={`${id}-picture`} name={name} className="form-field__control" defaultValue="" onChange={(event) => onPick?.(event.target.value, event.target)}>
					<option value="">{empty}</option>
					{shown.map((f) => (
						<optgroup key={f} label={folderLabel(f)}>
							{choices
								.filter((choice) => choice.folder === f && choice.value !== current)
								.map((choice) => (
									<option key={choice.value} value={choice.value}>
										{choice.alt || choice.file}
									</option>
								))}
						</optgroup>
					))}
				</select>
			</div>
		</div>
	)
}
