// Free-form mails (payload {subject, text}) and donation receipts (payload {amountCents, donorName}).
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

export const donationReceipt: Template = async (payload) => {
  const cents = Number(payload.amountCents);
  if (!Number.isFinite(cents) || cents <= 0) return null;
  const amount = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);
  const name = typeof payload.donorName === 'string' && payload.donorName ? payload.donorName : 'friend';
  const text = `Dear ${name},\n\nThank you for your generous donation of ${amount}.\n\nThis e-mail is your receipt.`;
  return {
    subject: `Thank you for your donation of ${amount}`,
    text,
    html: htmlLayout('Thank you for your donation', text.split('\n\n').map(escapeHtml)),
  };
};
