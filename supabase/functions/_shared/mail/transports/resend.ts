// Resend HTTP API transport (Supabase edge functions cannot use SMTP ports 25/587).
import type { MailMessage, MailTransport } from '../message.ts';

function base64(text: string): string {
  let bin = '';
  for (const b of new TextEncoder().encode(text)) bin += String.fromCharCode(b);
  return btoa(bin);
}

export function resendTransport(apiKey: string, fetchImpl: typeof fetch = fetch): MailTransport {
  return {
    async send(m: MailMessage) {
      const res = await fetchImpl('https://api.resend.com/emails', {
        method: 'POST',
        headers: { Authorization: `Bearer ${apiKey}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          from: m.from,
          to: [m.to],
          reply_to: m.replyTo,
          subject: m.subject,
          text: m.text,
          html: m.html,
          attachments: m.attachments?.map((a) => ({
            filename: a.filename,
            content: base64(a.content),
          })),
        }),
        signal: AbortSignal.timeout(15000),
      });
      if (!res.ok) throw new Error(`Resend answered ${res.status}: ${(await res.text()).slice(0, 500)}`);
    },
  };
}
