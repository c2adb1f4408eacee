// ARCHITECTURE.md's feature and page lists are the source's (architecture-lists.ts): a feature
// folder or a route file added, moved or removed without the lists regenerated fails here.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { ARCHITECTURE, currentArchitecture, featureList, pageList, REGENERATE, withLists } from './architecture-lists.ts'

const root = process.cwd()

describe('ARCHITECTURE.md', () => {
  it('lists every feature folder and every page the route files make', async () => {
    expect(featureList(root).join('\n')).toContain('`careers` (api, components, lib, messages)')
    const pages = (await pageList(root)).join('\n')
    for (const address of ['`/`', '`/blog/$slug`', '`/donate/monthly-gift`', '`/admin`', '`/admin/content/$collection`']) expect(pages).toContain(address)
    expect(pages).not.toContain('_shell')
  })

  it('replaces only the text between a list\'s markers, and names the markers it lacks', () => {
    const start = `<!-- generated: pages (${REGENERATE}) -->`
    expect(withLists(`before\n${start}\nold\n<!-- end: pages -->\nafter`, { pages: ['new'] }))
      .toBe(`before\n${start}\nnew\n<!-- end: pages -->\nafter`)
    expect(() => withLists('no markers', { pages: [] })).toThrow('lacks the markers of the pages list')
  })

  it('is up to date with the source', async () => {
    expect(readFileSync(ARCHITECTURE, 'utf8') === await currentArchitecture(root), `${ARCHITECTURE}'s generated lists are out of date: run ${REGENERATE}`).toBe(true)
  })
})
