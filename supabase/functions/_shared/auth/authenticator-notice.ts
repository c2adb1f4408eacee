// Queues the notice e-mail to an account whose new authenticator was just confirmed (issue 57,
// item 2), in the language of the screen it was set up from; the notify drain sends it
// (mail/templates/authenticator-added.ts). Over /api's own connection: the outbox has no grants.
import type { AppContext } from '../http/context.ts';
import { asksForSpanish } from '../http/answer-language.ts';

export async function queueAuthenticatorNotice(c: AppContext, userId: string, factorId: string): Promise<void> {
  const locale = asksForSpanish(c.req.header('Accept-Language')) ? 'es' : 'en';
  await c.get('deps').sql`
    insert into public.email_outbox (kind, recipient, payload)
    select 'authenticator_added', a.email, jsonb_build_object(
      'friendlyName', coalesce(nullif(f.friendly_name, ''), 'Authenticator app'), 'at', now(), 'locale', ${locale}::text)
    from private.verified_factors(${userId}::uuid) f cross join private.account_email(${userId}::uuid) a
    where f.id = ${factorId} and coalesce(a.email, '') <> ''`;
}
