/** A route or API parameter that may be a numeric id or a slug. */
export function idOrSlug(value: string): { id: number } | { slug: string } {
	return /^\d{1,9}$/.test(value) ? { id: Number(value) } : { slug: value.toLowerCase() }
}

/** Escapes LIKE wildcards so a visitor's search text is matched literally. */
export function likePattern(term: string): string {
	return `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}
