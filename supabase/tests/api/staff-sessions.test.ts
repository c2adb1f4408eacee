// Staff sessions through /api (local auth): each admin lists their sessions with browser,
// address and "this device", ends one or all the others, and an ended session's next call is
// a 401 at once; a super_admin ends every session of a staff member.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { superuser, type Sql } from '../../../scripts/testing/db.ts'
import { staffSessionsSchema } from '../../functions/_shared/contract/sessions.ts'
import { createAccount, createStaffOrMember, PASSWORD, signInWithCode, uniqueEmail } from './accounts.ts'
import { Client } from './http.ts'

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:130.0) Gecko/20100101 Firefox/130.0'
const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'

let sql: Sql
beforeAll(() => {
  sql = superuser()
})
afterAll(() => sql.end())

/** One account signed in from `browsers.length` clients, each with its own user agent. */
async function devices(kind: 'admin' | 'super_admin', ...browsers: string[]) {
  const email = uniqueEmail(`sessions-${kind}`)
  const userId = await createStaffOrMember(sql, kind, email)
  const clients: Client[] = []
  for (const ua of browsers) {
    const client = new Client()
    await signInWithCode(client, email, { headers: { 'user-agent': ua } })
    clients.push(client)
  }
  return { email, userId, clients }
}

const list = async (client: Client) => {
  const res = await client.get('/sessions')
  expect(res.status).toBe(200)
  return staffSessionsSchema.parse(res.body)
}

describe('staff sessions through the API', () => {
  it('lists the sessions with browser, address, last active and this device', async () => {
    const { clients: [laptop, phone] } = await devices('admin', FIREFOX, SAFARI_IPHONE)
    const sessions = await list(laptop!)
    expect(sessions).toHaveLength(2)
    expect(sessions.find((s) => s.current)).toMatchObject({ browser: 'Firefox on Linux', address: laptop!.ip })
    expect(sessions.find((s) => !s.current)).toMatchObject({ browser: 'Safari on iOS', address: phone!.ip })
    expect(sessions.every((s) => s.lastActiveAt !== null)).toBe(true)
  })

  it('ends another session: its next call is a 401 at once, and its refresh token is spent', async () => {
    const { clients: [laptop, phone] } = await devices('admin', FIREFOX, SAFARI_IPHONE)
    expect((await phone!.get('/contact')).status).toBe(200)
    const other = (await list(laptop!)).find((s) => !s.current)!
    const ended = await laptop!.delete(`/sessions/${other.id}`)
    expect(ended.status).toBe(200)
    expect(ended.body.message).toBe('The session has ended.')
    expect((await phone!.get('/contact')).status).toBe(401)
    expect((await phone!.get('/user')).status).toBe(401)
    expect(await list(laptop!)).toHaveLength(1)
    const again = await laptop!.delete(`/sessions/${other.id}`)
    expect(again.status).toBe(404)
    expect(again.body.error).toBe('That session has already ended.')
    expect((await laptop!.delete('/sessions/not-a-session')).status).toBe(404)
  })

  it('never ends another person\'s session', async () => {
    const { clients: [mine] } = await devices('admin', FIREFOX)
    const { clients: [theirs] } = await devices('admin', FIREFOX)
    const theirId = (await list(theirs!))[0]!.id
    expect((await mine!.delete(`/sessions/${theirId}`)).status).toBe(404)
    expect((await theirs!.get('/user')).status).toBe(200)
  })

  it('ends all the other sessions and keeps this one', async () => {
    const { clients: [a, b, c] } = await devices('admin', FIREFOX, SAFARI_IPHONE, FIREFOX)
    const res = await a!.post('/sessions/end-others')
    expect(res.body).toEqual({ ended: 2, message: 'Signed out of 2 other sessions.' })
    expect((await b!.get('/user')).status).toBe(401)
    expect((await c!.get('/user')).status).toBe(401)
    expect((await a!.get('/user')).status).toBe(200)
    expect((await a!.post('/sessions/end-others')).body.message).toBe('You have no other sessions.')
  })

  it('lets a super_admin end every session of a staff member; an admin is refused', async () => {
    const { clients: [boss] } = await devices('super_admin', FIREFOX)
    const { userId, clients: [one, two] } = await devices('admin', FIREFOX, SAFARI_IPHONE)
    const refused = await one!.post(`/admin/team/${userId}/end-sessions`)
    expect(refused.status).toBe(403)
    expect(refused.body.error).toBe('Super admin privileges required.')
    const res = await boss!.post(`/admin/team/${userId}/end-sessions`)
    expect(res.body).toEqual({ ended: 2, message: 'Ended 2 sessions.' })
    expect((await one!.get('/user')).status).toBe(401)
    expect((await two!.get('/user')).status).toBe(401)
    expect((await boss!.post(`/admin/team/${crypto.randomUUID()}/end-sessions`)).status).toBe(404)
  })

  it('is for staff only', async () => {
    expect((await new Client().get('/sessions')).status).toBe(401)
    const email = uniqueEmail('sessions-member')
    await createAccount(sql, 'member', email)
    const member = new Client()
    await member.post('/login', { email, password: PASSWORD })
    expect((await member.get('/sessions')).status).toBe(403)
  })
})
