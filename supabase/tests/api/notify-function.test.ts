// The real Deno `notify` function in local-stack mode (NOTIFY_POLL_MS): it drains a queued
// mail into the file transport's folder as an .eml and records it as sent.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { spawnFunction } from '../../../scripts/stack/functions.ts';
import { superuser } from '../../../scripts/testing/db.ts';
import { uniqueEmail } from './accounts.ts';

const sql = superuser();
afterAll(() => sql.end());

describe('notify function (Deno)', () => {
  it('drains the outbox into .eml files while running', async () => {
    const mailDir = await mkdtemp(path.join(os.tmpdir(), 'notify-test-'));
    const to = uniqueEmail('notify');
    const [row] = await sql`insert into public.email_outbox (kind, recipient, payload)
      values ('generic', ${to}, ${sql.json({ subject: 'Hello from the drain', text: 'First paragraph.\n\nSecond one.' })}) returning id`;
    const output: string[] = [];
    const fn = spawnFunction('notify', {
      SUPABASE_DB_URL: inject('dbUrl'), MAIL_TRANSPORT: 'file', MAIL_DIR: mailDir, MAIL_FROM: 'Site <no-reply@example.org>',
      NOTIFY_POLL_MS: '200', SITE_URL: 'http://localhost:5173',
      // only this test's kind: other test files drain their own rows in-process
      NOTIFY_KINDS: 'generic',
    }, (line) => output.push(line));
    try {
      let status = 'pending';
      for (let i = 0; i < 150 && status !== 'sent'; i++) {
        await new Promise((r) => setTimeout(r, 200));
        [{ status }] = (await sql`select status from public.email_outbox where id = ${row!.id}`) as unknown as [{ status: string }];
      }
      expect(status, output.join('\n')).toBe('sent');
      const files = (await readdir(mailDir)).filter((f) => f.includes(to));
      expect(files).toHaveLength(1);
      const eml = await readFile(path.join(mailDir, files[0]!), 'utf8');
      expect(eml).toContain(`To: ${to}`);
      expect(eml).toContain('Subject: Hello from the drain');
      expect(output.join('\n')).toContain(`written to ${mailDir}`);
    } finally {
      await fn.stop();
      await rm(mailDir, { recursive: true, force: true });
    }
  });
});
