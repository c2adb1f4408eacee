// The site's purge endpoint (issue 58 item 2): the handler's rules
// (supabase/functions/_shared/site/purge-endpoint.ts) with an injected purger, the Netlify
// Function that wires it to @netlify/functions' purgeCache (netlify/functions/purge.mts, with
// purgeCache replaced by a recorder), and the local host's route to it (purge-route.ts).
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  CDN_PURGE_SECRET_HEADER, MAX_TAG_LENGTH, MAX_TAGS_PER_REQUEST, TAGS_PER_PURGE_CALL, purgeHandler,
} from '../../supabase/functions/_shared/site/purge-endpoint.ts'
import { PURGE_ENDPOINT_PATH } from '../../supabase/functions/_shared/site/cdn-purge.ts'
import { localPurgeRoute } from './purge-route.ts'

const purgeCache = vi.hoisted(() => vi.fn(async (_options: { tags: string[] }) => {}))
vi.mock('@netlify/functions', () => ({ purgeCache }))

const SECRET = 'a-purge-secret-of-the-site-0123456789abcdef'

const post = (body: unknown, secret: string | null = SECRET) => new Request(`https://site.example${PURGE_ENDPOINT_PATH}`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', ...(secret === null ? {} : { [CDN_PURGE_SECRET_HEADER]: secret }) },
  body: typeof body === 'string' ? body : JSON.stringify(body),
})

function endpoint(secret: string | undefined = SECRET) {
  const calls: string[][] = []
  const logged: string[] = []
  const handle = purgeHandler({ secret: () => secret, purge: async (tags) => void calls.push(tags), log: (line) => logged.push(line) })
  return { handle, calls, logged }
}

const answer = async (res: Response) => ({ status: res.status, body: await res.json() })

afterEach(() => {
  purgeCache.mockClear()
  delete process.env.CDN_PURGE_SECRET
})

describe('the purge endpoint', () => {
  it('purges the tags, each once, in calls of at most TAGS_PER_PURGE_CALL', async () => {
    const { handle, calls } = endpoint()
    const tags = Array.from({ length: 250 }, (_, i) => `events:${i}`)
    expect(await answer(await handle(post({ tags: [...tags, 'events:0', 'events:1'] })))).toEqual({ status: 200, body: { purged: 250 } })
    expect(calls.map((call) => call.length)).toEqual([TAGS_PER_PURGE_CALL, TAGS_PER_PURGE_CALL, 50])
    expect(calls.flat()).toEqual(tags)
  })

  it('refuses a missing or wrong secret with 401 and purges nothing', async () => {
    const { handle, calls } = endpoint()
    expect(await answer(await handle(post({ tags: ['services'] }, null)))).toEqual({ status: 401, body: { error: 'Unauthorized' } })
    expect(await answer(await handle(post({ tags: ['services'] }, `${SECRET}!`)))).toEqual({ status: 401, body: { error: 'Unauthorized' } })
    expect(await answer(await handle(post({ tags: ['services'] }, SECRET.slice(1))))).toEqual({ status: 401, body: { error: 'Unauthorized' } })
    expect(calls).toEqual([])
  })

  it.each([
    ['a body that is not JSON', '{tags:', 'The body must be JSON: {"tags": [...]}'],
    ['no tags list', { purge: ['services'] }, 'Send {"tags": [...]}'],
    ['an empty list', { tags: [] }, 'Send at least one tag'],
    ['a tag that is not text', { tags: [7] }, 'Each tag must be text'],
    ['an empty tag', { tags: [''] }, 'A tag cannot be empty'],
    ['a tag with a comma', { tags: ['services,events'] }, 'A tag cannot hold a comma or a space'],
    ['a tag with a space', { tags: ['services events'] }, 'A tag cannot hold a comma or a space'],
    ['a tag over Netlify\'s length', { tags: ['x'.repeat(MAX_TAG_LENGTH + 1)] }, `A tag is at most ${MAX_TAG_LENGTH} characters`],
    ['too many tags', { tags: Array.from({ length: MAX_TAGS_PER_REQUEST + 1 }, (_, i) => `t${i}`) }, `Send at most ${MAX_TAGS_PER_REQUEST} tags at once`],
  ])('answers 400 for %s, and purges nothing', async (_case, body, error) => {
    const { handle, calls } = endpoint()
    expect(await answer(await handle(post(body)))).toEqual({ status: 400, body: { error } })
    expect(calls).toEqual([])
  })

  it('takes a tag of exactly the longest length', async () => {
    const { handle, calls } = endpoint()
    expect((await handle(post({ tags: ['x'.repeat(MAX_TAG_LENGTH)] }))).status).toBe(200)
    expect(calls).toEqual([['x'.repeat(MAX_TAG_LENGTH)]])
  })

  it('answers 405 to another method, 503 when the site has no secret (logged), 502 when the purge fails (logged)', async () => {
    const { handle } = endpoint()
    expect((await handle(new Request('https://site.example/', { method: 'GET' }))).status).toBe(405)
    const unset = endpoint('  ')
    expect(await answer(await unset.handle(post({ tags: ['services'] })))).toEqual({ status: 503, body: { error: 'Purge endpoint not configured' } })
    expect(unset.logged).toEqual(['purge: CDN_PURGE_SECRET is not set on the site: npm run deploy sets it (step host-env)'])
    const logged: string[] = []
    const failing = purgeHandler({ secret: () => SECRET, purge: async () => { throw new Error('status 500') }, log: (line) => logged.push(line) })
    expect(await answer(await failing(post({ tags: ['services'] })))).toEqual({ status: 502, body: { error: 'The purge failed; send the tags again' } })
    expect(logged).toEqual(['purge: purging 1 tag(s) failed: status 500'])
  })
})

