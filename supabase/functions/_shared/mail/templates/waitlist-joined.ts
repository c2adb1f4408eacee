// Joining the waitlist → the family: its place, what happens next, and a link to leave.
import { escapeHtml, htmlLayout } from '../message.ts';
import { formatWhen, type Template } from './context.ts';
import { LEAVE_PURPOSE, loadWaitlistEntry, party, waitlistLink } from './waitlist-links.ts';

export const waitlistJoined: Template = async (payload, { sql, config }) => {
  const row = await loadWaitlistEntry(sql, payload.waitlistId);
  if (!row || (row.status !== 'waiting' && row.status !== 'offered')) return null;
  const when = formatWhen(row.eventDate);
  const leaveUrl = await waitlistLink(config, LEAVE_PURPOSE, row.id);
  const place = `You are number ${Number(payload.position) || 1} on the waitlist for ${row.title} (${when.date}).`;
  const next = `When seats for ${party(row.numberOfGuests)} free up, we will email you a link to claim them. ` +
    'The offer is yours for 24 hours; after that it passes to the next family.';
  return {
    subject: `You're on the waitlist: ${row.title}`.slice(0, 300),
    text: [`Hello ${row.attendeeName},`, '', place, '', next, '', `No longer interested? Leave the waitlist: ${leaveUrl}`].join('\n'),
    html: htmlLayout(`You're on the waitlist: ${row.title}`, [
      `Hello ${escapeHtml(row.attendeeName)},`,
      escapeHtml(place),
      escapeHtml(next),
      `<a href="${escapeHtml(leaveUrl)}">Leave the waitlist</a>`,
    ]),
  };
};
