// Seats freed up → the waiting family: a signed 'Claim your seats' link, valid until the offer expires.
import { escapeHtml, htmlLayout } from '../message.ts';
import { formatWhen, type Template } from './context.ts';
import { CLAIM_PURPOSE, LEAVE_PURPOSE, loadWaitlistEntry, party, waitlistLink } from './waitlist-links.ts';

export const waitlistOffer: Template = async (payload, { sql, config }) => {
  const row = await loadWaitlistEntry(sql, payload.waitlistId);
  if (!row || row.status !== 'offered' || !row.offerExpiresAt) return null;
  const when = formatWhen(row.eventDate);
  const until = formatWhen(row.offerExpiresAt);
  const claimUrl = await waitlistLink(config, CLAIM_PURPOSE, row.id);
  const leaveUrl = await waitlistLink(config, LEAVE_PURPOSE, row.id);
  const offer = `Seats for ${party(row.numberOfGuests)} are now available at ${row.title} on ${when.date}, ${when.time}, at ${row.location}.`;
  const deadline = `They are held for you until ${until.date}, ${until.time}. After that they go to the next family on the waitlist.`;
  return {
    subject: `Seats are available: ${row.title}`.slice(0, 300),
    text: [
      `Hello ${row.attendeeName},`, '', offer, deadline, '',
      `Claim your seats: ${claimUrl}`, '', `No longer needed? Leave the waitlist: ${leaveUrl}`,
    ].join('\n'),
    html: htmlLayout(`Seats are available: ${row.title}`, [
      `Hello ${escapeHtml(row.attendeeName)},`,
      escapeHtml(offer),
      escapeHtml(deadline),
      `<a href="${escapeHtml(claimUrl)}"><strong>Claim your seats</strong></a>`,
      `No longer needed? <a href="${escapeHtml(leaveUrl)}">Leave the waitlist</a>`,
    ]),
  };
};
