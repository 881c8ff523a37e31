import { DOMSerializer } from '@tiptap/pm/model'
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react'
import { type MouseEvent, useEffect, useId, useRef, useState } from 'react'
import { cleanPastedHtml, type LibraryImage, richTextExtensions, tidyEditorHtml } from './rich-text.ts'
import './rich-text-editor.css'

/**
 * The rich-text editor (Tiptap, decision 041), in place of a textarea that
 * keeps the HTML: every change is written back into the textarea, which the
 * form posts. "HTML source" shows the textarea again.
 */
export default function RichTextEditor({ textareaId, labelId, describedBy, invalid, library }: { textareaId: string; labelId: string; describedBy: string; invalid: boolean; library: LibraryImage[] }) {
	const textarea = useRef<HTMLTextAreaElement | null>(null)
	const [source, setSource] = useState(false)
	const editor = useEditor({
		extensions: richTextExtensions,
		immediatelyRender: false,
		// Tiptap would add its base rules in a <style> element, which the pages' policy refuses
		// (decision 045): they are in rich-text-editor.css.
		injectCSS: false,
		content: (document.getElementById(textareaId) as HTMLTextAreaElement | null)?.value ?? '',
		editorProps: {
			attributes: {
				role: 'textbox',
				'aria-multiline': 'true',
				'aria-labelledby': labelId,
				'aria-describedby': describedBy,
				...(invalid ? { 'aria-invalid': 'true' } : {}),
				class: 'rich-text__content prose',
			},
			transformPastedHTML: (html) => cleanPastedHtml(html, document),
		},
		onUpdate: ({ editor: changed }) => {
			const area = textarea.current
			if (!area) return
			area.value = tidyEditorHtml(editorHtml(changed), document)
			// The form's draft keeping and leave warning listen for input.
			area.dispatchEvent(new Event('input', { bubbles: true }))
		},
	})

	useEffect(() => {
		const area = document.getElementById(textareaId) as HTMLTextAreaElement | null
		textarea.current = area
		if (area) area.hidden = !source
		// Back from the source: the editor reads what was typed there.
		if (!source && area && editor && tidyEditorHtml(editorHtml(editor), document) !== area.value) editor.commands.setContent(area.value, { emitUpdate: false })
	}, [source, editor, textareaId])

	if (!editor) return null
	return (
		<div className={invalid ? 'rich-text__editor rich-text__editor--invalid' : 'rich-text__editor'}>
			<Toolbar editor={editor} library={library} source={source} onSource={() => setSource(!source)} />
			<div hidden={source}>
				<EditorContent editor={editor} />
			</div>
		</div>
	)
}

function Toolbar({ editor, library, source, onSource }: { editor: Editor; library: LibraryImage[]; source: boolean; onSource: () => void }) {
	const [picking, setPicking] = useState(false)
	const state = useEditorState({
		editor,
		selector: ({ editor: e }) => ({
			h2: e.isActive('heading', { level: 2 }),
			h3: e.isActive('heading', { level: 3 }),
			h4: e.isActive('heading', { level: 4 }),
			bold: e.isActive('bold'),
			italic: e.isActive('italic'),
			bullet: e.isActive('bulletList'),
			ordered: e.isActive('orderedList'),
			quote: e.isActive('blockquote'),
			code: e.isActive('codeBlock'),
			link: e.isActive('link'),
			table: e.isActive('table'),
		}),
	})
	const chain = () => editor.chain().focus()
	// A tool pressed with the mouse or a finger leaves the caret in the text, so what is typed next goes
	// there at once; were the button focused, the editor would take the focus back only a frame later
	// and the first keys would go to the button.
	const keepCaret = (event: MouseEvent) => event.preventDefault()
	const toggle = (label: string, pressed: boolean, run: () => void, text = label) => (
		<button type="button" className="rich-text__tool" aria-pressed={pressed} onMouseDown={keepCaret} onClick={run} disabled={source} title={label}>
			<span aria-hidden={text !== label ? true : undefined}>{text}</span>
			{text !== label ? <span className="visually-hidden">{label}</span> : null}
		</button>
	)
	const act = (label: string, run: () => void) => (
		<button type="button" className="rich-text__tool" onMouseDown={keepCaret} onClick={run} disabled={source}>
			{label}
		</button>
	)
	const link = () => {
		const current = editor.getAttributes('link').href as string | undefined
		const href = window.prompt('Link address (https://… or a path on this site such as /contact-us). Leave empty to remove the link.', current ?? 'https://')
		if (href === null) return
		if (href.trim() === '' || href.trim() === 'https://') chain().extendMarkRange('link').unsetLink().run()
		else chain().extendMarkRange('link').setLink({ href: href.trim() }).run()
	}
	return (
		<>
			<div role="toolbar" aria-label="Formatting" className="rich-text__toolbar">
				{toggle('Heading 2', state.h2, () => chain().toggleHeading({ level: 2 }).run(), 'H2')}
				{toggle('Heading 3', state.h3, () => chain().toggleHeading({ level: 3 }).run(), 'H3')}
				{toggle('Heading 4', state.h4, () => chain().toggleHeading({ level: 4 }).run(), 'H4')}
				{toggle('Bold', state.bold, () => chain().toggleBold().run(), 'B')}
				{toggle('Italic', state.italic, () => chain().toggleItalic().run(), 'I')}
				{toggle('Bulleted list', state.bullet, () => chain().toggleBulletList().run(), '• List')}
				{toggle('Numbered list', state.ordered, () => chain().toggleOrderedList().run(), '1. List')}
				{toggle('Link', state.link, link)}
				{toggle('Quote', state.quote, () => chain().toggleBlockquote().run())}
				{toggle('Code', state.code, () => chain().toggleCodeBlock().run())}
				{act('Table', () => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run())}
				<button type="button" className="rich-text__tool" aria-expanded={picking} onClick={() => setPicking(!picking)} disabled={source}>
					Image
				</button>
				<button type="button" className="rich-text__tool" aria-pressed={source} onClick={onSource}>
					HTML source
				</button>
			</div>
			{state.table && !source ? (
				<div role="toolbar" aria-label="Table" className="rich-text__toolbar rich-text__toolbar--table">
					{act('Add row', () => chain().addRowAfter().run())}
					{act('Add column', () => chain().addColumnAfter().run())}
					{act('Remove row', () => chain().deleteRow().run())}
					{act('Remove column', () => chain().deleteColumn().run())}
					{act('Remove table', () => chain().deleteTable().run())}
				</div>
			) : null}
			{picking && !source ? (
				<ImagePicker
					library={library}
					onCancel={() => setPicking(false)}
					onInsert={(image) => {
						chain()
							.setImage({ src: image.url, alt: image.alt, ...(image.width && image.height ? { width: image.width, height: image.height } : {}) } as never)
							.run()
						setPicking(false)
					}}
				/>
			) : null}
		</>
	)
}

