import net from 'node:net'

/** Resolves to true when nothing listens on 127.0.0.1:port. */
export function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer()
    probe.once('error', () => resolve(false))
    probe.listen({ port, host: '127.0.0.1', exclusive: true }, () => probe.close(() => resolve(true)))
  })
}

export async function assertPortFree(port: number, what: string, envName: string): Promise<void> {
  if (!(await isPortFree(port))) {
    throw new Error(`Port ${port} (${what}) is already in use. Stop whatever uses it, or set ${envName} to another port.`)
  }
}

/** A port the OS reports free right now (for tests). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

export async function waitForHttp(url: string, timeoutMs: number, isAlive: () => boolean = () => true): Promise<void> {
  const deadline = Date.now() + timeoutMs
  let lastError = ''
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error(`The process behind ${url} exited before it answered.`)
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) })
      await response.body?.cancel()
      return
    } catch (error) {
      lastError = (error as Error).message
    }
    await new Promise((r) => setTimeout(r, 150))
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms (${lastError}).`)
}
