// Supabase mode (the GoTrue stand-in keeping its sessions in auth.sessions, as GoTrue does in a
// project's database): sign-ins recorded in the audit trail with the address, and staff
// sessions listed and ended through /api, an ended session refused by GoTrue at its next call,
// and each listed with the browser and address of its sign-in after GoTrue's refresh rewrote its own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { superuser } from '../../../scripts/testing/db.ts'
import { staffSessionsSchema } from '../../functions/_shared/contract/sessions.ts'
import { signInWithCode } from './accounts.ts'
import { sessionIdOf } from './session-times.ts'
import { supabaseMode, type SupabaseMode } from './supabase-mode.ts'

const database = superuser(2)
let mode: SupabaseMode
beforeAll(async () => {
  mode = await supabaseMode({ alg: 'ES256', sessionsInDatabase: true })
})
afterAll(async () => {
  await mode.close()
  await database.end()
})

const SAFARI_MAC = { 'user-agent': 'Mozilla/5.0 (Macintosh) Version/17.5 Safari/605.1.15' }

/** One admin signed in (password and code) from `n` browsers. */
async function devices(label: string, n: number) {
  const account = await mode.account(label)
  const browsers = []
  for (let i = 0; i < n; i++) {
    const browser = mode.client()
    await signInWithCode(browser, account.email, { headers: SAFARI_MAC })
    browsers.push(browser)
  }
  return { ...account, browsers }
}

describe('Supabase mode: audit trail and staff sessions', () => {
  it('records sign-in failures and successes with the client address, and labels the session', async () => {
    const account = await mode.account('sb-audit')
    const browser = mode.client()
    expect((await browser.post('/login', { email: account.email, password: 'not the password' })).status).toBe(401)
    await signInWithCode(browser, account.email, { headers: SAFARI_MAC })
    const entries = await database`select action, client_address from public.audit_log where actor_id = ${account.userId} order by id`
    expect(entries).toEqual([
      { action: 'auth.sign_in_failed', client_address: browser.ip },
      { action: 'auth.sign_in', client_address: browser.ip },
    ])
    const sessions = staffSessionsSchema.parse((await browser.get('/sessions')).body)
    expect(sessions).toEqual([expect.objectContaining({ browser: 'Safari on macOS', address: browser.ip, current: true })])
  })

  it('keeps the browser and address of the sign-in after a refresh, where GoTrue records /api instead', async () => {
    const { browsers: [laptop] } = await devices('sb-label-refresh', 1)
    const sessionId = sessionIdOf(laptop!)
    laptop!.cookies.set('sb-access-token', await mode.gotrue.expiredAccessToken(sessionId))
    expect((await laptop!.get('/user')).status).toBe(200)
    expect(sessionIdOf(laptop!)).toBe(sessionId)
    // GoTrue's own columns now hold the refreshing caller, the function (no browser agent or address)
    expect(await database`select user_agent, host(ip) as ip from auth.sessions where id = ${sessionId}`).toEqual([{ user_agent: null, ip: null }])
    const sessions = staffSessionsSchema.parse((await laptop!.get('/sessions')).body)
    expect(sessions).toEqual([expect.objectContaining({ id: sessionId, browser: 'Safari on macOS', address: laptop!.ip, current: true })])
  })

  it('ends another session: GoTrue refuses its token at the next call', async () => {
    const { browsers: [laptop, phone], userId } = await devices('sb-end-one', 2)
    expect((await phone!.get('/contact')).status).toBe(200)
    const other = staffSessionsSchema.parse((await laptop!.get('/sessions')).body).find((s) => !s.current)!
    expect((await laptop!.delete(`/sessions/${other.id}`)).status).toBe(200)
    expect((await phone!.get('/contact')).status).toBe(401)
    expect((await laptop!.get('/user')).status).toBe(200)
    expect(mode.gotrue.liveSessions(userId)).toBe(1)
  })

  it('ends all other sessions, and a super_admin ends all of a member\'s', async () => {
    const { browsers: [a, b, c], userId } = await devices('sb-end-others', 3)
    expect((await a!.post('/sessions/end-others')).body.ended).toBe(2)
    expect((await b!.get('/user')).status).toBe(401)
    expect((await c!.get('/user')).status).toBe(401)
    expect((await a!.get('/user')).status).toBe(200)

    const boss = mode.client()
    const bossAccount = await mode.account('sb-boss')
    await database`update public.admin_users set role = 'super_admin' where user_id = ${bossAccount.userId}`
    await signInWithCode(boss, bossAccount.email)
    expect((await boss.post(`/admin/team/${userId}/end-sessions`)).body).toEqual({ ended: 1, message: 'Ended 1 session.' })
    expect((await a!.get('/user')).status).toBe(401)
  })
})
