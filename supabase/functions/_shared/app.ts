// The /api Hono app, built from injected dependencies (config, pool, auth adapter, clock).
//
// Adding an area (events extras, donations + Stripe webhook, admin content, team, CSV…):
//   1. put request/response schemas in contract/<area>.ts (zod only);
//   2. write routes/<area>.ts exporting `<area>Routes()` that returns a `new Hono<AppEnv>()`;
//      use validBody/uuidParam (http/validate.ts) for 400s, requireAdmin (auth/admin.ts) for
//      admin calls, withCaller (db/with-caller.ts) for every data access, limitByIp
//      (http/rate-limit.ts) for public writes, signId/verifySignedId (signed-token.ts) for links;
//      throw HttpError (http/errors.ts) for every 4xx;
//   3. add ONE mount line below: `app.route('/<path>', <area>Routes());`.
// Every request already passes: response compression, request id + client ip, the edge's
// signature when PROXY_SIGNING_SECRET is set (http/proxy-signature.ts), 32 KB body
// limit, same-origin/JSON rule for non-GET methods, session cookies → c.var.caller, the CDN purge
// of what a write changed (site/cdn-purge.ts), JSON 404 and error handling; only anonymous public
// reads that say so may be kept by the CDN (http/shared-cache.ts), and by the function itself while
// the database has not changed (http/public-read-memo.ts).
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import type { AppDeps, AppEnv } from './http/context.ts';
import { handleError } from './http/errors.ts';
import { answerLanguage } from './http/answer-language.ts';
import { limitBody, requestContext, sameOriginJson } from './http/guards.ts';
import { edgeOnly } from './http/proxy-signature.ts';
import { purgeAfterWrite } from './site/cdn-purge.ts';
import { privateUnlessShared } from './http/shared-cache.ts';
import { publicReadMemo } from './http/public-read-memo.ts';
import { sessionMiddleware } from './auth/session.ts';
import { adminApplicationsRoutes } from './routes/admin-applications.ts';
import { adminContentTypesRoutes } from './routes/admin-content-types.ts';
import { adminDonationsRoutes } from './routes/admin-donations.ts';
import { adminMediaRoutes } from './routes/admin-media.ts';
import { adminSiteContentRoutes } from './routes/admin-site-content.ts';
import { adminSeriesRoutes } from './routes/admin-series.ts';
import { adminTeamRoutes } from './routes/admin-team.ts';
import { adminTranslationsRoutes } from './routes/admin-translations.ts';
import { adminTwoStepRoutes } from './routes/admin-two-step.ts';
import { adminAuditRoutes } from './routes/admin-audit.ts';
import { adminExportsRoutes } from './routes/admin-exports.ts';
import { sessionsRoutes, teamSessionsRoutes } from './routes/staff-sessions.ts';
import { applicationRoutes } from './routes/applications.ts';
import { authRoutes } from './routes/auth.ts';
import { blogRoutes } from './routes/blog.ts';
import { challengeRoutes } from './routes/challenge.ts';
import { heldRoutes } from './routes/held.ts';
import { contactRoutes } from './routes/contact.ts';
import { donationsRoutes } from './routes/donations.ts';
import { eventsRoutes } from './routes/events.ts';
import { feedsRoutes } from './routes/feeds.ts';
import { healthRoutes } from './routes/health.ts';
import { mediaFileRoutes } from './routes/media-files.ts';
import { monthlyGiftsRoutes } from './routes/monthly-gifts.ts';
import { newsletterRoutes } from './routes/newsletter.ts';
import { newsletterConfirmRoutes } from './routes/newsletter-confirm.ts';
import { newsletterUnsubscribeRoutes } from './routes/newsletter-unsubscribe.ts';
import { recipientsRoutes } from './routes/recipients.ts';
import { registrationCancelRoutes } from './routes/registration-cancel.ts';
import { searchRoutes } from './routes/search.ts';
import { seriesRoutes } from './routes/series.ts';
import { servicesRoutes } from './routes/services.ts';
import { pageRoutes, siteRoutes } from './routes/site-content.ts';
import { twoStepRoutes } from './routes/two-step.ts';
import { waitlistRoutes } from './routes/waitlist.ts';

export function buildApp(deps: AppDeps) {
  const app = new Hono<AppEnv>().basePath('/api');
  // Outermost: a public read the CDN may keep, asked again while the database has not changed, is
  // answered as it was sent, skipping everything below (http/public-read-memo.ts).
  app.use('*', publicReadMemo(deps));
  // Outside every route, so errors and 404s are compressed too (Lighthouse: uses-text-compression): gzip
  // or deflate as the client accepts, through the runtime's CompressionStream.
  app.use('*', compress());
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  // Inside compression, outside every route and the error handler: it sees every answer as sent.
  app.use('*', answerLanguage);
  // Outside every guard and route: a refusal, an error or a staff answer never leaves shareable (http/shared-cache.ts).
  app.use('*', privateUnlessShared);
  app.use('*', requestContext, edgeOnly, limitBody, sameOriginJson, sessionMiddleware);
  // after a write, the cache tags its changes queued go to the site's purge endpoint
  app.use('*', purgeAfterWrite);

  app.route('/health', healthRoutes());
  app.route('/services', servicesRoutes());
  app.route('/site', siteRoutes());
  app.route('/pages', pageRoutes());
  app.route('/blog', blogRoutes());
  app.route('/events', eventsRoutes());
  app.route('/series', seriesRoutes());
  app.route('/challenge', challengeRoutes());
  app.route('/feeds', feedsRoutes());
  app.route('/', searchRoutes());
  app.route('/contact', contactRoutes());
  app.route('/held', heldRoutes());
  app.route('/newsletter/unsubscribe', newsletterUnsubscribeRoutes());
  app.route('/newsletter/confirm', newsletterConfirmRoutes());
  app.route('/newsletter', newsletterRoutes());
  app.route('/registrations', registrationCancelRoutes());
  app.route('/waitlist', waitlistRoutes());
  app.route('/monthly-gifts', monthlyGiftsRoutes());
  app.route('/notification-recipients', recipientsRoutes());
  app.route('/admin', adminContentTypesRoutes());
  app.route('/admin/series', adminSeriesRoutes());
  app.route('/admin/team', adminTeamRoutes());
  app.route('/admin/two-step', adminTwoStepRoutes());
  app.route('/admin/team', teamSessionsRoutes());
  app.route('/admin', adminAuditRoutes());
  app.route('/admin/exports', adminExportsRoutes());
  app.route('/sessions', sessionsRoutes());
  app.route('/admin/donations', adminDonationsRoutes());
  app.route('/admin/content', adminSiteContentRoutes());
  app.route('/admin/translations', adminTranslationsRoutes());
  app.route('/admin/media', adminMediaRoutes());
  app.route('/media', mediaFileRoutes());
  app.route('/applications', applicationRoutes());
  app.route('/admin/applications', adminApplicationsRoutes());
  app.route('/', donationsRoutes());
  app.route('/auth/two-step', twoStepRoutes());
  app.route('/', authRoutes());

  app.notFound((c) => c.json({ error: 'Not found' }, 404));
  app.onError(handleError);
  return app;
}
export type ApiApp = ReturnType<typeof buildApp>;
