/**
 * The chunks a browser loads with `start`: those files and every chunk they import statically,
 * transitively. Shared by the prerender (which route code a page preloads) and the bench (what a
 * first load weighs).
 */
export function importClosure(importsOf: (file: string) => readonly string[], start: readonly string[]): Set<string> {
  const seen = new Set<string>()
  const queue = [...start]
  while (queue.length) {
    const file = queue.pop()!
    if (seen.has(file)) continue
    seen.add(file)
    queue.push(...importsOf(file))
  }
  return seen
}
