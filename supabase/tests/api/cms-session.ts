// The CMS and team API tests' view of the shared test accounts (accounts.ts): a session is
// the account's id, e-mail and a request function with its cookies.
import type { Sql } from '../../../scripts/testing/db.ts'
import { createStaffOrMember, PASSWORD, signInWithCode, uniqueEmail } from './accounts.ts'
import { Client } from './http.ts'

export { PASSWORD }
export type Call = Client['request']

export interface Session {
  userId: string
  email: string
  call: Call
}

/** An anonymous visitor's request function. */
export function anon(): Call {
  const client = new Client()
  return client.request.bind(client)
}

/** Signs in with e-mail, password and (a staff account) a code; throws unless that succeeds. */
export async function login(email: string, password: string): Promise<Call> {
  const client = new Client()
  await signInWithCode(client, email, { password })
  return client.request.bind(client)
}

/** Creates an account (an admin when role is given, else a signed-in non-admin) and signs it in. */
export async function signedIn(sql: Sql, role?: 'admin' | 'super_admin'): Promise<Session> {
  const email = uniqueEmail('cms')
  const userId = await createStaffOrMember(sql, role ?? 'member', email)
  return { userId, email, call: await login(email, PASSWORD) }
}
