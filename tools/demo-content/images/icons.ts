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
	calendar: (c) => `<path d="M4 6h16v14H4zM4 10h16M8 3v5M16 3v5" stroke="${c}" ${STROKE}/>`,
	bed: (c) => `<path d="M3 18V7M3 14h18v4M21 14v-2a3 3 0 0 0-3-3h-7v5M7 11.5h.01" stroke="${c}" ${STROKE}/>`,
	users: (c) => `<circle cx="9" cy="8" r="3.5" stroke="${c}" ${STROKE}/><path d="M2.5 20c0-3.6 2.9-6 6.5-6s6.5 2.4 6.5 6M16 4.6a3.5 3.5 0 0 1 0 6.8M18 14.5c2 .8 3.5 2.8 3.5 5.5" stroke="${c}" ${STROKE}/>`,
	wifi: (c) => `<path d="M2.5 9a14 14 0 0 1 19 0M5.5 12.5a9.5 9.5 0 0 1 13 0M8.5 16a5 5 0 0 1 7 0" stroke="${c}" ${STROKE}/><circle cx="12" cy="19.2" r="1.3" fill="${c}"/>`,
	car: (c) => `<path d="M3 16v-4l2-5h14l2 5v4zM3 12h18" stroke="${c}" ${STROKE}/><circle cx="7.5" cy="16.5" r="1.8" fill="${c}"/><circle cx="16.5" cy="16.5" r="1.8" fill="${c}"/>`,
	phone: (c) => `<path d="M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 5a2 2 0 0 1 2-2z" stroke="${c}" ${STROKE}/>`,
	mail: (c) => `<path d="M3 5h18v14H3zM3 6l9 7 9-7" stroke="${c}" ${STROKE}/>`,
	bag: (c) => `<path d="M5 8h14l-1 13H6zM9 8V6a3 3 0 0 1 6 0v2" stroke="${c}" ${STROKE}/>`,
	tag: (c) => `<path d="M3 12V3h9l9 9-9 9zM7.5 7.5h.01" stroke="${c}" ${STROKE}/>`,
	home: (c) => `<path d="M3 11l9-7 9 7M5 9.5V20h14V9.5M10 20v-6h4v6" stroke="${c}" ${STROKE}/>`,
	book: (c) => `<path d="M4 4h6a2 2 0 0 1 2 2v14a2 2 0 0 0-2-2H4zM20 4h-6a2 2 0 0 0-2 2v14a2 2 0 0 1 2-2h6z" stroke="${c}" ${STROKE}/>`,
	cap: (c) => `<path d="M2 9l10-5 10 5-10 5zM6 11v5c3 2.5 9 2.5 12 0v-5M22 9v6" stroke="${c}" ${STROKE}/>`,
	play: (c) => `<path d="M7 4.5v15l12.5-7.5z" fill="${c}"/>`,
	bell: (c) => `<path d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 20.5a2 2 0 0 0 4 0" stroke="${c}" ${STROKE}/>`,
	grid: (c) => `<path d="M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z" stroke="${c}" ${STROKE}/>`,
	gear: (c) => `<circle cx="12" cy="12" r="3.2" stroke="${c}" ${STROKE}/><path d="M12 2.5v3M12 18.5v3M2.5 12h3M18.5 12h3M5.3 5.3l2.1 2.1M16.6 16.6l2.1 2.1M5.3 18.7l2.1-2.1M16.6 7.4l2.1-2.1" stroke="${c}" ${STROKE}/>`,
	route: (c) => `<circle cx="6" cy="18" r="2.5" stroke="${c}" ${STROKE}/><circle cx="18" cy="6" r="2.5" stroke="${c}" ${STROKE}/><path d="M8.5 18H15a3.5 3.5 0 0 0 0-7H9a3.5 3.5 0 0 1 0-7h6.5" stroke="${c}" ${STROKE}/>`,
	box: (c) => `<path d="M3 7.5L12 3l9 4.5v9L12 21l-9-4.5zM3 7.5l9 4.5 9-4.5M12 12v9" stroke="${c}" ${STROKE}/>`,
	tooth: (c) => `<path d="M7 3c-3 0-4 3-3.5 6 .5 2.5 1.5 4 2 7 .4 2.5 1 5 2.3 5 1.6 0 1.5-5 4.2-5s2.6 5 4.2 5c1.3 0 1.9-2.5 2.3-5 .5-3 1.5-4.5 2-7 .5-3-.5-6-3.5-6-2 0-3 1-5 1S9 3 7 3z" stroke="${c}" ${STROKE}/>`,
	ear: (c) => `<path d="M7 9a5 5 0 0 1 10 0c0 3-3 4-3 7a3 3 0 0 1-6 .5M10 9.5a2 2 0 0 1 4 0c0 1.3-1.5 1.8-1.5 3" stroke="${c}" ${STROKE}/>`,
	steth: (c) => `<path d="M5 3v5a4 4 0 0 0 8 0V3M9 12v3a5 5 0 0 0 10 0v-2" stroke="${c}" ${STROKE}/><circle cx="19" cy="11" r="2" stroke="${c}" ${STROKE}/>`,
	waves: (c) => `<path d="M2 9c2.5-2 4.5-2 7 0s4.5 2 7 0 4.5-2 6 0M2 15c2.5-2 4.5-2 7 0s4.5 2 7 0 4.5-2 6 0" stroke="${c}" ${STROKE}/>`,
	cup: (c) => `<path d="M4 9h13v5a5 5 0 0 1-5 5H9a5 5 0 0 1-5-5zM17 10.5h1.5a2.5 2.5 0 0 1 0 5H16M8 3v3M12 3v3" stroke="${c}" ${STROKE}/>`,
	dumbbell: (c) => `<path d="M6 7v10M3 9.5v5M18 7v10M21 9.5v5M6 12h12" stroke="${c}" ${STROKE}/>`,
	bike: (c) => `<circle cx="5.5" cy="16" r="3.5" stroke="${c}" ${STROKE}/><circle cx="18.5" cy="16" r="3.5" stroke="${c}" ${STROKE}/><path d="M5.5 16l4-8h6l3 8M9.5 8L12 16h1.5l3-6M8 5.5h3" stroke="${c}" ${STROKE}/>`,
	upload: (c) => `<path d="M12 16V4M7 9l5-5 5 5M4 15v5h16v-5" stroke="${c}" ${STROKE}/>`,
	file: (c) => `<path d="M6 3h8l5 5v13H6zM14 3v5h5M9 13h7M9 17h5" stroke="${c}" ${STROKE}/>`,
	seat: (c) => `<path d="M7 3v10h10l1 6M7 13l-1 8M10 3v6" stroke="${c}" ${STROKE}/>`,
	snow: (c) => `<path d="M12 2v20M3.5 7l17 10M3.5 17l17-10M9 3.5l3 2.5 3-2.5M9 20.5l3-2.5 3 2.5" stroke="${c}" ${STROKE}/>`,
	gauge: (c) => `<path d="M4 18a8.5 8.5 0 1 1 16 0M12 14l4-5" stroke="${c}" ${STROKE}/>`,
	lock: (c) => `<path d="M5 11h14v10H5zM8 11V7a4 4 0 0 1 8 0v4" stroke="${c}" ${STROKE}/>`,
	sun: (c) => `<circle cx="12" cy="12" r="4" stroke="${c}" ${STROKE}/><path d="M12 2v2.5M12 19.5V22M2 12h2.5M19.5 12H22M4.9 4.9l1.8 1.8M17.3 17.3l1.8 1.8M4.9 19.1l1.8-1.8M17.3 6.7l1.8-1.8" stroke="${c}" ${STROKE}/>`,
	drop: (c) => `<path d="M12 3s6.5 7 6.5 11.5a6.5 6.5 0 0 1-13 0C5.5 10 12 3 12 3z" stroke="${c}" ${STROKE}/>`,
	filter: (c) => `<path d="M3 5h18l-7 8v6l-4 2v-8z" stroke="${c}" ${STROKE}/>`,
	down: (c) => `<path d="M6 9l6 6 6-6" stroke="${c}" ${STROKE}/>`,
	briefcase: (c) => `<path d="M3 7h18v13H3zM8 7V4h8v3M3 13h18" stroke="${c}" ${STROKE}/>`,
	scale: (c) => `<path d="M12 3v18M7 21h10M4 7h16M6 7l-3 7a3 3 0 0 0 6 0zM18 7l-3 7a3 3 0 0 0 6 0z" stroke="${c}" ${STROKE}/>`,
	wrench: (c) => `<path d="M14.5 5.5a4.5 4.5 0 0 0 5.8 5.8L11 20.6a2 2 0 0 1-3-3L17.3 8.3a4.5 4.5 0 0 1-2.8-2.8zM17 3l-2.5 2.5 1 3 3 1L21 7" stroke="${c}" ${STROKE}/>`,
	spark: (c) => `<path d="M12 2l2 7 7 3-7 3-2 7-2-7-7-3 7-3z" fill="${c}"/>`,
	layers: (c) => `<path d="M12 3l9 5-9 5-9-5zM3 13l9 5 9-5" stroke="${c}" ${STROKE}/>`,
	camera: (c) => `<path d="M3 7h4l2-3h6l2 3h4v13H3z" stroke="${c}" ${STROKE}/><circle cx="12" cy="13" r="4" stroke="${c}" ${STROKE}/>`,
	music: (c) => `<path d="M9 18V5l11-2v13" stroke="${c}" ${STROKE}/><circle cx="6.5" cy="18" r="2.5" stroke="${c}" ${STROKE}/><circle cx="17.5" cy="16" r="2.5" stroke="${c}" ${STROKE}/>`,
	cpu: (c) => `<path d="M6 6h12v12H6zM10 10h4v4h-4zM9 2v4M15 2v4M9 18v4M15 18v4M2 9h4M2 15h4M18 9h4M18 15h4" stroke="${c}" ${STROKE}/>`,
	x: (c) => `<path d="M6 6l12 12M18 6L6 18" stroke="${c}" ${STROKE}/>`,
	minus: (c) => `<path d="M5 12h14" stroke="${c}" ${STROKE}/>`,
	up: (c) => `<path d="M6 15l6-6 6 6" stroke="${c}" ${STROKE}/>`,
}

export const FEATURE_GLYPHS = ['check', 'bolt', 'star', 'heart', 'shield', 'clock', 'chat', 'pin', 'truck', 'chart', 'leaf', 'gift', 'globe'] as const

/** A glyph scaled to `size` pixels with its top-left corner at (x, y). */
export function icon(name: string, x: number, y: number, size: number, color: string): string {
	const glyph = GLYPHS[name] ?? GLYPHS.star!
	return `<g transform="translate(${n(x)} ${n(y)}) scale(${+(size / 24).toFixed(3)})">${glyph(color)}</g>`
}
