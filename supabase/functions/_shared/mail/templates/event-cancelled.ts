// Staff cancelled an event (public.staff_cancel_event()) → each family registered or waiting for
// it, in the language they signed up in (the payload's `locale`): which event, that there is
// nothing to do, and where the other events are. No cancel link and no .ics: the registration
// is already over.
import { escapeHtml, htmlLayout } from '../message.ts';
import { formatWhen, type Template } from './context.ts';
import { eventInLanguage } from './event-in-language.ts';
import { sitePage } from '../../site-links.ts';
import { mailLocale, type Words } from './language.ts';

type When = { date: string; time: string };

const WORDS: Words<{
  subject: (title: string, date: string) => string; title: (title: string) => string; hello: (name: string | null) => string;
  news: (title: string, when: When) => string; done: string; others: string; questions: string;
}> = {
  en: {
    subject: (title, date) => `Cancelled: ${title} on ${date}`,
    title: (title) => `Cancelled: ${title}`,
    hello: (name) => `Hello ${name ?? 'there'},`,
    news: (title, when) => `We are sorry to tell you that ${title}, planned for ${when.date} at ${when.time}, has been cancelled.`,
    done: 'Your place is cancelled; there is nothing you need to do.',
    others: 'See our other events',
    questions: 'Questions? Reply to this email.',
  },
  es: {
    subject: (title, date) => `Cancelado: ${title} el ${date}`,
    title: (title) => `Cancelado: ${title}`,
    hello: (name) => (name ? `Hola, ${name}:` : 'Hola:'),
    news: (title, when) => `Lamentamos informarle que se canceló el evento ${title}, programado para el ${when.date} a las ${when.time}.`,
    done: 'Su lugar quedó cancelado. No tiene que hacer nada.',
    others: 'Vea nuestros otros eventos',
    questions: '¿Tiene preguntas? Responda a este correo electrónico.',
  },
};

export const eventCancelled: Template = async (payload, { sql, config }) => {
  const eventId = String(payload.eventId);
  const [found] = await sql<{ title: string; eventDate: Date }[]>`
    select title, event_date as "eventDate" from public.events where id = ${eventId}::uuid`;
  if (!found) return null;
  const locale = mailLocale(payload.locale);
  const w = WORDS[locale];
  const event = await eventInLanguage(sql, eventId, locale, found);
  const when = formatWhen(event.eventDate, locale);
  const hello = w.hello(String(payload.attendeeName ?? '').trim() || null);
  const news = w.news(event.title, when);
  const others = sitePage(config, locale, '/events');
  return {
    subject: w.subject(event.title, when.date).slice(0, 300),
    text: [hello, '', news, w.done, '', `${w.others}: ${others}`, '', w.questions].join('\n'),
    html: htmlLayout(w.title(event.title), [
      escapeHtml(hello),
      escapeHtml(news),
      escapeHtml(w.done),
      `<a href="${escapeHtml(others)}">${w.others}</a>`,
      escapeHtml(w.questions),
    ], locale),
  };
};
