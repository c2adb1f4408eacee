// What a template gets to render one outbox row.
import type { Config } from '../../config.ts';
import type { Sql } from '../../db/pool.ts';
import type { MailAttachment } from '../message.ts';
import { intlLocale, type Locale } from './language.ts';

export interface RenderContext {
  sql: Sql;
  config: Config;
}

export interface Rendered {
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
}

/** null = the row the mail is about no longer exists: nothing to send. */
export type Template = (payload: Record<string, unknown>, ctx: RenderContext) => Promise<Rendered | null>;

export const ORG_TIME_ZONE = 'America/New_York';

/** The date and the New Jersey time of `date`, written in the mail's language. */
export function formatWhen(date: Date, locale: Locale = 'en'): { date: string; time: string } {
  const intl = intlLocale(locale);
  return {
    date: new Intl.DateTimeFormat(intl, { timeZone: ORG_TIME_ZONE, dateStyle: 'full' }).format(date),
    time: new Intl.DateTimeFormat(intl, { timeZone: ORG_TIME_ZONE, hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(date),
  };
}
