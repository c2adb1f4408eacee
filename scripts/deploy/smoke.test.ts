// The deploy's smoke test against a loopback server standing in for the public site (/api/health
// as the contract has it) and for Supabase Auth's admin API (the key headers it receives), and
// the service key's kinds and headers as Supabase documents them (service-key.ts).
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { serviceKeyHeaders, serviceKeyKind } from './service-key.ts'
import { smokeTest } from './smoke.ts'

const legacyKey = (role: string) => [{ alg: 'HS256', typ: 'JWT' }, { iss: 'supabase', role }]
  .map((part) => Buffer.from(JSON.stringify(part)).toString('base64url')).join('.') + '.c2lnbmF0dXJl'
const SECRET_KEY = 'sb_secret_0123456789abcdefghij_KLMNOPQRST'
const HEALTHY = { status: 'ok', database: 'up', signedProxy: true, databaseTimeouts: true }

type Site = { health: { status: number; body: unknown }; auth: number; authHeaders: IncomingHttpHeaders[] }
let server: Server | undefined
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())))

async function loopbackSite(site: Omit<Site, 'authHeaders'>): Promise<{ url: string; seen: IncomingHttpHeaders[] }> {
  const seen: IncomingHttpHeaders[] = []
  server = createServer((req, res) => {
    if (req.url === '/api/health') {
      const text = typeof site.health.body === 'string' ? site.health.body : JSON.stringify(site.health.body)
      res.writeHead(site.health.status, { 'content-type': typeof site.health.body === 'string' ? 'text/html' : 'application/json' }).end(text)
    } else if (req.url === '/auth/v1/admin/users?page=1&per_page=1') {
      seen.push(req.headers)
      res.writeHead(site.auth, { 'content-type': 'application/json' }).end(site.auth === 200 ? '{"users":[]}' : '{"message":"Invalid API key"}')
    } else res.writeHead(404).end()
  })
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(server!.address() as AddressInfo).port}`, seen }
}

const fast = { attempts: 2, pauseMs: 10, timeoutMs: 2000 }
const check = async (site: Omit<Site, 'authHeaders'>, serviceKey = legacyKey('service_role')) => {
  const { url, seen } = await loopbackSite(site)
  return { failures: await smokeTest({ siteUrl: `${url}/`, supabaseUrl: url, serviceKey }, fast), seen }
}

describe('the deploy\'s smoke test', () => {
  it('passes a site whose /api/health answers 200, signed, database up, timeouts in place, and a key Auth accepts', async () => {
    expect((await check({ health: { status: 200, body: HEALTHY }, auth: 200 })).failures).toEqual([])
  })

  it('names each failed check', async () => {
    const unsigned = await check({ health: { status: 200, body: { ...HEALTHY, signedProxy: false, databaseTimeouts: false } }, auth: 200 })
    expect(unsigned.failures).toEqual([
      expect.stringMatching(/\/api\/health: the request was not signed by the host: give the host the functions' PROXY_SIGNING_SECRET \(step host-env\)/),
      expect.stringMatching(/\/api\/health: the database session lacks its timeouts/),
    ])
    const down = await check({ health: { status: 503, body: { ...HEALTHY, status: 'degraded', database: 'down', databaseTimeouts: false } }, auth: 200 })
    expect(down.failures).toEqual([expect.stringMatching(/\/api\/health: the database is down \(503\): the function cannot reach SUPABASE_DB_URL$/)])
    const spa = await check({ health: { status: 200, body: '<!doctype html><html><body>app</body></html>' }, auth: 200 })
    expect(spa.failures).toEqual([expect.stringMatching(/\/api\/health answered 200 without the health report: the host does not proxy \/api to the function/)])
    const refused = await check({ health: { status: 200, body: HEALTHY }, auth: 401 })
    expect(refused.failures).toEqual([expect.stringMatching(/^Supabase Auth refused SUPABASE_SERVICE_ROLE_KEY \(GET http:\/\/127\.0\.0\.1:\d+\/auth\/v1\/admin\/users\?page=1&per_page=1 answered 401\)/)])
  })

  it('says when the site does not answer at all', async () => {
    const { url } = await loopbackSite({ health: { status: 200, body: HEALTHY }, auth: 200 })
    await new Promise<void>((resolve) => server!.close(() => resolve()))
    server = undefined
    const failures = await smokeTest({ siteUrl: url, supabaseUrl: url, serviceKey: SECRET_KEY }, fast)
    expect(failures[0]).toMatch(new RegExp(`^GET ${url}/api/health did not answer \\(.+\\): is the site deployed at SITE_URL\\?$`))
    expect(failures).toHaveLength(2)
  })

  it('sends the key as Supabase documents for its kind: a secret key only as apikey, a legacy JWT also as a bearer token', async () => {
    const secret = await check({ health: { status: 200, body: HEALTHY }, auth: 200 }, SECRET_KEY)
    expect(secret.seen[0]).toMatchObject({ apikey: SECRET_KEY })
    expect(secret.seen[0]!.authorization).toBeUndefined()
    const legacy = legacyKey('service_role')
    const jwt = await check({ health: { status: 200, body: HEALTHY }, auth: 200 }, legacy)
    expect(jwt.seen[0]).toMatchObject({ apikey: legacy, authorization: `Bearer ${legacy}` })
  })
})

describe('the service key\'s kind', () => {
  it('tells a secret key from a legacy service_role JWT, and refuses the others with what to set', () => {
    expect(serviceKeyKind(SECRET_KEY)).toBe('secret-key')
    expect(serviceKeyKind(` ${legacyKey('service_role')}\n`)).toBe('legacy-jwt')
    expect(serviceKeyKind(legacyKey('anon'))).toEqual({ problem: expect.stringMatching(/^is the legacy anon key: set /) })
    expect(serviceKeyKind(legacyKey('authenticated'))).toEqual({ problem: expect.stringMatching(/^is a JWT without the service_role role/) })
    expect(serviceKeyKind('sb_publishable_0123456789abcdefghij')).toEqual({ problem: expect.stringMatching(/^is a publishable key/) })
    expect(serviceKeyKind('sb_secret_short')).toEqual({ problem: expect.stringMatching(/^is neither a secret key/) })
    expect(serviceKeyKind('not.a.jwt')).toEqual({ problem: expect.stringMatching(/^is neither a secret key/) })
    expect(() => serviceKeyHeaders(legacyKey('anon'))).toThrow(/^SUPABASE_SERVICE_ROLE_KEY is the legacy anon key/)
  })
})
