/**
 * Small glyphs drawn on a 24×24 grid, used inside feature cards and badges.
 * Each returns SVG content for that grid; place it with `icon()`.
 */
import { n } from './lib.ts'

const STROKE = 'fill="none" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"'

export const GLYPHS: Record<string, (color: string) => string> = {
	check: (c) => `<path d="M5 12.5l4.5 4.5L19 7.5" stroke="${c}" ${STROKE}/>`,
	bolt: (c) => `<path d="M13 2L4 14h7l-1 8 9-12h-7z" fill="${c}"/>`,
	star: (c) => `<path d="M12 2.5l2.9 6 6.6.8-4.9 4.5 1.3 6.5L12 17l-5.9 3.3 1.3-6.5-4.9-4.5 6.6-.8z" fill="${c}"/>`,
	heart: (c) => `<path d="M12 20.5s-8-5-8-10.8A4.4 4.4 0 0 1 12 7a4.4 4.4 0 0 1 8 2.7c0 5.8-8 10.8-8 10.8z" fill="${c}"/>`,
	shield: (c) => `<path d="M12 2.5l7.5 3v5.8c0 4.6-3.2 8.5-7.5 10.2-4.3-1.7-7.5-5.6-7.5-10.2V5.5z" fill="${c}"/>`,
	clock: (c) => `<circle cx="12" cy="12" r="9" stroke="${c}" ${STROKE}/><path d="M12 7v5l3.5 2" stroke="${c}" ${STROKE}/>`,
	chat: (c) => `<path d="M4 5h16v11H9l-5 4z" stroke="${c}" ${STROKE}/>`,
	pin: (c) => `<path d="M12 21s-7-6.5-7-12a7 7 0 0 1 14 0c0 5.5-7 12-7 12z" stroke="${c}" ${STROKE}/><circle cx="12" cy="9" r="2.5" fill="${c}"/>`,
	truck: (c) => `<path d="M2 6h11v10H2zM13 10h5l3 3v3h-8z" stroke="${c}" ${STROKE}/><circle cx="6" cy="18" r="2" fill="${c}"/><circle cx="17" cy="18" r="2" fill="${c}"/>`,
	chart: (c) => `<path d="M4 20V10M10 20V4M16 20v-7M21 20H3" stroke="${c}" ${STROKE}/>`,
	leaf: (c) => `<path d="M5 19C5 9 11 4 20 4c0 9-5 15-15 15zM5 19l8-8" stroke="${c}" ${STROKE}/>`,
	gift: (c) => `<path d="M3 9h18v4H3zM5 13h14v8H5zM12 9v12M12 9c-2-4-6-4-6-1.5S12 9 12 9zM12 9c2-4 6-4 6-1.5S12 9 12 9z" stroke="${c}" ${STROKE}/>`,
	cart: (c) => `<path d="M2.5 3.5h3l2.2 11h10.8l2-8H7" stroke="${c}" ${STROKE}/><circle cx="9" cy="19" r="1.6" fill="${c}"/><circle cx="17" cy="19" r="1.6" fill="${c}"/>`,
	search: (c) => `<circle cx="10.5" cy="10.5" r="6.5" stroke="${c}" ${STROKE}/><path d="M15.5 15.5L21 21" stroke="${c}" ${STROKE}/>`,
	user: (c) => `<circle cx="12" cy="8" r="4" stroke="${c}" ${STROKE}/><path d="M4 21c0-4.5 3.6-7 8-7s8 2.5 8 7" stroke="${c}" ${STROKE}/>`,
	menu: (c) => `<path d="M4 7h16M4 12h16M4 17h16" stroke="${c}" ${STROKE}/>`,
	plus: (c) => `<path d="M12 5v14M5 12h14" stroke="${c}" ${STROKE}/>`,
	arrow: (c) => `<path d="M5 12h14M13 6l6 6-6 6" stroke="${c}" ${STROKE}/>`,
	globe: (c) => `<circle cx="12" cy="12" r="9" stroke="${c}" ${STROKE}/><path d="M3 12h18M12 3c3 3.5 3 14.5 0 18M12 3c-3 3.5-3 14.5 0 18" stroke="${c}" ${STROKE}/>`,
}

export const FEATURE_GLYPHS = ['check', 'bolt', 'star', 'heart', 'shield', 'clock', 'chat', 'pin', 'truck', 'chart', 'leaf', 'gift', 'globe'] as const

/** A glyph scaled to `size` pixels with its top-left corner at (x, y). */
export function icon(name: string, x: number, y: number, size: number, color: string): string {
	const glyph = GLYPHS[name] ?? GLYPHS.star!
	return `<g transform="translate(${n(x)} ${n(y)}) scale(${+(size / 24).toFixed(3)})">${glyph(color)}</g>`
}
