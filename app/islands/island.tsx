import { type ComponentProps, type ComponentType, lazy, Suspense, useEffect } from 'react'
import { ISLANDS, type IslandName, type Islands } from './registry.ts'

/** When an island's script is asked for: at the first frame, when it nears the screen, or when the visitor reaches for it. */
export type Hydrate = 'load' | 'visible' | 'interaction'

type PropsOf<N extends IslandName> = ComponentProps<Awaited<ReturnType<Islands[N]>>>

const drawn = new Map<IslandName, ComponentType<object>>()
/** The island's component as the server draws it: the registry's own, so the browser hydrates the same. */
function islandComponent(name: IslandName): ComponentType<object> {
	let component = drawn.get(name)
	if (!component)
		drawn.set(
			name,
			(component = lazy(() =>
				ISLANDS[name]().then((loaded) => ({
					default: loaded as ComponentType<object>,
				})),
			)),
		)
	return component
}

/**
 * A part of a page of islands (`handle.islands`) that needs React in the browser (decision 069).
 * The server draws the registry's component in a wrapper that names it, with its props beside it
 * as JSON; the browser's runtime (./islands.client.tsx) hydrates the wrapper alone, with the
 * same tree (`islandTree`), when `hydrate` says. Props must survive JSON.
 */
export function Island<N extends IslandName>({ name, props, hydrate = 'interaction' }: { name: N; props: PropsOf<N>; hydrate?: Hydrate }) {
	return (
		<>
			<div data-island={name} data-hydrate={hydrate} className="island">
				{islandTree(islandComponent(name), props as object)}
			</div>
			<script type="application/json" data-island-props="" dangerouslySetInnerHTML={{ __html: propsJson(props as object) }} />
		</>
	)
}

/**
 * What a wrapper holds, on the server and in the browser alike (the boundary's markers included).
 * In the browser `onHydrated` runs once React has hydrated the boundary's content (it draws nothing).
 */
export function islandTree(Component: ComponentType<object>, props: object, onHydrated?: () => void) {
	return (
		<Suspense fallback={null}>
			<Component {...props} />
			{onHydrated ? <Committed onCommit={onHydrated} /> : null}
		</Suspense>
	)
}

function Committed({ onCommit }: { onCommit: () => void }) {
	useEffect(onCommit, [onCommit])
	return null
}

/** The props as JSON that cannot end the script element it is in. */
export function propsJson(props: object): string {
	return JSON.stringify(props)
		.replace(/</g, '\\u003c')
		.replace(/\u2028/g, '\\u2028')
		.replace(/\u2029/g, '\\u2029')
}
