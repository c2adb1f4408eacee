// The two production mail transports against what they talk to: SMTP against a real SMTP
// server on loopback (smtp-server), Resend's HTTP API through its msw stand-in (scripts/stand-ins/resend-api.ts;
// it cannot be reached here).
import { setupServer } from 'msw/node';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MailMessage } from '../../functions/_shared/mail/message.ts';
import { resendTransport } from '../../functions/_shared/mail/transports/resend.ts';
import { smtpTransport } from '../../functions/_shared/mail/transports/smtp.ts';
import { resendHandler, type ResendStandIn } from '../../../scripts/stand-ins/resend-api.ts';

const message: MailMessage = {
  from: 'Bright Path <no-reply@example.org>',
  to: 'family@example.com',
  replyTo: 'info@example.org',
  subject: 'Registration Confirmed: Café Social',
  text: 'See you at the Café Social.',
  html: '<p>See you at the Café Social.</p>',
  attachments: [{ filename: 'event.ics', contentType: 'text/calendar', content: 'BEGIN:VCALENDAR\nSUMMARY:Café Social\nEND:VCALENDAR\n' }],
};

describe('SMTP transport', () => {
  const received: { from: string; to: string[]; raw: string }[] = [];
  let rejectRecipient = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      callback(rejectRecipient ? Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }) : undefined);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        received.push({ from, to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  let url = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('delivers the envelope, headers, both bodies and the calendar attachment', async () => {
    await smtpTransport(url).send(message);
    const mail = received.at(-1)!;
    expect(mail.from).toBe('no-reply@example.org');
    expect(mail.to).toEqual(['family@example.com']);
    expect(mail.raw).toMatch(/^Reply-To: info@example\.org$/m);
    expect(mail.raw).toMatch(/^Subject: =\?UTF-8\?/m);
    expect(mail.raw).toContain('Content-Type: text/calendar');
    expect(mail.raw).toContain('filename=event.ics');
    expect(mail.raw).toContain('Content-Type: text/html');
  });

  it('rejects when the server refuses the recipient, so the drain retries later', async () => {
    rejectRecipient = true;
    try {
      await expect(smtpTransport(url).send(message)).rejects.toThrow(/550|Mailbox unavailable/);
    } finally {
      rejectRecipient = false;
    }
  });
});

describe('Resend transport', () => {
  const api = setupServer();
  let resend: ResendStandIn;
  beforeAll(() => api.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    resend = { key: 're_test_key', accepted: [] };
    api.use(resendHandler(resend));
  });
  afterEach(() => api.resetHandlers());
  afterAll(() => api.close());

  it('posts the message with the API key and the attachment base64-encoded as UTF-8', async () => {
    await resendTransport('re_test_key').send(message);
    const [body] = resend.accepted;
    expect(body).toMatchObject({ from: message.from, to: ['family@example.com'], reply_to: 'info@example.org', subject: message.subject, text: message.text, html: message.html });
    const [attachment] = body!.attachments as { filename: string; content: string }[];
    expect(attachment!.filename).toBe('event.ics');
    expect(Buffer.from(attachment!.content, 'base64').toString('utf8')).toBe(message.attachments![0]!.content);
  });

  it.each([
    ['a from without an address', { key: 're_test_key', message: { ...message, from: 'Bright Path' } }, /Resend answered 422: .*invalid_from_address/],
    ['a key Resend does not know', { key: 're_other_key', message }, /Resend answered 403: .*invalid_api_key/],
  ])('rejects with the status and Resend\'s error name for %s, so the drain retries later', async (_, { key, message: sent }, expected) => {
    await expect(resendTransport(key).send(sent)).rejects.toThrow(expected);
    expect(resend.accepted).toEqual([]);
  });

  it('rejects when Resend limits the rate', async () => {
    resend.limited = true;
    await expect(resendTransport('re_test_key').send(message)).rejects.toThrow(/Resend answered 429: .*rate_limit_exceeded/);
  });
});
