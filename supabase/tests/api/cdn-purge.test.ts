// Changes reach the CDN's purge (issue 58 item 2), the whole way: the real Deno `api` (after an
// admin's write) and `notify` (its drain, called as the pg_cron job calls it) send the tags the
// database queued to the site's purge endpoint, which here is the local stack's route
// (scripts/host/purge-route.ts: the handler netlify/functions/purge.mts runs) calling
// @netlify/functions' real purgeCache against a stand-in of Netlify's purge API
// (scripts/stand-ins/netlify-purge-api.ts, written from Netlify's API description).
// Tags leave the queue only once purged; a failed purge is retried by the next drain; a wrong
// secret is refused and purges nothing.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { randomUUID } from 'node:crypto'
import { purgeCache } from '@netlify/functions'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { inject } from 'vitest'
import { loadConfig } from '../../../scripts/stack/config.ts'
import { localPurgeRoute } from '../../../scripts/host/purge-route.ts'
import { testFunctionEnv } from '../../../scripts/testing/function-env.ts'
import { spawnFunction, type RunningFunction } from '../../../scripts/stack/functions.ts'
import { freePort, waitForHttp } from '../../../scripts/stack/ports.ts'
import { superuser, type Sql } from '../../../scripts/testing/db.ts'
import { NOTIFY_SECRET_HEADER } from '../../functions/_shared/mail/notify-caller.ts'
import { PURGE_ENDPOINT_PATH, sendQueuedPurges } from '../../functions/_shared/site/cdn-purge.ts'
import { CDN_PURGE_SECRET_HEADER } from '../../functions/_shared/site/purge-endpoint.ts'
import { FAKE_PURGE_TOKEN, FAKE_SITE_ID, NetlifyPurgeApiFake } from '../../../scripts/stand-ins/netlify-purge-api.ts'
import { createStaffOrMember, signInWithCode, uniqueEmail } from './accounts.ts'
import { Client, ORIGIN } from './http.ts'

const PURGE_SECRET = 'cdn-purge-secret-for-the-api-tests-0123456789'
const NOTIFY_SECRET = 'notify-secret-for-the-purge-tests-0123456789'

let sql: Sql
const netlify = new NetlifyPurgeApiFake()
let site: Server
let purgeUrl = ''
const running: RunningFunction[] = []
const output: string[] = []
let apiUrl = ''
let notifyPort = 0

async function start(name: 'api' | 'notify', env: Record<string, string>, health: (port: number) => string) {
  const port = await freePort()
  const config = { ...loadConfig({}), mailDir: inject('mailDir'), siteUrl: ORIGIN }
  const fn = spawnFunction(name, {
    ...testFunctionEnv(config, inject('dbUrl'), port), CDN_PURGE_SECRET: PURGE_SECRET, CDN_PURGE_URL: purgeUrl, ...env,
  }, (line) => output.push(line))
  running.push(fn)
  await waitForHttp(health(port), 90_000, fn.alive).catch((error: Error) => {
    throw new Error(`${error.message}\n${output.slice(-40).join('\n')}`)
  })
  return port
}

/** One drain of notify, as the pg_cron job starts it every minute (only this test's mail kind). */
const drain = async () => {
  const res = await fetch(`http://127.0.0.1:${notifyPort}/`, { method: 'POST', headers: { [NOTIFY_SECRET_HEADER]: NOTIFY_SECRET } })
  expect(res.status, output.slice(-20).join('\n')).toBe(200)
}

/** The newest entry of the queue now: what other test files' writes queue later (the same stack) comes after it. */
const mark = async () => (await sql<{ upto: string }[]>`select coalesce(max(id), 0)::text as upto from private.cdn_purge_queue`)[0]!.upto

/** Which of these tags are still queued from entries up to `upto` (every entry when not given). */
const queued = async (tags: string[], upto?: string) =>
  (await sql<{ tag: string }[]>`select distinct tag from private.cdn_purge_queue
    where tag = any(${tags}) and (${upto ?? null}::bigint is null or id <= ${upto ?? null}::bigint) order by tag`).map((r) => r.tag)

async function signedInAdmin() {
  const email = uniqueEmail('cdn-purge')
  await createStaffOrMember(sql, 'admin', email)
  const client = new Client(undefined, (path, init) => fetch(apiUrl + path, init))
  await signInWithCode(client, email)
  return client
}

beforeAll(async () => {
  sql = superuser()
  await netlify.start()
  // the site's purge endpoint: on Netlify purgeCache finds its site and token in the function's
  // environment; here they are given, with the stand-in's address
  const route = localPurgeRoute({ CDN_PURGE_SECRET: PURGE_SECRET }, (tags) =>
    purgeCache({ tags, apiURL: netlify.url, siteID: FAKE_SITE_ID, token: FAKE_PURGE_TOKEN }))
  site = createServer((req, res) => {
    if (!route(req, res)) res.writeHead(404).end()
  })
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve))
  purgeUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}${PURGE_ENDPOINT_PATH}`
  const apiPort = await start('api', {}, (port) => `http://127.0.0.1:${port}/api/health`)
  apiUrl = `http://127.0.0.1:${apiPort}/api`
  notifyPort = await start('notify', { NOTIFY_SECRET, NOTIFY_KINDS: 'cdn-purge-test' }, (port) => `http://127.0.0.1:${port}/`)
}, 180_000)
afterAll(async () => {
  await Promise.all(running.map((fn) => fn.stop()))
  await new Promise<void>((resolve) => site.close(() => resolve()))
  await netlify.stop()
  await sql.end()
})
beforeEach(async () => {
  await sql`delete from private.cdn_purge_queue`
  netlify.reset()
})

