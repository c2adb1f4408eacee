// The repository's import graph, read with the TypeScript compiler's parser (no type-checking):
// each file's static imports and re-exports of the repository's own files (relative paths and the
// aliases `@/` and `@contract/` of vite.config.ts), and the circles in it. Type-only imports count
// (as `madge --circular` counts them): they tie two files together for whoever reads or moves
// them, even though the compiler erases them. Dynamic `import()`s do not: they run after every
// module has loaded. A circle is a strongly connected component of the graph (Tarjan's
// algorithm), so one list of files stands for every loop among them.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import ts from 'typescript'

const SOURCE = /\.(ts|tsx|mts|js|mjs)$/
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'dist-functions', '.local', '.git', 'playwright-report', 'test-results', '.runs'])
const ALIASES: Array<[prefix: string, folder: string]> = [['@/', 'src'], ['@contract/', 'supabase/functions/_shared/contract']]
const EXTENSIONS = ['', '.ts', '.tsx', '.mts', '.js', '/index.ts', '/index.tsx']

/** Every source file under `paths` (folders walked, files taken as they are), relative to `root`. */
export function sourceFiles(root: string, paths: readonly string[]): string[] {
  const found: string[] = []
  const walk = (path: string) => {
    const full = join(root, path)
    if (!existsSync(full)) return
    if (statSync(full).isFile()) {
      if (SOURCE.test(path)) found.push(path)
      return
    }
    for (const entry of readdirSync(full, { withFileTypes: true })) {
      if (entry.isDirectory() && SKIPPED_FOLDERS.has(entry.name)) continue
      walk(join(path, entry.name))
    }
  }
  paths.forEach(walk)
  return found.sort()
}

/** The specifiers of a file's static imports and re-exports. */
export function staticSpecifiers(fileName: string, text: string): string[] {
  const kind = fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, kind)
  return source.statements.flatMap((statement) =>
    (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) && statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)
      ? [statement.moduleSpecifier.text]
      : [])
}

/** The repository file `specifier` names from `from`, or null for a package or a file that is not there. */
export function resolveSpecifier(root: string, from: string, specifier: string): string | null {
  const alias = ALIASES.find(([prefix]) => specifier.startsWith(prefix))
  const base = alias
    ? join(root, alias[1], specifier.slice(alias[0].length))
    : specifier.startsWith('.') ? resolve(root, dirname(from), specifier) : null
  if (!base) return null
  for (const extension of EXTENSIONS) {
    const candidate = base + extension
    if (existsSync(candidate) && statSync(candidate).isFile()) return relative(root, candidate)
  }
  return null
}

/** file → the repository files it loads. */
export function importGraph(root: string, files: readonly string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>()
  for (const file of files) {
    const targets = staticSpecifiers(file, readFileSync(join(root, file), 'utf8'))
      .map((specifier) => resolveSpecifier(root, file, specifier))
      .filter((target): target is string => target !== null)
    graph.set(file, [...new Set(targets)])
  }
  return graph
}

/** The graph's circles: each strongly connected component of two or more files (or one importing itself), its files sorted. */
export function circles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let next = 0
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const found: string[][] = []
  const visit = (file: string) => {
    index.set(file, next)
    low.set(file, next)
    next += 1
    stack.push(file)
    onStack.add(file)
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target)
        low.set(file, Math.min(low.get(file)!, low.get(target)!))
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file)!, index.get(target)!))
      }
    }
    if (low.get(file) !== index.get(file)) return
    const component: string[] = []
    let member: string
    do {
      member = stack.pop()!
      onStack.delete(member)
      component.push(member)
    } while (member !== file)
    if (component.length > 1 || graph.get(file)?.includes(file)) found.push(component.sort())
  }
  for (const file of graph.keys()) if (!index.has(file)) visit(file)
  return found.sort((a, b) => a[0]!.localeCompare(b[0]!))
}
