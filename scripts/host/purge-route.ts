// The site's purge endpoint, locally (issue 58 item 2): the local host answers
// POST /.netlify/functions/purge as Netlify runs netlify/functions/purge.mts, with the same handler
// (supabase/functions/_shared/site/purge-endpoint.ts: the secret, the body, the batches) and the
// host's environment's CDN_PURGE_SECRET, which `npm start` sets for the host and the functions.
// The purger is the host's CDN layer's purge (scripts/stand-ins/netlify-cdn-cache.ts, through host-serving.ts).
import type { IncomingMessage, ServerResponse } from 'node:http'
import { purgeHandler, type Purger } from '../../supabase/functions/_shared/site/purge-endpoint.ts'
import { PURGE_ENDPOINT_PATH } from '../../supabase/functions/_shared/site/cdn-purge.ts'

/** The request as a fetch Request (its body read whole). */
async function asRequest(req: IncomingMessage): Promise<Request> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value)
  const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : Buffer.concat(chunks)
  return new Request(`http://${req.headers.host ?? 'localhost'}${req.url ?? '/'}`, { method: req.method, headers, body })
}

/** Answers the purge endpoint's path (true), or leaves the request to the host (false). */
export function localPurgeRoute(env: Record<string, string | undefined>, purge: Purger) {
  const handle = purgeHandler({ secret: () => env.CDN_PURGE_SECRET, purge })
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    if (new URL(req.url ?? '/', 'http://host').pathname !== PURGE_ENDPOINT_PATH) return false
    void asRequest(req).then(handle).then(async (answer) => {
      res.writeHead(answer.status, Object.fromEntries(answer.headers)).end(Buffer.from(await answer.arrayBuffer()))
    }, () => res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Bad request'))
    return true
  }
}