describe('netlify/functions/purge.mts', () => {
  it("calls purgeCache with the tags, checking the site's CDN_PURGE_SECRET at each request", async () => {
    const { default: purge } = await import('../../netlify/functions/purge.mts')
    expect((await purge(post({ tags: ['services'] }))).status).toBe(503) // not set yet
    process.env.CDN_PURGE_SECRET = SECRET
    expect((await purge(post({ tags: ['services', 'services:1'] }, 'wrong-secret'))).status).toBe(401)
    expect(purgeCache).not.toHaveBeenCalled()
    const tags = Array.from({ length: 120 }, (_, i) => `blog_posts:${i}`)
    expect(await answer(await purge(post({ tags })))).toEqual({ status: 200, body: { purged: 120 } })
    expect(purgeCache.mock.calls).toEqual([[{ tags: tags.slice(0, 100) }], [{ tags: tags.slice(100) }]])
  })
})

describe('the local host\'s purge route', () => {
  it('answers the endpoint\'s path with the handler and leaves every other path to the host', async () => {
    const purged: string[][] = []
    const route = localPurgeRoute({ CDN_PURGE_SECRET: SECRET }, async (tags) => void purged.push(tags))
    const server = http.createServer((req, res) => {
      if (!route(req, res)) res.writeHead(404).end('host')
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    try {
      const send = (path: string, secret: string) => fetch(`${origin}${path}`, {
        method: 'POST', headers: { 'content-type': 'application/json', [CDN_PURGE_SECRET_HEADER]: secret }, body: JSON.stringify({ tags: ['faqs'] }),
      })
      expect(await answer(await send(PURGE_ENDPOINT_PATH, SECRET))).toEqual({ status: 200, body: { purged: 1 } })
      expect((await send(PURGE_ENDPOINT_PATH, 'nope')).status).toBe(401)
      expect(await (await send('/.netlify/functions/other', SECRET)).text()).toBe('host')
      expect(purged).toEqual([['faqs']])
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()))
    }
  })
})
