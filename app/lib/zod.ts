import { z } from 'zod'

// Zod probes whether it may compile validators with `new Function` the first time an object
// schema is built; a strict Content-Security-Policy refuses it and reports a violation even
// though Zod catches the error. In the browser it validates without compiling (decision 018).
// Modules that build schemas import z from here, so this runs before the first one is built.
if (typeof document !== 'undefined') z.config({ jitless: true })

export { z }

/**
 * Control characters no text field may hold (NUL and the like): invisible, and
 * some break what the text is written into. Tabs and line breaks are left to
 * the multi-line fields (messages, notes, page content).
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/

/**
 * What a one-line field (a name, an e-mail, a title, a slug) may not hold:
 * every C0 control character, tabs and line breaks included, and DEL. A line
 * break in a name would forge a line of the notification e-mail or of a header.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const SINGLE_LINE_CONTROLS = /[\u0000-\u001F\u007F]/

/** A one-line field's check, its error under the field named by the label. */
export const oneLine = <T extends z.ZodType<string>>(schema: T, label: string): T =>
	schema.refine((value) => !SINGLE_LINE_CONTROLS.test(value), `${label} must be on one line, without tabs, line breaks or other control characters`)

/** A multi-line field's check: line breaks and tabs are fine, other control characters are not. */
export const withoutControls = <T extends z.ZodType<string>>(schema: T, label: string): T =>
	schema.refine((value) => !CONTROL_CHARACTERS.test(value), `${label} contains invisible control characters; please type it again`)
