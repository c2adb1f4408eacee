// The one postgres.js pool. Superuser connection: request handlers reach data only through
// withCaller (role switched per transaction); privileged helpers use it directly.
//
// Behind Supabase's pooler (Supavisor) as well as on a direct connection:
// - SSL is required for a remote database (libpq's sslmode=require: encrypted, the certificate
//   not checked against a CA, since Supabase signs it with its own root); a loopback or one-label
//   host (the local stack, `supabase start`'s Docker network) connects in the clear, and an
//   `sslmode` in the URL always wins.
// - Statements are never prepared: transaction mode (port 6543) cannot keep them.
// - The timeouts are sent as startup parameters, which a direct connection applies; Supavisor
//   keeps only user, database, application_name, search_path and its own options of a client's
//   startup message (github:supabase/supavisor lib/supavisor/client_handler/protocol_helpers.ex,
//   parse_startup_packet / extract_and_validate_user_info) and drops the rest, and in transaction
//   mode a session-level SET would stay on whichever server connection ran it. So every request
//   transaction also applies them itself with SET LOCAL (TIMEOUTS_FOR_TRANSACTION, sent with
//   withCaller's role switch), and /api/health reports whether they hold.
import postgres from 'postgres';

export type Sql = postgres.Sql;
export type Tx = postgres.TransactionSql;

/** The intended session timeouts, in milliseconds (pg_settings.setting shows them so). */
export const SESSION_TIMEOUTS = { statement_timeout: 5000, lock_timeout: 3000, idle_in_transaction_session_timeout: 10000 } as const;

/** SELECT-list items that apply SESSION_TIMEOUTS to the current transaction only (SET LOCAL). */
export const TIMEOUTS_FOR_TRANSACTION = Object.entries(SESSION_TIMEOUTS)
  .map(([name, ms]) => `set_config('${name}', '${ms}ms', true)`)
  .join(', ');

const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[?::1\]?)$/i;

/** `ssl` for postgres.js: 'require' for a remote host, false for a local one, undefined when the URL sets sslmode. */
export function sslFor(url: string): 'require' | false | undefined {
  const parsed = URL.canParse(url) ? new URL(url) : null;
  if (!parsed || parsed.searchParams.has('sslmode') || parsed.searchParams.has('ssl')) return undefined;
  const host = decodeURIComponent(parsed.hostname);
  return LOOPBACK.test(host) || !host.includes('.') ? false : 'require';
}

export function createPool(url: string, max = 8): Sql {
  const ssl = sslFor(url);
  return postgres(url, {
    max,
    connect_timeout: 3,
    idle_timeout: 30,
    prepare: false,
    onnotice: () => {},
    ...(ssl === undefined ? {} : { ssl }),
    connection: { ...SESSION_TIMEOUTS },
  });
}

const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'CONNECT_TIMEOUT', 'CONNECTION_CLOSED', 'CONNECTION_ENDED',
  'CONNECTION_DESTROYED', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN',
  '57P01', '57P02', '57P03', '53300', '57014', '55P03', '08000', '08001', '08003', '08006',
]);

/** True when the error means the database is unreachable or too slow (answer 503). */
export function isDatabaseUnavailable(err: unknown): boolean {
  const e = err as { code?: unknown; errno?: unknown } | null;
  const code = String(e?.code ?? e?.errno ?? '');
  return UNAVAILABLE_CODES.has(code);
}

/** Postgres SQLSTATE of an error, if it has one. */
export function sqlState(err: unknown): string | undefined {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}
