// The documents' references exist (issue 59 item 5): in README.md, ARCHITECTURE.md and docs/*.md,
// every relative link resolves to a file, every repository path named in code (`src/…`,
// `scripts/…`, `supabase/…`, …) is there, and every `npm run X` and `npm X` names a script of
// package.json.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const DOCUMENTS = ['README.md', 'ARCHITECTURE.md', ...readdirSync('docs').filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`)]
const TOP_FOLDERS = ['src', 'scripts', 'supabase', 'netlify', 'e2e', 'bench', 'docs', 'public']
/** A repository path in code: a top folder, then no placeholder (`<area>`, `*`, `{…}`, `…`). */
const REPOSITORY_PATH = new RegExp(`(?<![\\w./-])(?:${TOP_FOLDERS.join('|')})/[\\w.$/-]*`, 'g')
const PLACEHOLDER = /[<>*{}…]/
/** Files the reader makes by following the text (`cp supabase/.env.example supabase/.env`). */
const MADE_BY_THE_READER = new Set(['supabase/.env'])
const scripts = Object.keys((JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts)

/** The text inside backticks and fenced code blocks. */
function codeOf(markdown: string): string[] {
  const fenced = [...markdown.matchAll(/^```[^\n]*\n([\s\S]*?)^```/gm)].map((match) => match[1]!)
  const inline = [...markdown.replace(/^```[\s\S]*?^```/gm, '').matchAll(/`([^`\n]+)`/g)].map((match) => match[1]!)
  return [...fenced, ...inline]
}

/** The targets of the links that are neither addresses (http:, mailto:) nor anchors in the page. */
function relativeLinks(markdown: string): string[] {
  return [...markdown.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]!).filter((target) => !/^([a-z]+:|#)/.test(target))
}

describe.each(DOCUMENTS)('%s', (document) => {
  const markdown = readFileSync(document, 'utf8')
  const code = codeOf(markdown)

  it('links only to files that exist', () => {
    const missing = relativeLinks(markdown).filter((target) => !existsSync(path.join(path.dirname(document), target.split('#')[0]!)))
    expect(missing, 'relative links to no file').toEqual([])
  })

  it('names only repository paths that exist', () => {
    const named = code.flatMap((text) => text.match(REPOSITORY_PATH) ?? [])
      .map((found) => found.replace(/[.]+$/, ''))
      .filter((found) => !PLACEHOLDER.test(found) && !MADE_BY_THE_READER.has(found))
    const missing = [...new Set(named)].filter((found) => !existsSync(found))
    expect(missing, 'paths named in code that are not in the repository').toEqual([])
  })

  it('names only npm scripts of package.json', () => {
    const named = code.flatMap((text) => [...text.matchAll(/\bnpm (?:run )?([\w:-]+)/g)].map((match) => match[1]!))
      .filter((name) => !['install', 'ci', 'run'].includes(name))
    expect([...new Set(named)].filter((name) => !scripts.includes(name)), 'npm commands with no script in package.json').toEqual([])
  })
})

it('the reference checks read code and links as written', () => {
  const sample = 'See [a](docs/a.md#x), [b](https://example.org) and `scripts/x.ts --flag`, `npm run build`.\n```sh\nnpm test\n```\n'
  expect(relativeLinks(sample)).toEqual(['docs/a.md#x'])
  expect(codeOf(sample)).toEqual(['npm test\n', 'scripts/x.ts --flag', 'npm run build'])
  expect('`see src/routes/blog.$slug.tsx.`'.match(REPOSITORY_PATH)).toEqual(['src/routes/blog.$slug.tsx.'])
})
