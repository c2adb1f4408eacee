// Test helpers for the admin content and team API tests: admins created through the same
// code the Team tab uses, signed in through POST /api/login, and a JSON client with cookies.
import { randomUUID } from 'node:crypto'
import { inject } from 'vitest'
import { createLocalAuthUser } from '../../functions/_shared/auth/accounts.ts'
import type { Sql } from '../../../scripts/testing/db.ts'

export interface Session {
  userId: string
  email: string
  call: (method: string, path: string, body?: unknown) => Promise<{ status: number; json: any }>
}

export const PASSWORD = 'correct-horse-battery'

/** Creates an account (an admin when role is given) and signs it in. */
export async function signedIn(sql: Sql, role?: 'admin' | 'super_admin'): Promise<Session> {
  const email = `cms-${randomUUID().slice(0, 8)}@example.test`
  const userId = await sql.begin(async (tx) => {
    const id = (await createLocalAuthUser(tx, { email, password: PASSWORD }))!
    if (role) await tx`insert into public.admin_users (user_id, username, role) values (${id}, ${email}, ${role})`
    return id
  })
  return { userId, email, call: await login(email, PASSWORD) }
}

export async function login(email: string, password: string) {
  const res = await fetch(`${inject('apiUrl')}/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${await res.text()}`)
  const cookie = res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ')
  return client(cookie)
}

/** A JSON client; without a cookie it is an anonymous visitor. */
export function client(cookie?: string) {
  return async (method: string, path: string, body?: unknown) => {
    const headers: Record<string, string> = {}
    if (cookie) headers.Cookie = cookie
    if (body !== undefined) headers['Content-Type'] = 'application/json'
    const res = await fetch(`${inject('apiUrl')}${path}`, {
      method, headers, body: body === undefined ? undefined : JSON.stringify(body),
    })
    const text = await res.text()
    return { status: res.status, json: text ? JSON.parse(text) : null }
  }
}
