// Local auth mode: the reset link (Supabase mode sends its own recovery mail).
import { escapeHtml, htmlLayout } from '../message.ts';
import { adminPage } from '../../site-links.ts';
import type { Template } from './context.ts';

export const passwordReset: Template = async (payload, { config }) => {
  if (typeof payload.token !== 'string') return null;
  const link = adminPage(config, `/reset-password?token=${encodeURIComponent(payload.token)}`);
  return {
    subject: 'Reset your password',
    text: [
      'Someone asked to reset the password of your admin account.',
      `Open this link within one hour to choose a new password: ${link}`,
      'If it was not you, ignore this e-mail; your password stays the same.',
    ].join('\n\n'),
    html: htmlLayout('Reset your password', [
      'Someone asked to reset the password of your admin account.',
      `<a href="${escapeHtml(link)}">Choose a new password</a> (the link works once, within one hour).`,
      'If it was not you, ignore this e-mail; your password stays the same.',
    ]),
  };
};