/** Chooses a picture of the media library and its alt text, which a picture in a text must have. */
function ImagePicker({ library, onInsert, onCancel }: { library: LibraryImage[]; onInsert: (image: LibraryImage) => void; onCancel: () => void }) {
	const id = useId()
	const [chosen, setChosen] = useState<LibraryImage | undefined>(undefined)
	const [alt, setAlt] = useState('')
	const [error, setError] = useState<string | null>(null)
	return (
		<div className="rich-text__picker" role="group" aria-labelledby={`${id}-title`}>
			<p id={`${id}-title`} className="rich-text__picker-title">
				Insert a picture from the media library
			</p>
			{library.length === 0 ? (
				<p>
					The library has no pictures yet. <a href="/admin/media">Upload one in the media library</a>.
				</p>
			) : (
				<fieldset className="rich-text__choices">
					<legend>Picture</legend>
					{library.map((image) => (
						<label key={image.url} className="rich-text__choice">
							<input
								type="radio"
								name={`${id}-image`}
								checked={chosen?.url === image.url}
								onChange={() => {
									setChosen(image)
									setAlt(image.alt)
									setError(null)
								}}
							/>
							<img src={image.url} alt="" width={96} height={64} loading="lazy" />
							<span>{image.alt || image.file}</span>
						</label>
					))}
				</fieldset>
			)}
			<div className="form-field">
				<label htmlFor={`${id}-alt`} className="form-field__label">
					Alt text
				</label>
				<input
					id={`${id}-alt`}
					className={error ? 'form-field__control form-field__control--invalid' : 'form-field__control'}
					value={alt}
					maxLength={300}
					onChange={(event) => setAlt(event.target.value)}
					aria-invalid={error ? true : undefined}
					aria-describedby={`${id}-alt-hint${error ? ` ${id}-alt-error` : ''}`}
				/>
				<p id={`${id}-alt-hint`} className="form-field__hint">
					What the picture shows, for people who cannot see it.
				</p>
				{error ? (
					<p id={`${id}-alt-error`} className="form-field__error">
						{error}
					</p>
				) : null}
			</div>
			<div className="admin-form-actions">
				<button
					type="button"
					className="button button--primary"
					onClick={() => {
						if (!chosen) return setError('Choose a picture first.')
						if (!alt.trim()) return setError('Write the alt text: what the picture shows.')
						onInsert({ ...chosen, alt: alt.trim() })
					}}
				>
					Insert picture
				</button>
				<button type="button" className="button" onClick={onCancel}>
					Cancel
				</button>
			</div>
		</div>
	)
}

/**
 * The editor's HTML, as `editor.getHTML()` gives it less its tables' style attributes and column
 * groups (a min-width per column, which tidyEditorHtml removes anyway), written in a document made
 * for it: Tiptap writes it with the page's document, where the page's policy refuses those style
 * attributes (decision 045).
 */
function editorHtml(editor: Editor): string {
	const inert = document.implementation.createHTMLDocument('')
	const container = inert.createElement('div')
	container.append(DOMSerializer.fromSchema(editor.schema).serializeFragment(editor.state.doc.content, { document: inert }))
	// Parsed again by tidyEditorHtml, a style attribute would be refused even in a document made
	// for the purpose (Chromium holds it to the page's policy): they go here, where they were set.
	for (const colgroup of [...container.querySelectorAll('colgroup')]) colgroup.remove()
	for (const element of [...container.querySelectorAll('[style]')]) element.removeAttribute('style')
	return container.innerHTML
}
