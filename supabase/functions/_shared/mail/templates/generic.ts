// Free-form mails (payload {subject, text}).
import { escapeHtml, htmlLayout } from '../message.ts';
import type { Template } from './context.ts';

export const generic: Template = async (payload) => {
  if (typeof payload.subject !== 'string' || typeof payload.text !== 'string') return null;
  return {
    subject: payload.subject.slice(0, 300),
    text: payload.text,
    html: htmlLayout(payload.subject, payload.text.split(/\n{2,}/).map((p) => escapeHtml(p).replace(/\n/g, '<br>'))),
  };
};
