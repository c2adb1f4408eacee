// Seats freed up → the waiting family, in the language they joined in: a signed 'Claim your
// seats' link, valid until the offer expires.
import { escapeHtml, htmlLayout } from '../message.ts';
import { formatWhen, type Template } from './context.ts';
import type { Words } from './language.ts';
import { CLAIM_PURPOSE, LEAVE_PURPOSE, loadWaitlistEntry, party, waitlistLink } from './waitlist-links.ts';

type When = { date: string; time: string };

const WORDS: Words<{
  subject: (title: string) => string; hello: (name: string) => string;
  offer: (who: string, title: string, when: When, location: string) => string; deadline: (until: When) => string;
  claim: string; noLonger: string; leave: string;
}> = {
  en: {
    subject: (title) => `Seats are available: ${title}`,
    hello: (name) => `Hello ${name},`,
    offer: (who, title, when, location) => `Seats for ${who} are now available at ${title} on ${when.date}, ${when.time}, at ${location}.`,
    deadline: (until) => `They are held for you until ${until.date}, ${until.time}. After that they go to the next family on the waitlist.`,
    claim: 'Claim your seats',
    noLonger: 'No longer needed?',
    leave: 'Leave the waitlist',
  },
  es: {
    subject: (title) => `Hay lugares disponibles: ${title}`,
    hello: (name) => `Hola, ${name}:`,
    offer: (who, title, when, location) =>
      `Ya hay lugares disponibles para ${who} en ${title}, el ${when.date}, a las ${when.time}, en ${location}.`,
    deadline: (until) => `Se los guardamos hasta el ${until.date}, a las ${until.time}. Después pasan a la siguiente familia de la lista de espera.`,
    claim: 'Reservar sus lugares',
    noLonger: '¿Ya no los necesita?',
    leave: 'Salir de la lista de espera',
  },
};

export const waitlistOffer: Template = async (payload, { sql, config }) => {
  const row = await loadWaitlistEntry(sql, payload.waitlistId);
  if (!row || row.status !== 'offered' || !row.offerExpiresAt) return null;
  const w = WORDS[row.locale];
  const when = formatWhen(row.eventDate, row.locale);
  const until = formatWhen(row.offerExpiresAt, row.locale);
  const claimUrl = await waitlistLink(config, CLAIM_PURPOSE, row.id, row.locale);
  const leaveUrl = await waitlistLink(config, LEAVE_PURPOSE, row.id, row.locale);
  const offer = w.offer(party(row.numberOfGuests, row.locale), row.title, when, row.location);
  const deadline = w.deadline(until);
  return {
    subject: w.subject(row.title).slice(0, 300),
    text: [
      w.hello(row.attendeeName), '', offer, deadline, '',
      `${w.claim}: ${claimUrl}`, '', `${w.noLonger} ${w.leave}: ${leaveUrl}`,
    ].join('\n'),
    html: htmlLayout(w.subject(row.title), [
      escapeHtml(w.hello(row.attendeeName)),
      escapeHtml(offer),
      escapeHtml(deadline),
      `<a href="${escapeHtml(claimUrl)}"><strong>${w.claim}</strong></a>`,
      `${w.noLonger} <a href="${escapeHtml(leaveUrl)}">${w.leave}</a>`,
    ], row.locale),
  };
};
