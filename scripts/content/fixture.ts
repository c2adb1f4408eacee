// `npx tsx scripts/content/fixture.ts`: writes src/testing/site-content.json, the answers of
// GET /api/site and GET /api/pages/{page} as the migrations load them, for the component tests'
// msw handlers (src/testing/site-content-handlers.ts). Run it after changing the content migration.
import { writeFileSync } from 'node:fs'
import { PAGE_DOCUMENTS } from '../../supabase/functions/_shared/contract/site-content.ts'
import { contentApi } from '../build/content-api.ts'
import { isPortFree } from '../stack/ports.ts'

let port = 4490
while (!(await isPortFree(port))) port += 1
const api = await contentApi({ API_PORT: String(port) }, (line) => console.log(line))
try {
  const get = async (path: string) => {
    const response = await fetch(`${api.url}${path}`, { headers: api.headers })
    if (!response.ok) throw new Error(`${path}: ${response.status}`)
    return response.json() as Promise<unknown>
  }
  const pages: Record<string, unknown> = {}
  for (const page of Object.keys(PAGE_DOCUMENTS)) pages[page] = await get(`/pages/${page}`)
  writeFileSync('src/testing/site-content.json', `${JSON.stringify({ site: await get('/site'), pages }, null, 1)}\n`)
  console.log('wrote src/testing/site-content.json')
} finally {
  await api.stop()
}
