import { type ContentStamp, stampCovers } from '#app/server/content-events.server.ts'
import type { Entry } from './page-cache-entry.ts'

/**
 * One render per page and content change on the whole machine, not one per server process
 * (decision 094). Before a process renders a page its cache lacks, it asks the primary
 * (server/cluster.ts) whether another process is rendering that page already for the content it
 * knows of: if so it waits for that render and takes the result; if not, it renders, and hands
 * what it kept to the primary, which passes it to the processes that waited and to the others, so
 * their caches hold it before their first visitor asks. A page is taken only when the process
 * that rendered it had heard of every content change the taker has (ContentStamp).
 */
export interface SharedRenders {
	/**
	 * Before rendering a page: `lead` when this process is to render it (and then call `done`), or
	 * what another process rendered meanwhile; nothing when no answer came in time (this process then
	 * renders it alone, without calling `done`), or nothing and `again` when the render waited for
	 * kept nothing or its process stopped (asking again may find a newer render to wait for).
	 */
	claim(key: string, stamp: ContentStamp): Promise<{ lead: true } | { shared?: SharedPage; again?: true }>
	/** The render claimed is over: the page it kept, or nothing (an error, a page not kept). */
	done(key: string, stamp: ContentStamp, shared?: SharedPage): void
	/** Pages rendered by the other processes that this one did not ask for. */
	subscribe(listener: (key: string, shared: SharedPage) => void): () => void
}

/** A page one process kept, as it goes to the others. */
export interface SharedPage {
	/** What the process that rendered it had heard of when the render began, and when it began (epoch ms). */
	stamp: ContentStamp
	renderedAt: number
	/** The entry without what only the process that sent it knows (the headers its hooks added: see Entry.sent). */
	entry: Omit<Entry, 'sent'>
}

/** The entry of a shared page for this process's cache, when it shows at least what this process has heard of. */
export function takeShared(shared: SharedPage, mine: ContentStamp): Entry | undefined {
	if (!stampCovers(shared.stamp, mine, shared.renderedAt)) return undefined
	const { entry } = shared
	// Buffers arrive as plain byte arrays (the processes' messages are structured clones).
	const bytes = (body: Uint8Array) => (Buffer.isBuffer(body) ? body : Buffer.from(body.buffer, body.byteOffset, body.byteLength))
	return {
		born: entry.born,
		status: entry.status,
		headers: entry.headers,
		identity: { ...entry.identity, body: bytes(entry.identity.body) },
		br: { ...entry.br, body: bytes(entry.br.body) },
		gzip: { ...entry.gzip, body: bytes(entry.gzip.body) },
	}
}

/** A render under way in one process, and the processes waiting for it (their question numbers). */
interface Flight<W> {
	stamp: ContentStamp
	startedAt: number
	leader: W
	followers: { worker: W; id: number }[]
	timer: NodeJS.Timeout
}

/** What the primary tells whom once a render is over, or its process gone. */
export interface Landing<W> {
	/** The processes that waited, with their question numbers: they get the page, or nothing. */
	followers: { worker: W; id: number }[]
	shared?: SharedPage
}

/**
 * The primary's record of the renders under way, by page. A process that asks for a page whose
 * render under way covers what it has heard of waits for it; otherwise it leads a render of its
 * own. A render not reported within `maxMs` (its process stuck) lets its followers go.
 */
export class RenderFlights<W> {
	private readonly flights = new Map<string, Flight<W>[]>()
	/**
	 * The page each key's last render kept, for a few seconds: a process that asks just after the
	 * render landed (its question crossed the page on its way) takes it rather than rendering again.
	 */
	private readonly landed = new Map<string, { shared: SharedPage; at: number }>()

	constructor(
		private readonly maxMs: number,
		private readonly expired: (landing: Landing<W>) => void,
		private readonly now: () => number = Date.now,
	) {}

	/** `lead`, `follow` (the answer comes with the landing), or the page a render just kept. */
	claim(worker: W, id: number, key: string, stamp: ContentStamp): 'lead' | 'follow' | { shared: SharedPage } {
		const recent = this.landed.get(key)
		if (recent && this.now() - recent.at <= LANDED_MS && stampCovers(recent.shared.stamp, stamp, recent.shared.renderedAt)) return { shared: recent.shared }
		const under = this.flights.get(key) ?? []
		const covering = under.find((flight) => flight.leader !== worker && stampCovers(flight.stamp, stamp, flight.startedAt))
		if (covering) {
			covering.followers.push({ worker, id })
			return 'follow'
		}
		const flight: Flight<W> = {
			stamp,
			startedAt: this.now(),
			leader: worker,
			followers: [],
			timer: setTimeout(() => this.expired(this.end(key, flight)), this.maxMs),
		}
		flight.timer.unref()
		under.push(flight)
		this.flights.set(key, under)
		return 'lead'
	}

	/** A leader's render is over: who waited for it (none when it was not recorded, e.g. expired). */
	land(worker: W, key: string, stamp: ContentStamp, shared?: SharedPage): Landing<W> {
		if (shared) this.remember(key, shared)
		const flight = this.flights.get(key)?.find((candidate) => candidate.leader === worker && sameStamp(candidate.stamp, stamp))
		return flight ? { ...this.end(key, flight), shared } : { followers: [] }
	}

	/** A process is gone: the followers of its renders render for themselves. */
	gone(worker: W): Landing<W>[] {
		const landings: Landing<W>[] = []
		for (const [key, under] of [...this.flights]) for (const flight of under.filter((candidate) => candidate.leader === worker)) landings.push(this.end(key, flight))
		return landings
	}

	get size(): number {
		let size = 0
		for (const under of this.flights.values()) size += under.length
		return size
	}

	private remember(key: string, shared: SharedPage): void {
		this.landed.delete(key)
		this.landed.set(key, { shared, at: this.now() })
		// The oldest go first past the bound (a Map keeps the order they were set in).
		for (const old of this.landed.keys()) {
			if (this.landed.size <= LANDED_MAX) break
			this.landed.delete(old)
		}
	}

	private end(key: string, flight: Flight<W>): Landing<W> {
		clearTimeout(flight.timer)
		const rest = (this.flights.get(key) ?? []).filter((candidate) => candidate !== flight)
		if (rest.length) this.flights.set(key, rest)
		else this.flights.delete(key)
		return { followers: flight.followers }
	}
}

/** How long, and for how many pages at most, the primary keeps the page a render just kept. */
const LANDED_MS = 5000
const LANDED_MAX = 128

const sameStamp = (a: ContentStamp, b: ContentStamp) => a.counter === b.counter && a.clock === b.clock && a.uncountedAt === b.uncountedAt
