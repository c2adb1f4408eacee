// An application received → the recipients staff chose for careers (job, general) or for
// volunteering (volunteer). No resume is attached: the admin area's applicant page has it, behind
// sign-in. Reply-To is the applicant. Always English; it names an applicant's Spanish.
import { applicantUrl } from '../../applications/links.ts';
import { escapeHtml, htmlLayout } from '../message.ts';
import { appliedFor, loadApplication } from './application-mail.ts';
import type { Template } from './context.ts';
import { preferredLanguageLines } from './language.ts';

export const applicationNotification: Template = async (payload, { sql, config }) => {
  const a = await loadApplication(sql, payload.applicationId);
  if (!a) return null;
  const page = applicantUrl(config, a.id);
  const what = appliedFor(a);
  const lines = [
    ...[
      ['Phone', a.phone], ['Heard about us', a.heardAbout], ['Availability', a.availability], ['Note', a.note || 'None'],
      ['Resume', a.hasCv ? 'Attached to the application in the admin area' : 'None'],
    ].map(([k, v]) => `${k}: ${v}`),
    ...preferredLanguageLines(a.locale),
  ];
  return {
    subject: `New application: ${a.name} for ${what}`.slice(0, 300),
    text: [
      `${a.name} <${a.email}> applied for ${what}.`,
      ...lines,
      '',
      `Open the application: ${page}`,
    ].join('\n'),
    html: htmlLayout('New application', [
      `<strong>${escapeHtml(a.name)}</strong> &lt;${escapeHtml(a.email)}&gt; applied for ${escapeHtml(what)}.`,
      lines.map(escapeHtml).join('<br>'),
      `<a href="${escapeHtml(page)}">Open the application in the admin area</a>`,
    ]),
  };
};
