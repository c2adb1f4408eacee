// Which database `npm run admin:create` writes to. Local mode: the one `npm start` runs
// (DB_PORT from the environment or .env, default 54322), unless SUPABASE_DB_URL or
// DATABASE_URL names another. AUTH_MODE=supabase: the project's URL, which must be given.
import { databaseUrl } from '../db/embedded.ts'
import type { StackConfig } from '../stack/config.ts'

export type AdminDatabase = {
  url: string
  /** the URL without its password, for messages */
  shown: string
  /** true when the URL is the local stack's, derived as npm start derives it */
  localStack: boolean
}

export function adminDatabase(env: NodeJS.ProcessEnv, config: Pick<StackConfig, 'dbPort'>): AdminDatabase {
  const given = env.SUPABASE_DB_URL || env.DATABASE_URL
  if (given) return { url: given, shown: withoutPassword(given), localStack: false }
  if (env.AUTH_MODE === 'supabase') {
    throw new Error('AUTH_MODE=supabase needs SUPABASE_DB_URL (or DATABASE_URL): the project database URL (Supabase dashboard, Connect).')
  }
  const url = databaseUrl(config.dbPort)
  return { url, shown: withoutPassword(url), localStack: true }
}

/** Turns "connection refused" into what to do about it; other errors pass through. */
export function explainConnectError(error: unknown, db: AdminDatabase): unknown {
  if ((error as { code?: string }).code !== 'ECONNREFUSED') return error
  const where = new URL(db.url)
  const address = `${where.hostname}:${where.port || 5432}`
  return new Error(
    db.localStack
      ? `No database is running on ${address} (the local stack's PostgreSQL, DB_PORT). Start it with \`npm start\` in another terminal, then run this again.`
      : `Nothing accepts connections at ${address} (${db.shown}). Check SUPABASE_DB_URL / DATABASE_URL, or unset them to use the local stack's database (\`npm start\`).`,
  )
}

function withoutPassword(url: string): string {
  try {
    const parsed = new URL(url)
    if (parsed.password) parsed.password = '***'
    return parsed.toString()
  } catch {
    return 'the database URL (not a valid URL)'
  }
}
