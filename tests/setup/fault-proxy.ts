import net from 'node:net'

/** What the proxy does to traffic: pass it, delay each chunk, or cut (reset every connection and refuse new ones). */
export type FaultMode = { kind: 'pass' } | { kind: 'delay'; ms: number } | { kind: 'cut' }

export interface FaultProxy {
	port: number
	/** host:port to put in a URL instead of the real service's. */
	address: string
	set(mode: FaultMode): void
	close(): Promise<void>
}

/**
 * A TCP proxy between the server and a dependency (PostgreSQL, Redis, S3, SMTP), for drills that
 * replay a fault deterministically: `cut` resets the open connections and refuses new ones until
 * the mode changes; `delay` holds every chunk both ways; `pass` is a plain pipe.
 */
export async function startFaultProxy(target: { host: string; port: number }): Promise<FaultProxy> {
	let mode: FaultMode = { kind: 'pass' }
	const open = new Set<net.Socket>()
	const forward = (from: net.Socket, to: net.Socket) => {
		from.on('data', (chunk: Buffer) => {
			if (mode.kind === 'delay') {
				from.pause()
				setTimeout(() => {
					if (!to.destroyed) to.write(chunk)
					from.resume()
				}, mode.ms)
			} else if (!to.destroyed) {
				to.write(chunk)
			}
		})
		from.on('end', () => to.end())
		from.on('error', () => to.destroy())
		from.on('close', () => to.destroy())
	}
	const server = net.createServer((client) => {
		if (mode.kind === 'cut') {
			client.resetAndDestroy()
			return
		}
		const upstream = net.connect(target.port, target.host)
		for (const socket of [client, upstream]) {
			open.add(socket)
			socket.on('close', () => open.delete(socket))
		}
		forward(client, upstream)
		forward(upstream, client)
	})
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	const port = (server.address() as net.AddressInfo).port
	return {
		port,
		address: `127.0.0.1:${port}`,
		set(next) {
			mode = next
			if (next.kind === 'cut') for (const socket of open) socket.resetAndDestroy()
		},
		async close() {
			for (const socket of open) socket.destroy()
			await new Promise<void>((resolve) => server.close(() => resolve()))
		},
	}
}
