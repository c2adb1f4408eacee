// BUILD_HOOK_URL: an admin's content change asks the static host for a new build, at most once a
// minute across function workers (state in Postgres), against a loopback HTTP receiver.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { inject } from 'vitest'
import { loadConfig } from '../../../scripts/stack/config.ts'
import { testFunctionEnv } from '../../../scripts/testing/function-env.ts'
import { spawnFunction, type RunningFunction } from '../../../scripts/stack/functions.ts'
import { freePort, waitForHttp } from '../../../scripts/stack/ports.ts'
import { superuser, type Sql } from '../../../scripts/testing/db.ts'
import { callBuildHookIfDue } from '../../functions/_shared/site/build-hook.ts'
import { createStaffOrMember, signInWithCode, uniqueEmail } from './accounts.ts'
import { Client, ORIGIN } from './http.ts'

/** A loopback build hook: counts POSTs and answers `status`. */
class Receiver {
  calls: string[] = []
  status = 200
  private server: Server = createServer((req, res) => {
    this.calls.push(req.method ?? '')
    req.resume()
    res.writeHead(this.status).end()
  })
  url = ''
  async start() {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve))
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/build_hooks/site`
  }
  stop() {
    return new Promise<void>((resolve) => this.server.close(() => resolve()))
  }
}

type Api = { url: string; output: string[]; stop: () => Promise<void> }

async function startApi(buildHookUrl: string): Promise<Api> {
  const port = await freePort()
  const config = { ...loadConfig({}), mailDir: inject('mailDir'), siteUrl: ORIGIN }
  const output: string[] = []
  const fn: RunningFunction = spawnFunction('api', { ...testFunctionEnv(config, inject('dbUrl'), port), BUILD_HOOK_URL: buildHookUrl }, (line) => output.push(line))
  const url = `http://127.0.0.1:${port}/api`
  try {
    await waitForHttp(`${url}/health`, 90_000, fn.alive)
  } catch (error) {
    await fn.stop()
    throw new Error(`${(error as Error).message}\n${output.slice(-40).join('\n')}`)
  }
  return { url, output, stop: () => fn.stop() }
}

/** A new admin's signed-in (password and code) request function against `api`. */
async function adminOf(api: Api) {
  const email = uniqueEmail('build-hook')
  await createStaffOrMember(sql, 'admin', email)
  const client = new Client(undefined, (path, init) => fetch(api.url + path, init))
  await signInWithCode(client, email)
  return (method: string, path: string, body?: unknown) => client.request<{ id: string }>(method, path, body)
}

let sql: Sql
const receiver = new Receiver()
let apis: Api[] = []

beforeAll(async () => {
  sql = superuser()
  await receiver.start()
  // Two workers, as the platform may run: the once-a-minute rule must hold across them.
  apis = await Promise.all([startApi(receiver.url), startApi(receiver.url)])
}, 180_000)
afterAll(async () => {
  await Promise.all(apis.map((api) => api.stop()))
  await receiver.stop()
  await sql.end()
})
beforeEach(async () => {
  receiver.calls = []
  receiver.status = 200
  await sql`update private.build_hook_state set last_called_at = null, pending = false`
})

const post = () => ({ title: `Hook post ${randomUUID().slice(0, 8)}`, content: 'Body.', excerpt: 'Short', category: 'success-stories' })
const aMinuteHasPassed = () => sql`update private.build_hook_state set last_called_at = now() - interval '61 seconds'`

describe('the build hook', () => {
  it('is called by a publish; changes within the minute wait for the next change after it, reads never call it', async () => {
    const call = await adminOf(apis[0]!)
    const created = await call('POST', '/admin/blog', post())
    expect(created.status).toBe(201)
    expect(receiver.calls).toEqual(['POST'])

    expect((await call('PATCH', `/admin/blog/${created.body.id}/published`, { published: true })).status).toBe(200)
    expect((await call('PUT', `/admin/blog/${created.body.id}`, { ...post(), published: true })).status).toBe(200)
    expect((await call('GET', '/admin/blog')).status).toBe(200)
    expect(receiver.calls).toEqual(['POST'])
    expect((await sql`select pending from private.build_hook_state`)[0]).toEqual({ pending: true })

    await aMinuteHasPassed()
    expect((await call('PATCH', `/admin/blog/${created.body.id}/published`, { published: false })).status).toBe(200)
    expect(receiver.calls).toEqual(['POST', 'POST'])
  })

  it('is called once for concurrent changes on two workers (services and events too)', async () => {
    const [first, second] = await Promise.all(apis.map((api) => adminOf(api)))
    const services = await first!('GET', '/admin/services')
    const events = await second!('GET', '/admin/events')
    const [service] = services.body as unknown as { id: string; published: boolean }[]
    const [event] = events.body as unknown as { id: string; published: boolean }[]
    const answers = await Promise.all([
      first!('PATCH', `/admin/services/${service!.id}/published`, { published: service!.published }),
      second!('PATCH', `/admin/events/${event!.id}/published`, { published: event!.published }),
      first!('PATCH', `/admin/events/${event!.id}/published`, { published: event!.published }),
      second!('PATCH', `/admin/services/${service!.id}/published`, { published: service!.published }),
    ])
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200])
    expect(receiver.calls).toEqual(['POST'])
  })

  it("logs a refused or failed call and still answers the admin's request", async () => {
    receiver.status = 500
    const call = await adminOf(apis[0]!)
    expect((await call('POST', '/admin/blog', post())).status).toBe(201)
    expect(receiver.calls).toEqual(['POST'])
    await expect.poll(() => apis[0]!.output.join('\n')).toContain('build hook: the host refused the call')

    await receiver.stop()
    try {
      await aMinuteHasPassed()
      await sql`update private.build_hook_state set pending = true`
      const logged: string[] = []
      expect(await callBuildHookIfDue(sql, receiver.url, (message) => logged.push(message))).toBe(true)
      expect(logged).toEqual(['build hook: the call failed'])
    } finally {
      await receiver.start()
    }
  })

  it('is called for a change still pending once the minute is over (the notify drain), and not otherwise', async () => {
    const send = async () => new Response(null, { status: 200 })
    const log = () => {}
    expect(await callBuildHookIfDue(sql, receiver.url, log, send)).toBe(false) // nothing changed
    await sql`update private.build_hook_state set pending = true, last_called_at = now()`
    expect(await callBuildHookIfDue(sql, receiver.url, log, send)).toBe(false) // within the minute
    await aMinuteHasPassed()
    expect(await callBuildHookIfDue(sql, receiver.url, log, send)).toBe(true)
    expect((await sql`select pending from private.build_hook_state`)[0]).toEqual({ pending: false })
  })
})
