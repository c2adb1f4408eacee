// The reset link a forgot-password request mailed, read the way each auth mode delivers it:
// the local adapter queues a mail (read from the .eml the drain writes), GoTrue keeps the
// token hash its mail carries. Both are polled: the request may answer before the work is done.
import type postgres from 'postgres';
import { drain, outboxIds, readEml, recordingFileTransport } from './mail.ts';

async function poll<T>(what: string, read: () => Promise<T | undefined> | T | undefined, timeoutMs = 5000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`${what}: nothing after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The token of the newest password_reset mail queued for `email` (local mode). */
export async function mailedResetToken(sql: postgres.Sql, email: string): Promise<string> {
  const ids = await poll(`reset mail to ${email}`, async () => {
    const found = await outboxIds(sql, sql`kind = 'password_reset' and recipient = ${email} and status = 'pending'`);
    return found.length ? found : undefined;
  });
  const transport = recordingFileTransport();
  await drain(sql, transport, ids);
  const eml = await readEml(transport.paths.at(-1)!);
  return eml.match(/token=([A-Za-z0-9_-]+)/)![1]!;
}

/** The token hash GoTrue's recovery mail carries (Supabase mode). */
export const goTrueResetToken = (recoveryLink: (email: string) => string | undefined, email: string) =>
  poll(`GoTrue recovery link of ${email}`, () => recoveryLink(email));
