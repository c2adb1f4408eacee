// Accounts for the admin content and team API tests: created through the same code the Team
// tab uses (createLocalAuthUser) and signed in through POST /api/login with the shared Client.
import { randomUUID } from 'node:crypto'
import { createLocalAuthUser } from '../../functions/_shared/auth/accounts.ts'
import type { Sql } from '../../../scripts/testing/db.ts'
import { Client } from './http.ts'

export type Call = Client['request']

export interface Session {
  userId: string
  email: string
  call: Call
}

export const PASSWORD = 'correct-horse-battery'

/** An anonymous visitor's request function. */
export function anon(): Call {
  const client = new Client()
  return client.request.bind(client)
}

/** Signs in with e-mail and password; throws unless the login succeeds. */
export async function login(email: string, password: string): Promise<Call> {
  const client = new Client()
  const res = await client.post('/login', { email, password })
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`)
  return client.request.bind(client)
}

/** Creates an account (an admin when role is given) and signs it in. */
export async function signedIn(sql: Sql, role?: 'admin' | 'super_admin'): Promise<Session> {
  const email = `cms-${randomUUID().slice(0, 8)}@example.test`
  const userId = await sql.begin(async (tx) => {
    const id = await createLocalAuthUser(tx, { email, password: PASSWORD })
    if (!id) throw new Error(`account ${email} exists`)
    if (role) await tx`insert into public.admin_users (user_id, username, role) values (${id}, ${email}, ${role})`
    return id
  })
  return { userId, email, call: await login(email, PASSWORD) }
}
