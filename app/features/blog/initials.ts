/** "Nirav Desai" → "ND": the letters an avatar without a photo shows. */
export function initials(name: string): string {
	const parts = name.trim().split(/\s+/).filter(Boolean)
	return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : '')).toUpperCase() || '?'
}
