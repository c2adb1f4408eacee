// The purge endpoint as the deploy uploads it (issue 58): the build's <dist>-functions/purge/purge.mjs,
// imported as Netlify runs it (a default export taking a Request), refuses a caller without the
// site's CDN_PURGE_SECRET and a body that is not a list of tags, before it would purge anything.
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { expect, test } from '../support/test'
import { purgeFunctionFile } from '../../scripts/host/function-files'
import { CDN_PURGE_SECRET_HEADER } from '../../supabase/functions/_shared/site/purge-endpoint.ts'

const distDir = path.resolve(process.env.WEB_DIST_DIR ?? `.local/e2e-${process.env.E2E_PORT ?? 4173}/dist`)
const SECRET = 'purge-function-spec-secret-0123456789abcdef'

test('the built purge function refuses a wrong secret (401) and a bad body (400)', async () => {
  process.env.CDN_PURGE_SECRET = SECRET
  const purge = (await import(pathToFileURL(purgeFunctionFile(distDir)).href)) as { default: (req: Request) => Promise<Response> }
  const post = (secret: string, body: string) => purge.default(new Request('https://site.example/.netlify/functions/purge', {
    method: 'POST', headers: { 'content-type': 'application/json', [CDN_PURGE_SECRET_HEADER]: secret }, body,
  }))
  expect((await post('not-the-secret', JSON.stringify({ tags: ['services'] }))).status).toBe(401)
  expect((await post(SECRET, JSON.stringify({ tags: 'services' }))).status).toBe(400)
})
