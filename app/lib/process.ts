/**
 * How a project runs, told once: the home page shows these steps, and the about-us and service
 * pages tell the same five in their words (their content files), so a visitor meets one story.
 */
export const PROCESS = [
	{ name: 'Discover', text: 'A call and a short workshop: your business, your customers, and what success will look like in numbers.' },
	{ name: 'Plan', text: 'A written scope, timeline and fixed price, with every assumption spelled out before work starts.' },
	{ name: 'Design and build', text: 'Designs you click through on your own phone, then fortnightly demos on a staging site you can visit any time.' },
	{ name: 'Launch', text: 'Testing on real phones and browsers, then a careful go-live with redirects, analytics and search console in place.' },
	{ name: 'Grow', text: 'Six months of free support, then search, content and campaigns measured against the goals we set together.' },
] as const
