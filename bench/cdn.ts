// What the CDN in front of the pages and /api gives a visitor (issue 58), on the bench's stack,
// whose host serves through the CDN stand-in (scripts/stand-ins/netlify-cdn-cache.ts) as Netlify's does:
// - a page the CDN keeps reaches its first byte as fast as a static file (measured one request at
//   a time on a kept-alive connection, as a visitor's browser asks);
// - a cold render (the page function rendering a page no one asked for yet: `/services?cold=N`,
//   whose query makes a key of its own, as the page's answer names no Netlify-Vary);
// - /api on a miss: the function itself under load, reached as the CDN reaches it (signed like
//   Netlify's proxy rule), against the static file's rate. The function keeps public reads while
//   the database is unchanged (supabase/functions/_shared/http/public-read-memo.ts), as it is
//   during the load; the same read with a query of its own per request (?n=N, a key the memo has
//   never seen) is reported beside it, for what a read costs that neither cache answers.
import http from 'node:http'
import { edgeHeaders } from '../scripts/host/edge-signature.ts'
import { load, type LoadResult } from './load.ts'

export type FirstByte = { p50: number; p95: number; statuses: string[] }
export type CdnFigures = { staticFile: FirstByte; cachedPage: FirstByte; coldRender: FirstByte; miss: LoadResult; uncached: LoadResult; staticLoad: LoadResult }

const SAMPLES = 200
const COLD_SAMPLES = 20
/** A cached page "equals a static file within noise": its median first byte at most this much above the static file's, or the static file's own p95. */
const NOISE_MS = 1
/** The miss's rate against the static file's, at least (issue 58). */
export const MISS_RATIO_TARGET = 0.5

const rounded = (ms: number) => Math.round(ms * 10) / 10
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)]!

/** Time to the answer's headers of `urls` in turn, on one kept-alive connection; with each answer's Cache-Status. */
async function firstBytes(urls: string[]): Promise<FirstByte> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
  const times: number[] = []
  const statuses = new Set<string>()
  try {
    for (const url of urls) {
      const started = performance.now()
      await new Promise<void>((resolve, reject) => {
        const req = http.get(url, { agent, headers: { 'accept-encoding': 'gzip, deflate, br' } }, (res) => {
          times.push(performance.now() - started)
          statuses.add(`${res.statusCode} ${res.headers['cache-status'] ?? 'no Cache-Status'}`)
          res.resume()
          res.on('end', resolve)
        })
        req.on('error', reject)
      })
    }
  } finally {
    agent.destroy()
  }
  times.sort((a, b) => a - b)
  return { p50: rounded(percentile(times, 0.5)), p95: rounded(percentile(times, 0.95)), statuses: [...statuses] }
}

/** The figures; `apiOrigin` is the api function's own address, `signingSecret` the stack's PROXY_SIGNING_SECRET. */
export async function cdnFigures(origin: string, apiOrigin: string, signingSecret: string | undefined): Promise<CdnFigures> {
  const page = `${origin}/services`
  await firstBytes([page]) // the first visitor's render, which the CDN keeps
  const staticFile = await firstBytes(Array.from({ length: SAMPLES }, () => `${origin}/spa.html`))
  const cachedPage = await firstBytes(Array.from({ length: SAMPLES }, () => page))
  const run = Date.now()
  const coldRender = await firstBytes(Array.from({ length: COLD_SAMPLES }, (_, i) => `${page}?cold=${run}-${i}`))
  const staticLoad = await load('static /spa.html', { url: `${origin}/spa.html` })
  const signed = await edgeHeaders(signingSecret, origin, '10m')
  const miss = await load('GET /api/services at the function (a CDN miss)', { url: `${apiOrigin}/api/services`, headers: signed })
  let n = 0
  const uncached = await load('GET /api/services?n=N at the function (a miss of the CDN and of the memo)', {
    url: `${apiOrigin}/api/services`,
    headers: signed,
    requests: [{ setupRequest: (req) => ({ ...req, path: `/api/services?n=${run}-${n++}` }) }],
  })
  return { staticFile, cachedPage, coldRender, miss, uncached, staticLoad }
}

/** The report's section, and the budgets it missed. */
export function cdnSection(figures: CdnFigures): { lines: string[]; misses: string[] } {
  const { staticFile, cachedPage, coldRender, miss, uncached, staticLoad } = figures
  const misses: string[] = []
  const allowance = Math.max(NOISE_MS, staticFile.p95 - staticFile.p50)
  const cachedOk = cachedPage.p50 <= staticFile.p50 + allowance && cachedPage.statuses.every((s) => s.includes('hit'))
  if (!cachedOk) misses.push(`cached page first byte ${cachedPage.p50} ms vs static ${staticFile.p50} ms (${cachedPage.statuses.join(', ')})`)
  const ratio = miss.rps / Math.max(staticLoad.rps, 1)
  const missOk = ratio >= MISS_RATIO_TARGET && miss.errors === 0 && miss.non2xx === 0
  if (!missOk) misses.push(`/api on a miss at ${(ratio * 100).toFixed(0)}% of the static file's rate (target ≥ ${MISS_RATIO_TARGET * 100}%), ${miss.errors} errors, ${miss.non2xx} non-2xx`)
  const row = (name: string, f: FirstByte) => `| ${name} | ${f.p50} | ${f.p95} | ${f.statuses.join('; ')} |`
  const mark = (ok: boolean) => (ok ? 'ok' : '**MISSED**')
  return {
    misses,
    lines: [
      '## The CDN (time to first byte, one request at a time on a kept-alive connection)',
      '',
      '| answer | p50 ms | p95 ms | status and Cache-Status |',
      '|---|---|---|---|',
      row(`static /spa.html (${SAMPLES})`, staticFile),
      row(`/services kept by the CDN (${SAMPLES})`, cachedPage),
      row(`/services?cold=N, rendered by the page function (${COLD_SAMPLES})`, coldRender),
      '',
      `A kept page's first byte against the static file's: ${mark(cachedOk)} (within ${rounded(allowance)} ms, the larger of ${NOISE_MS} ms and the static file's p95 − p50).`,
      '',
      `GET /api/services at the function itself (a CDN miss, signed as the CDN's proxy rule signs it; autocannon, 20 connections, 6 s): ${miss.rps} req/s, p50 ${miss.p50} ms, p95 ${miss.p95} ms, ${miss.errors} errors, ${miss.non2xx} non-2xx; the static file ${staticLoad.rps} req/s: ${(ratio * 100).toFixed(0)}% (target ≥ ${MISS_RATIO_TARGET * 100}%) ${mark(missOk)}.`,
      '',
      `The same read with a query of its own per request (\`?n=N\`: neither the CDN nor the function's memo of public reads has it, so every request runs the route and its queries): ${uncached.rps} req/s, p50 ${uncached.p50} ms, p95 ${uncached.p95} ms, ${uncached.errors} errors, ${uncached.non2xx} non-2xx (${((uncached.rps / Math.max(staticLoad.rps, 1)) * 100).toFixed(0)}% of the static file's rate; no target: after a change the first request of each answer pays it, the rest are answered from the memo).`,
      '',
    ],
  }
}
