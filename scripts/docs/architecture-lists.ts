// The lists of ARCHITECTURE.md that are read from the source, never typed (issue 59 item 5): the
// features (the folders of src/features, each with the kinds of code it holds) and the pages (the
// addresses of the route files, as TanStack Router's generator reads them). Each list sits between
// `<!-- generated: NAME -->` and `<!-- end: NAME -->`.
//
//   npx tsx scripts/docs/architecture-lists.ts      rewrites the lists in ARCHITECTURE.md
//
// architecture-lists.test.ts fails when the file is out of date.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { Generator, getConfig, type RouteNode } from '@tanstack/router-generator'

export const ARCHITECTURE = 'ARCHITECTURE.md'
export const REGENERATE = 'npx tsx scripts/docs/architecture-lists.ts'
const WIDTH = 100
/** What a feature folder's entries are called in the list: its folders, and its message files. */
const PARTS = /^(api|components|hooks|lib|translations|messages\.ts)$/

/** Items joined by `separator` into lines of at most WIDTH characters. */
function wrapped(items: readonly string[], separator: string): string[] {
  const lines: string[] = []
  let line = ''
  for (const item of items) {
    const next = line ? `${line}${separator}${item}` : item
    if (line && next.length > WIDTH) {
      lines.push(line + separator.trimEnd())
      line = item
    } else {
      line = next
    }
  }
  return line ? [...lines, line] : lines
}

/** Each folder of src/features with the parts it has (api, components, hooks, lib, translations, messages). */
export function featureList(root: string): string[] {
  const features = readdirSync(path.join(root, 'src/features'), { withFileTypes: true }).filter((entry) => entry.isDirectory())
  const items = features.map(({ name }) => {
    const parts = readdirSync(path.join(root, 'src/features', name)).filter((entry) => PARTS.test(entry)).sort()
    return `\`${name}\` (${parts.map((part) => part.replace(/\.ts$/, '')).join(', ')})`
  })
  return wrapped(items, ' · ')
}

/** The URL path of a route node: pathless layouts (`_shell`) left out, `donate_` as `donate`, no trailing slash. */
function addressOf(node: RouteNode): string {
  const segments = (node.routePath ?? '').split('/').filter((segment) => !segment.startsWith('_')).map((segment) => segment.replace(/_$/, ''))
  const address = segments.join('/').replace(/\/$/, '')
  return address || '/'
}

/** The route nodes of src/routes as the router's generator reads them (its route tree written to a scratch folder). */
async function routeNodes(root: string): Promise<RouteNode[]> {
  const scratch = mkdtempSync(path.join(tmpdir(), 'route-tree-'))
  let nodes: RouteNode[] = []
  try {
    const config = getConfig({
      target: 'react', routesDirectory: './src/routes', generatedRouteTree: path.join(scratch, 'routeTree.gen.ts'),
      plugins: [{ name: 'architecture-lists', onRouteTreeChanged: ({ routeNodes }) => void (nodes = routeNodes) }],
    }, root)
    await new Generator({ config, root }).run()
  } finally {
    rmSync(scratch, { recursive: true, force: true })
  }
  return nodes
}

/** Every page's address, the public site's and the staff area's apart (a `$name` is a part of the address). */
export async function pageList(root: string): Promise<string[]> {
  const addresses = [...new Set((await routeNodes(root)).filter((node) => !node.isNonPath).map(addressOf))].sort()
  const staff = addresses.filter((address) => /^\/admin(\/|-login|$)/.test(address))
  const site = addresses.filter((address) => !staff.includes(address))
  const item = (title: string, group: string[]) =>
    wrapped([`- ${title} (${group.length}):`, ...group.map((address) => `\`${address}\``)], ' ')
      .map((line, index) => (index === 0 ? line : `  ${line}`))
  return [...item('Public', site), ...item('Staff', staff)]
}

/** `markdown` with the text between each list's markers replaced by its lines. */
export function withLists(markdown: string, lists: Record<string, readonly string[]>): string {
  let result = markdown
  for (const [name, lines] of Object.entries(lists)) {
    const start = `<!-- generated: ${name} (${REGENERATE}) -->`
    const end = `<!-- end: ${name} -->`
    const from = result.indexOf(start)
    const to = result.indexOf(end)
    if (from < 0 || to < from) throw new Error(`${ARCHITECTURE} lacks the markers of the ${name} list: ${start} … ${end}`)
    result = `${result.slice(0, from + start.length)}\n${lines.join('\n')}\n${result.slice(to)}`
  }
  return result
}

/** ARCHITECTURE.md as it should read, with both lists as the source has them now. */
export async function currentArchitecture(root: string): Promise<string> {
  const markdown = readFileSync(path.join(root, ARCHITECTURE), 'utf8')
  return withLists(markdown, { features: featureList(root), pages: await pageList(root) })
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
  writeFileSync(path.join(root, ARCHITECTURE), await currentArchitecture(root))
  console.log(`${ARCHITECTURE}: the feature and page lists are up to date`)
}
