// The site's purge endpoint on Netlify (issue 58 item 2): /.netlify/functions/purge, the path
// Netlify gives a function named purge. /api and the notify drain POST the cache tags that
// changes queued; this function purges them from the site's CDN with @netlify/functions'
// purgeCache, which a function of the site may call without an account token. The request's rules
// (the shared secret CDN_PURGE_SECRET, the body, the batches) are in
// supabase/functions/_shared/site/purge-endpoint.ts; `npm run deploy` sets the secret here and at
// Supabase (scripts/deploy/purge-secret.ts).
import { purgeCache } from '@netlify/functions'
import { purgeHandler } from '../../supabase/functions/_shared/site/purge-endpoint.ts'

export default purgeHandler({
  secret: () => process.env.CDN_PURGE_SECRET,
  purge: (tags) => purgeCache({ tags }),
})
