// Staff cancelled an event (public.staff_cancel_event()) → each family registered or waiting for
// it: which event, that there is nothing to do, and where the other events are. No cancel link
// and no .ics: the registration is already over.
import { escapeHtml, htmlLayout } from '../message.ts';
import { formatWhen, type Template } from './context.ts';

export const eventCancelled: Template = async (payload, { sql, config }) => {
  const [event] = await sql<{ title: string; eventDate: Date }[]>`
    select title, event_date as "eventDate" from public.events where id = ${String(payload.eventId)}::uuid`;
  if (!event) return null;
  const when = formatWhen(event.eventDate);
  const name = String(payload.attendeeName ?? '').trim() || 'there';
  const news = `We are sorry to tell you that ${event.title}, planned for ${when.date} at ${when.time}, has been cancelled.`;
  const done = 'Your place is cancelled; there is nothing you need to do.';
  const others = `${config.SITE_URL}/events`;
  return {
    subject: `Cancelled: ${event.title} on ${when.date}`.slice(0, 300),
    text: [`Hello ${name},`, '', news, done, '', `See our other events: ${others}`, '', 'Questions? Reply to this email.'].join('\n'),
    html: htmlLayout(`Cancelled: ${event.title}`, [
      `Hello ${escapeHtml(name)},`,
      escapeHtml(news),
      escapeHtml(done),
      `<a href="${escapeHtml(others)}">See our other events</a>`,
      'Questions? Reply to this email.',
    ]),
  };
};
