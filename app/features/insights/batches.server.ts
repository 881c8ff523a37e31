/**
 * Writes what a counter holds one batch at a time, every flushMs and whenever asked: a flush
 * asked for while one runs waits for it, then writes what came since. A timed flush that fails
 * is reported to onError; keeping its counts for the next batch is the writer's part.
 */
export function periodicFlush(write: () => Promise<void>, { flushMs, onError }: { flushMs: number; onError?: (error: unknown) => void }) {
	let queue: Promise<void> = Promise.resolve()
	const flush = (): Promise<void> => {
		const next = queue.then(write)
		queue = next.catch(() => undefined)
		return next
	}
	const timer = setInterval(() => void flush().catch((error: unknown) => onError?.(error)), flushMs)
	timer.unref()
	return {
		flush,
		async stop() {
			clearInterval(timer)
			await flush()
		},
	}
}
