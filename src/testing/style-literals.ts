// The style values the app's own files write as literals, for checking that the theme has every
// token they name (src/theme.test.ts). It reads source text, not a syntax tree: what it cannot see
// (a value built at run time, `${palette}.600`) the unresolved-token check of every web test still
// catches when a test renders it (src/testing/unresolved-tokens.ts).
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

/** One literal given to a property: `p={4}`, `bg="brand.50"`, `_hover: { bg: 'whiteAlpha.200' }`. */
export type StyleLiteral = { property: string; value: string | number; file: string }

const QUOTED = /'([^'\n]*)'|"([^"\n]*)"/g
const NUMBER = /(?<![\w.'"])-?\d+(?:\.\d+)?(?![\w.'"])/g

/** Every quoted string and bare number in an expression (`active ? 'brand.50' : 'white'`, `{ base: 4, md: 6 }`). */
function literalsIn(expression: string): (string | number)[] {
  const strings = [...expression.matchAll(QUOTED)].map((match) => match[1] ?? match[2] ?? '')
  const numbers = [...expression.replace(QUOTED, ' ').matchAll(NUMBER)].map((match) => Number(match[0]))
  return [...strings, ...numbers]
}

/** The literals of one file's JSX attributes (`name="…"`, `name={…}` with at most one object inside) and object properties (`name: '…'`, `name: 4`, `name: { … }`). */
export function styleLiteralsOf(source: string, file: string): StyleLiteral[] {
  const found: StyleLiteral[] = []
  const add = (property: string, expression: string) => {
    for (const value of literalsIn(expression)) found.push({ property, value, file })
  }
  for (const match of source.matchAll(/\b([a-zA-Z_]\w*)="([^"\n]*)"/g)) found.push({ property: match[1]!, value: match[2]!, file })
  // An object's body is read ahead, not consumed, so its own properties are found as well.
  for (const match of source.matchAll(/\b([a-zA-Z_]\w*)=\{(?=(\{[^{}]*\}|[^{}]*)\})/g)) add(match[1]!, match[2]!)
  for (const match of source.matchAll(/\b([a-zA-Z_]\w*):\s*(?=('[^'\n]*'|"[^"\n]*"|-?\d+(?:\.\d+)?(?![\w.])|\{[^{}]*\}))/g)) add(match[1]!, match[2]!)
  return found
}

/** The style literals of every source file below `dir` but tests and the folders named in `except`. */
export function styleLiteralsBelow(dir: string, except: string[] = []): StyleLiteral[] {
  const found: StyleLiteral[] = []
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) continue
    const file = path.join(entry.parentPath, entry.name)
    if (except.some((folder) => file.startsWith(path.join(dir, folder) + path.sep))) continue
    found.push(...styleLiteralsOf(readFileSync(file, 'utf8'), path.relative(dir, file)))
  }
  return found
}
