/**
 * Every island by name, each loading its component (decision 069). The browser's runtime
 * (./islands.client.tsx) imports one when a wrapper of that name on the page is to be hydrated;
 * each is a chunk of its own, so a page loads the code of its own islands and no other.
 */
export const ISLANDS = {
	'quick-contact': () => import('#app/features/forms/quick-contact-form.tsx').then((module) => module.QuickContactForm),
}

export type Islands = typeof ISLANDS
export type IslandName = keyof Islands
