// API throughput with autocannon, next to a static file served by the same origin.
import autocannon from 'autocannon'

export type LoadResult = { name: string; rps: number; p50: number; p99: number; errors: number; non2xx: number }

export async function load(name: string, options: autocannon.Options): Promise<LoadResult> {
  const result = await autocannon({ connections: 20, duration: 6, ...options })
  return {
    name,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  }
}

export async function apiLoad(origin: string): Promise<{ results: LoadResult[]; staticRatio: number }> {
  let n = 0
  const contact = () =>
    JSON.stringify({
      name: 'Load Test',
      email: `load-${Date.now()}-${n++}@example.org`,
      subject: 'Bench message subject',
      message: 'A message sent by npm run bench to measure throughput.',
    })
  const json = { 'content-type': 'application/json', origin, 'x-requested-with': 'fetch' }
  const results = [
    await load('static /index.html', { url: `${origin}/index.html` }),
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
