import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { contentApi } from './content-api.ts'
import { checkedPage } from './prerender.ts'

let server: Server | undefined
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())))

/** A local server on a free port answering /api/health with `status`. */
async function localServer(status: number): Promise<string> {
  server = createServer((req, res) => res.writeHead(req.url === '/api/health' ? status : 404).end())
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  return String((server.address() as AddressInfo).port)
}

describe("the prerender's content API", () => {
  it('reads from the local API the /api rule points at when it answers, and starts nothing', async () => {
    const port = await localServer(200)
    const api = await contentApi({ API_PORT: port })
    expect(api.url).toBe(`http://127.0.0.1:${port}/api`)
    await api.stop()
  })

  it('refuses a port taken by something that is not the API', async () => {
    const port = await localServer(404)
    await expect(contentApi({ API_PORT: port })).rejects.toThrow(`prerender: port ${port} (API_PORT) is taken by something that is not the site's API (it answered 404).`)
  })
})

describe('a prerendered page', () => {
  it('is written only when it rendered whole: status 200 and every query of its content loaded', () => {
    expect(checkedPage('/blog', { status: 200, html: '<html></html>', failedQueries: [] })).toBe('<html></html>')
    expect(() => checkedPage('/blog/x', { status: 404, html: '', failedQueries: [] })).toThrow('prerender: /blog/x rendered with status 404')
    expect(() => checkedPage('/events', { status: 200, html: '', failedQueries: ['["api","events"]: ApiError: 503'] }))
      .toThrow('prerender: /events could not load its content: ["api","events"]: ApiError: 503')
  })
})
