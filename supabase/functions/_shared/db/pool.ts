// The one postgres.js pool. Superuser connection: request handlers reach data only through
// withCaller (role switched per transaction); privileged helpers use it directly.
import postgres from 'postgres';

export type Sql = postgres.Sql;
export type Tx = postgres.TransactionSql;

export function createPool(url: string, max = 8): Sql {
  return postgres(url, {
    max,
    connect_timeout: 3,
    idle_timeout: 30,
    prepare: false,
    onnotice: () => {},
    connection: { statement_timeout: 5000, lock_timeout: 3000, idle_in_transaction_session_timeout: 10000 },
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
