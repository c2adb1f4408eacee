// New contact form submission → every active notification recipient (Reply-To: the sender).
// Always English; it names a sender's Spanish (the language of the page they wrote from).
import { escapeHtml, htmlLayout } from '../message.ts';
import { adminPage } from '../../site-links.ts';
import type { Template } from './context.ts';
import { mailLocale, preferredLanguageLines } from './language.ts';

export const contactNotification: Template = async (payload, { sql, config }) => {
  const [row] = await sql<{ name: string; email: string; phone: string | null; subject: string; message: string; locale: string }[]>`
    select name, email, phone, subject, message, locale from public.contact_submissions where id = ${String(payload.contactId)}::uuid`;
  if (!row) return null;
  const language = preferredLanguageLines(mailLocale(row.locale));
  const lines = [
    `New contact form submission from ${row.name} <${row.email}>`,
    `Phone: ${row.phone || 'Not provided'}`,
    `Subject: ${row.subject}`,
    ...language,
    '',
    row.message,
    '',
    `Reply to this e-mail to answer ${row.name}, or open ${adminPage(config, '')} to change its status.`,
  ];
  return {
    subject: `New contact message: ${row.subject}`.slice(0, 300),
    text: lines.join('\n'),
    html: htmlLayout('New contact message', [
      `<strong>${escapeHtml(row.name)}</strong> &lt;${escapeHtml(row.email)}&gt;`,
      `Phone: ${escapeHtml(row.phone || 'Not provided')}`,
      `Subject: ${escapeHtml(row.subject)}`,
      ...language,
      escapeHtml(row.message).replace(/\n/g, '<br>'),
      `Reply to this e-mail to answer, or open <a href="${escapeHtml(adminPage(config, ''))}">the admin dashboard</a>.`,
    ]),
  };
};
