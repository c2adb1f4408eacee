// A loopback stand-in for Netlify's purge API, the call @netlify/functions' purgeCache makes
// (node_modules/@netlify/functions/dist/main.js: POST `${apiURL}/api/v1/purge` with
// `Authorization: Bearer <token>` and the JSON body {cache_tags, site_id | site_slug | domain,
// deploy_alias}; any answer but 2xx makes it throw). Written from Netlify's API description,
// github.com/netlify/open-api swagger.yml: `/purge` post, operationId purgeCache, body definition
// `purge` {site_id, site_slug, cache_tags: string[]}, answers 202 OK, 400 "Invalid request
// parameters", 404 "Site not found"; host api.netlify.com, basePath /api/v1; every call
// authenticated by its bearer token (401 without a valid one, as the API answers).
// `failing` makes the next calls answer 500, as an outage would.
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export const FAKE_SITE_ID = 'site-0123456789'
export const FAKE_PURGE_TOKEN = 'nf-purge-token-for-tests'

export type PurgeCall = { siteId: string; tags: string[] }

async function body(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

const isTagList = (value: unknown): value is string[] => Array.isArray(value) && value.every((tag) => typeof tag === 'string')

export class NetlifyPurgeApiFake {
  calls: PurgeCall[] = []
  failing = false
  url = ''
  private server: Server = createServer((req, res) => {
    void (async () => {
      const answer = (status: number, json?: unknown) =>
        res.writeHead(status, { 'Content-Type': 'application/json' }).end(json === undefined ? '' : JSON.stringify(json))
      const text = await body(req)
      if (req.method !== 'POST' || req.url !== '/api/v1/purge') return answer(404, { code: 404, message: 'Not Found' })
      if (req.headers.authorization !== `Bearer ${FAKE_PURGE_TOKEN}`) return answer(401, { code: 401, message: 'Access Denied: Origin returned bad status 401' })
      if (this.failing) return answer(500, { code: 500, message: 'Internal Server Error' })
      let payload: { site_id?: unknown; cache_tags?: unknown }
      try {
        payload = JSON.parse(text) as typeof payload
      } catch {
        return answer(400, { code: 400, message: 'Invalid request parameters' })
      }
      if (payload.cache_tags !== undefined && !isTagList(payload.cache_tags)) return answer(400, { code: 400, message: 'Invalid request parameters' })
      if (payload.site_id !== FAKE_SITE_ID) return answer(404, { code: 404, message: 'Site not found' })
      this.calls.push({ siteId: payload.site_id, tags: (payload.cache_tags as string[] | undefined) ?? [] })
      return answer(202)
    })()
  })

  /** Every tag purged so far, each once. */
  purgedTags(): string[] {
    return [...new Set(this.calls.flatMap((call) => call.tags))].sort()
  }

  reset() {
    this.calls = []
    this.failing = false
  }

  async start() {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve))
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`
  }

  stop() {
    return new Promise<void>((resolve) => this.server.close(() => resolve()))
  }
}
