// `npm run admin:create` with nothing set, beside a running `npm start`: it finds the local
// stack's database the way npm start does (DB_PORT, default 54322) and says what it did; with
// no database there it says to start one. The CLI runs as a child process, as npm runs it.
import { execFile } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { promisify } from 'node:util'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { freePort } from '../stack/ports.ts'
import { superuser } from '../testing/db.ts'

const run = promisify(execFile)
const sql = superuser(1)
afterAll(() => sql.end())

/** The shell of a new user: none of the database or auth variables, only DB_PORT when a test moves it. */
function bareEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env = { ...process.env }
  for (const name of ['SUPABASE_DB_URL', 'DATABASE_URL', 'AUTH_MODE', 'DB_PORT']) delete env[name]
  return { ...env, ...extra }
}

function adminCreate(args: string[], env: NodeJS.ProcessEnv) {
  return run('node_modules/.bin/tsx', ['scripts/admin-create.ts', ...args], { env }).catch(
    (error: Error & { code: number; stdout: string; stderr: string }) => error,
  )
}

describe('npm run admin:create on the local stack', () => {
  it('uses the database npm start runs (DB_PORT) when no database URL is set, and says what it did', async () => {
    const dbPort = new URL(inject('dbUrl')).port
    const email = `local-${randomUUID().slice(0, 8)}@example.org`
    const created = await adminCreate(['--email', email, '--password', 'violet canyon morning', '--role', 'super_admin'], bareEnv({ DB_PORT: dbPort }))
    expect(created.stderr).toBe('')
    expect(created.stdout).toContain(`Created super_admin ${email}`)
    expect(created.stdout).toContain(`127.0.0.1:${dbPort}`)
    expect(created.stdout).toContain('/admin/login')
    const [row] = await sql`select a.role from public.admin_users a join auth.users u on u.id = a.user_id where u.email = ${email}`
    expect(row).toEqual({ role: 'super_admin' })

    const updated = await adminCreate(['--email', email, '--password', 'amber river lantern', '--role', 'super_admin'], bareEnv({ DB_PORT: dbPort }))
    expect(updated.stderr).toBe('')
    expect(updated.stdout).toContain(`Updated super_admin ${email}`)
  })

  it('tells the user to start the stack when no database listens there', async () => {
    const closed = String(await freePort())
    const result = await adminCreate(['--email', 'nobody@example.org', '--password', 'quiet harbor compass'], bareEnv({ DB_PORT: closed }))
    expect(result).toMatchObject({ code: 1 })
    expect(result.stderr).toContain(`No database is running on 127.0.0.1:${closed}`)
    expect(result.stderr).toContain('npm start')
  })

  it('still needs the database URL with AUTH_MODE=supabase', async () => {
    const result = await adminCreate(['--email', 'nobody@example.org', '--password', 'quiet harbor compass'], bareEnv({ AUTH_MODE: 'supabase' }))
    expect(result).toMatchObject({ code: 1 })
    expect(result.stderr).toContain('AUTH_MODE=supabase needs SUPABASE_DB_URL')
  })
})
