import { createHmac, timingSafeEqual } from 'node:crypto'
import { createContext } from 'react-router'

/**
 * Signed preview links (decision 041): `/preview/{entity}/{id}?token=…` shows
 * the saved state of one item, drafts and scheduled posts included, through
 * the real public page. The token is an HMAC of entity, id, version and
 * expiry with the app's secret, so a link works for an hour, for that item and
 * that version only, and cannot be forged or stretched.
 */

/** The kinds of content a preview link shows, each through its public page. */
export const PREVIEWABLE = new Set(['posts', 'pages', 'services', 'events', 'case-studies', 'faq', 'jobs'])

export const PREVIEW_LIFETIME_MS = 60 * 60 * 1000

/** Set by the preview route while it runs a public page's loader: that loader may read unpublished rows. */
export const previewContext = createContext<{ entity: string; id: number } | null>(null)

const sign = (secret: string, entity: string, id: number, version: number, expires: number, draft: boolean) =>
	createHmac('sha256', secret).update(`preview:${entity}:${id}:${draft ? 'draft:' : ''}${version}:${expires}`).digest('base64url')

/**
 * A link to the saved version, or (`draft`) to the working draft of a live item (decision 078), whose
 * `version` is then the draft's id: a later save of the draft makes the link answer 403 too.
 */
export interface PreviewItem {
	entity: string
	id: number
	version: number
	draft?: boolean
}

export function previewToken(secret: string, item: PreviewItem, now = Date.now()): string {
	const expires = Math.floor((now + PREVIEW_LIFETIME_MS) / 1000)
	return `${item.draft ? 'd' : ''}${item.version}.${expires}.${sign(secret, item.entity, item.id, item.version, expires, Boolean(item.draft))}`
}

export function previewPath(secret: string, item: PreviewItem, now = Date.now()): string {
	return `/preview/${item.entity}/${item.id}?token=${previewToken(secret, item, now)}`
}

export type PreviewCheck = { ok: true; version: number; draft: boolean } | { ok: false; reason: 'invalid' | 'expired' }

/** Whether a token was signed for this item and is still within its hour; the version it names is checked by the caller. */
export function checkPreviewToken(secret: string, entity: string, id: number, token: string | null, now = Date.now()): PreviewCheck {
	const match = /^(d?)(\d{1,9})\.(\d{1,12})\.([\w-]{43})$/.exec(token ?? '')
	if (!match) return { ok: false, reason: 'invalid' }
	const draft = match[1] === 'd'
	const version = Number(match[2])
	const expires = Number(match[3])
	const expected = Buffer.from(sign(secret, entity, id, version, expires, draft))
	const given = Buffer.from(match[4]!)
	if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' }
	if (expires * 1000 <= now) return { ok: false, reason: 'expired' }
	return { ok: true, version, draft }
}
