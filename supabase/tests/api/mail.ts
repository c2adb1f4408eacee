// In-process outbox drain for tests: file transport into the run's mail folder.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import type postgres from 'postgres';
import { inject } from 'vitest';
import { parseConfig } from '../../functions/_shared/config.ts';
import { drainDue, drainOnce } from '../../functions/_shared/mail/drain.ts';
import type { MailTransport } from '../../functions/_shared/mail/message.ts';
import { fileTransport } from '../../functions/_shared/mail/transports/file.ts';
import { runtimeDbUrl } from '../../../scripts/db/local-logins.ts';

export const testConfig = (overrides: Record<string, string> = {}) =>
  parseConfig({
    API_DB_URL: runtimeDbUrl(inject('dbUrl')),
    SITE_URL: 'http://localhost:5173',
    MAIL_DIR: inject('mailDir'),
    MAIL_FROM: 'Site <no-reply@example.org>',
    LINK_SIGNING_SECRET: inject('testConfig').linkSigningSecret,
    ...overrides,
  });

export const nodeFs = { mkdir, writeTextFile: (p: string, t: string) => writeFile(p, t) };

/** A file transport that also remembers the paths it wrote. */
export function recordingFileTransport(): MailTransport & { paths: string[] } {
  const paths: string[] = [];
  const inner = fileTransport(inject('mailDir'), nodeFs, (line) => paths.push(line.replace(/^.* written to /, '')));
  return { paths, send: (m) => inner.send(m) };
}

export async function outboxIds(sql: postgres.Sql, where: postgres.PendingQuery<postgres.Row[]>) {
  const rows = await sql<{ id: string }[]>`select id::text from public.email_outbox where ${where}`;
  return rows.map((r) => r.id);
}

const drainLog = process.env.DEBUG_DRAIN ? console.log : () => {};

/** One batch, as one poll of the notify function claims it. */
export function drain(sql: postgres.Sql, transport: MailTransport, onlyIds: string[], overrides?: Record<string, string>) {
  return drainOnce({ sql, config: testConfig(overrides), transport, onlyIds, log: drainLog });
}

/** Batch after batch until nothing is due or a send fails, as the notify function drains. */
export function drainAllDue(sql: postgres.Sql, transport: MailTransport, onlyIds: string[], batchSize?: number) {
  return drainDue({ sql, config: testConfig(), transport, onlyIds, batchSize, log: drainLog });
}

/** Decodes the quoted-printable soft breaks and '=3D' of a composed .eml. */
export async function readEml(path: string): Promise<string> {
  return (await readFile(path, 'utf8')).replace(/=\r?\n/g, '').replace(/=3D/g, '=');
}
