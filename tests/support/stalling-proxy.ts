import net from 'node:net'

/**
 * A TCP proxy in front of PostgreSQL that can stall it, as a database frozen by a full disk, a
 * hung storage volume or a stopped process does: connections are still accepted, nothing is
 * answered, and whatever the app sends meanwhile waits, in order, to be read when the database
 * resumes (as in a stopped server's socket). Unlike stopping the run's shared cluster, it stalls
 * only the file that uses it.
 */
export async function stallingProxy(target: { host: string; port: number }) {
  let stalled = false
  type TLeg = { to: net.Socket; held: (Buffer | 'end')[] }
  // Kept after their sockets close: what a closed client sent during the stall still arrives.
  const legs = new Set<TLeg>()
  const deliver = (leg: TLeg, chunk: Buffer | 'end') => {
    if (leg.to.destroyed) return
    if (chunk === 'end') leg.to.end()
    else leg.to.write(chunk)
  }
  const forward = (from: net.Socket, to: net.Socket) => {
    const leg: TLeg = { to, held: [] }
    legs.add(leg)
    from.on('data', (chunk: Buffer) => (stalled ? leg.held.push(chunk) : deliver(leg, chunk)))
    from.on('end', () => (stalled ? leg.held.push('end') : deliver(leg, 'end')))
    from.on('error', () => to.destroy())
  }
  const sockets = new Set<net.Socket>()
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host)
    for (const socket of [client, upstream]) {
      sockets.add(socket)
      socket.on('close', () => sockets.delete(socket))
    }
    forward(client, upstream)
    forward(upstream, client)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    port: (server.address() as net.AddressInfo).port,
    stall() {
      stalled = true
    },
    /** The database answers again: everything held is delivered first, in order. */
    resume() {
      stalled = false
      for (const leg of legs) for (const chunk of leg.held.splice(0)) deliver(leg, chunk)
    },
    /**
     * Stops accepting. The connections open stay until the process ends: the app's pool keeps
     * its own, and Payload holds one of them checked out for good.
     */
    close() {
      server.close()
      for (const socket of sockets) socket.unref()
    },
  }
}