describe('the CDN purge through /api and the drain', () => {
  it("an admin's edit of a service's text purges the service's tags at once", async () => {
    const admin = await signedInAdmin()
    const [service] = (await admin.get('/admin/services')).body as Record<string, unknown>[]
    const { id, ...fields } = service! // the answer's other fields (dates) are not the form's: ignored
    const saved = await admin.request('PUT', `/admin/services/${id}`, { ...fields, description: `Fresh words ${randomUUID().slice(0, 6)}.` })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    const upto = await mark()
    const tags = ['services', `services:${id}`]
    await expect.poll(() => netlify.purgedTags(), { timeout: 15_000 }).toEqual(expect.arrayContaining(tags))
    expect(netlify.calls.every((call) => call.siteId === FAKE_SITE_ID)).toBe(true)
    await expect.poll(() => queued(tags, upto)).toEqual([])
  })

  it("publishing a post purges the post's tags and the list's", async () => {
    const admin = await signedInAdmin()
    const created = await admin.post('/admin/blog', { title: `Purge post ${randomUUID().slice(0, 8)}`, content: 'Body.', excerpt: 'Short', category: 'success-stories' })
    expect(created.status).toBe(201)
    await expect.poll(() => netlify.purgedTags(), { timeout: 15_000 }).toContain(`blog_posts:${created.body.id}`)
    netlify.reset()
    expect((await admin.request('PATCH', `/admin/blog/${created.body.id}/published`, { published: true })).status).toBe(200)
    await expect.poll(() => netlify.purgedTags(), { timeout: 15_000 }).toEqual(expect.arrayContaining(['blog_posts', `blog_posts:${created.body.id}`]))
  })

  it("withdrawing a photo's consent purges the image's tags", async () => {
    const admin = await signedInAdmin()
    const [image] = await sql<{ id: string }[]>`insert into public.media_assets (original_name, alt, width, height, shows_people,
        release_basis, release_kept_at, release_scope, published)
      values ('team.jpg', 'Staff at the picnic', 1600, 1067, true, 'signed-release', 'Binder 3', 'Website', true) returning id`
    await sql`delete from private.cdn_purge_queue`
    const withdrawn = await admin.request('PATCH', `/admin/media/${image!.id}`, { withdrawRelease: true })
    expect(withdrawn.status, JSON.stringify(withdrawn.body)).toBe(200)
    await expect.poll(() => netlify.purgedTags(), { timeout: 15_000 }).toEqual(expect.arrayContaining(['media_assets', `media_assets:${image!.id}`]))
  })

  it("a scheduled post coming due is purged by the drain's come-due check", async () => {
    const [post] = await sql<{ id: string }[]>`insert into public.blog_posts (slug, title, content, published, publish_at)
      values (${`due-${randomUUID().slice(0, 8)}`}, 'Due', 'Body.', true, now() - interval '1 second') returning id`
    await sql`update private.cdn_purge_state set due_checked_at = now() - interval '1 minute'`
    await sql`delete from private.cdn_purge_queue` // what its insert queued: only the time is left to tell
    await drain()
    expect(netlify.purgedTags()).toEqual(expect.arrayContaining(['blog_posts', `blog_posts:${post!.id}`]))
    expect(await queued([`blog_posts:${post!.id}`])).toEqual([])
  })

  it('a failed purge keeps the tags queued, logs it, and the next drain sends them', async () => {
    netlify.failing = true
    const [post] = await sql<{ id: string }[]>`insert into public.blog_posts (slug, title, content, published)
      values (${`retry-${randomUUID().slice(0, 8)}`}, 'Retry', 'Body.', true) returning id`
    const tags = ['blog_posts', `blog_posts:${post!.id}`]
    const upto = await mark()
    await drain()
    expect(netlify.calls).toEqual([])
    const [row] = await sql<{ attempts: number; lastError: string }[]>`select attempts, last_error as "lastError"
      from private.cdn_purge_queue where tag = ${tags[1]!}`
    expect(row).toEqual({ attempts: 1, lastError: 'the purge endpoint answered 502' })
    expect(output.join('\n')).toContain('cdn purge: the tags stay queued for the next drain')

    netlify.failing = false
    await drain()
    expect(netlify.purgedTags()).toEqual(expect.arrayContaining(tags))
    expect(await queued(tags, upto)).toEqual([])
  })

  it('refuses a wrong secret (401) and purges nothing; the tags stay queued', async () => {
    const refused = await fetch(purgeUrl, {
      method: 'POST', headers: { 'content-type': 'application/json', [CDN_PURGE_SECRET_HEADER]: `${PURGE_SECRET}x` }, body: JSON.stringify({ tags: ['services'] }),
    })
    expect(refused.status).toBe(401)
    await sql`select private.queue_cdn_purge(array['services'])`
    const logged: string[] = []
    const result = await sendQueuedPurges(sql, { url: purgeUrl, secret: 'not-the-secret-of-the-site-0123456789' }, (message) => logged.push(message))
    expect(result).toEqual({ sent: 0, failed: true })
    expect(logged).toEqual(['cdn purge: the tags stay queued for the next drain'])
    expect(await queued(['services'])).toEqual(['services'])
    expect(netlify.calls).toEqual([])
  })
})
