// File transport: one .eml per mail in MAIL_DIR (default .local/mail); prints the path.
// The file system is injected (Deno.* in notify/index.ts, node:fs in tests), keeping
// _shared free of runtime globals.
import type { MailMessage, MailTransport } from '../message.ts';
import { composeEml } from './compose.ts';

export interface MailFs {
  mkdir(path: string, options: { recursive: true }): Promise<unknown>;
  writeTextFile(path: string, text: string): Promise<void>;
}

export function fileTransport(dir: string, fs: MailFs, log: (line: string) => void = console.log): MailTransport {
  let seq = 0;
  return {
    async send(message: MailMessage) {
      await fs.mkdir(dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const safeTo = message.to.replace(/[^a-zA-Z0-9@._-]/g, '_').slice(0, 80);
      const path = `${dir.replace(/\/+$/, '')}/${stamp}-${++seq}-${crypto.randomUUID().slice(0, 8)}-${safeTo}.eml`;
      await fs.writeTextFile(path, await composeEml(message));
      log(`mail to ${message.to} written to ${path}`);
    },
  };
}
