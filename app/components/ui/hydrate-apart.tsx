import { Children, type ReactNode, Suspense } from 'react'

/**
 * Server HTML that the browser hydrates apart from the rest of the page, each
 * child in its own turn, top to bottom (decision 054).
 *
 * React hydrates the content of a Suspense boundary that the server sent
 * complete after the page around it, at a low priority, in a render and a
 * commit of its own; sibling boundaries share one, so each child here sits in
 * a boundary nested inside the one before it (Suspense adds no element: the
 * children stay siblings in the DOM). A long page's hydration becomes a
 * series of short tasks instead of one long commit that holds up a visitor's
 * first tap. Nothing inside suspends, so the server writes the content in
 * place, between `<!--$-->` and `<!--/$-->`, with no fallback and no script,
 * and the browser shows it as sent. A tap, click or keystroke in a part not
 * hydrated yet has React hydrate that part at once and then handle the event.
 *
 * For what a visitor reaches by scrolling (the sections after the first, the
 * footer), not for the header's menu. A deferred component (deferred.tsx)
 * belongs in the first part: one that hydrates after another deferred
 * component has mounted takes itself for a later navigation's and loads its
 * code at once.
 */
export function HydrateApart({ children }: { children: ReactNode }) {
	return Children.toArray(children).reduceRight<ReactNode>(
		(later, child) => (
			<Suspense fallback={null}>
				{child}
				{later}
			</Suspense>
		),
		null,
	)
}
