// An application received → the applicant: what they applied for and a signed link to withdraw
// (which also deletes their resume at once). Nothing is sent for an application already withdrawn.
import { withdrawUrl } from '../../applications/links.ts';
import { escapeHtml, htmlLayout } from '../message.ts';
import { appliedFor, loadApplication } from './application-mail.ts';
import type { Template } from './context.ts';

export const applicationConfirmation: Template = async (payload, { sql, config }) => {
  const a = await loadApplication(sql, payload.applicationId);
  if (!a || a.withdrawn) return null;
  const withdraw = await withdrawUrl(config, a.id);
  const what = appliedFor(a);
  const kept = a.hasCv ? 'your application and resume' : 'your application';
  return {
    subject: a.kind === 'volunteer' ? 'We received your volunteer application' : 'We received your application',
    text: [
      `Hello ${a.name},`,
      '',
      `Thank you for applying for ${what}. We have received ${kept} and will be in touch.`,
      '',
      `Changed your mind? Withdraw your application (your details and resume are deleted): ${withdraw}`,
    ].join('\n'),
    html: htmlLayout('We received your application', [
      `Hello ${escapeHtml(a.name)},`,
      `Thank you for applying for ${escapeHtml(what)}. We have received ${kept} and will be in touch.`,
      `Changed your mind? <a href="${escapeHtml(withdraw)}">Withdraw my application</a> (your details and resume are deleted).`,
    ]),
  };
};
