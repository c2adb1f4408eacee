// API throughput with autocannon, next to a static file served by the same origin.
import { request } from 'node:http'
import autocannon from 'autocannon'
import { proofsFor } from './proofs.ts'

export type LoadResult = { name: string; rps: number; p50: number; p95: number; p99: number; errors: number; non2xx: number }

const CONNECTIONS = 20
const SECONDS = 6
// what a browser sends: the static file is served precompressed, /api compresses on the fly
const BROWSER = { 'accept-encoding': 'gzip, deflate, br' }

/**
 * autocannon keeps writing requests on a connection the server is closing; with
 * `Connection: close` answers its latencies are timed from requests that were never
 * answered (the last report: 700 req/s "at" p50 1.4 s with 20 connections). Refuse to
 * measure such a server instead of printing impossible figures.
 */
function assertKeepAlive(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: BROWSER }, (res) => {
      res.resume()
      if (String(res.headers.connection).toLowerCase() === 'close') {
        reject(new Error(`${url} answers "Connection: close"; load figures would be meaningless`))
      } else resolve()
    })
    req.on('error', reject)
    req.end()
  })
}

export async function load(name: string, options: autocannon.Options): Promise<LoadResult> {
  await assertKeepAlive(options.url)
  // autocannon's summary has no 95th percentile: it is taken from every response's time
  const times: number[] = []
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const settings = { connections: CONNECTIONS, duration: SECONDS, ...options, headers: { ...BROWSER, ...options.headers } }
    const run = autocannon(settings, (error, done) => (error ? reject(error) : resolve(done)))
    run.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime))
  })
  times.sort((a, b) => a - b)
  return {
    name,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p95: times.length === 0 ? 0 : Math.round(times[Math.ceil(times.length * 0.95) - 1]! * 10) / 10,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  }
}

/** Solutions made ready for the contact load: more than it sends in its SECONDS here (a reused one answers 400, counted). */
const CONTACT_PROOFS = 3000

export async function apiLoad(origin: string): Promise<{ results: LoadResult[]; staticRatio: number }> {
  let n = 0
  // each message carries its own solved human check, as the form sends it (the server accepts each once)
  const proofs = await proofsFor(origin, CONTACT_PROOFS)
  const contact = () =>
    JSON.stringify({
      name: 'Load Test',
      email: `load-${Date.now()}-${n}@example.org`,
      subject: 'Bench message subject',
      message: 'A message sent by npm run bench to measure throughput.',
      altcha: proofs[n++ % proofs.length],
    })
  const json = { 'content-type': 'application/json', origin }
  const results = [
    await load('static /spa.html', { url: `${origin}/spa.html` }),
    await load('GET /api/services', { url: `${origin}/api/services` }),
    await load('GET /api/events', { url: `${origin}/api/events` }),
    await load('POST /api/contact', {
      url: `${origin}/api/contact`,
      method: 'POST',
      headers: json,
      requests: [{ method: 'POST', setupRequest: (req) => ({ ...req, body: contact() }) }],
    }),
  ]
  const staticRps = results[0]!.rps
  const apiRps = results[1]!.rps
  return { results, staticRatio: apiRps / Math.max(staticRps, 1) }
}
