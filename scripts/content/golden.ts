// `npx tsx scripts/content/golden.ts [dist folder]`: writes e2e/site/golden/pages.json, the
// visible text and JSON-LD of every prerendered public page of a build (see
// e2e/site/golden-extract.ts for what is kept and which pages). e2e/site/golden.spec.ts
// compares a fresh build against it: rewrite it only for a reviewed, deliberate change.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { isGoldenPage, snapshotOf, type PageSnapshot } from '../../e2e/site/golden-extract.ts'

const dist = path.resolve(process.argv[2] ?? 'dist')
const out = path.resolve('e2e/site/golden/pages.json')

function pagesIn(dir: string, urlPath = '/'): string[] {
  const found: string[] = []
  for (const name of readdirSync(dir).sort()) {
    const full = path.join(dir, name)
    if (name === 'index.html') found.push(urlPath)
    else if (statSync(full).isDirectory() && name !== 'assets' && name !== 'images') {
      found.push(...pagesIn(full, `${urlPath === '/' ? '' : urlPath}/${name}`))
    }
  }
  return found
}

const pages: Record<string, PageSnapshot> = {}
for (const urlPath of pagesIn(dist).filter(isGoldenPage)) {
  const file = path.join(dist, urlPath, 'index.html')
  pages[urlPath] = snapshotOf(readFileSync(file, 'utf8'))
}
if (!pages['/']) throw new Error(`${dist} holds no prerendered home page: build the site first (npm run build).`)
writeFileSync(out, `${JSON.stringify(pages, null, 1)}\n`)
console.log(`${Object.keys(pages).length} pages written to ${path.relative(process.cwd(), out)}`)
