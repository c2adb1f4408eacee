// Each content collection is declared once (contract/collections.ts, its title beside it in
// collection-labels.ts; issue 59), and what the server, the translations, the page caches, the
// sitemap's pages and the media library know of it follows from that declaration. Every declared
// collection is checked, so a new one is covered by adding it.
import { describe, expect, it } from 'vitest'
import { MEDIA_USAGE_KINDS, MEDIA_USAGE_LABELS } from '../../functions/_shared/contract/admin-media.ts'
import { COLLECTION_LABELS } from '../../functions/_shared/contract/collection-labels.ts'
import {
  COLLECTION_INPUTS, COLLECTION_NAMES, SITE_COLLECTIONS, collectionImage, type CollectionDeclaration, type CollectionName,
} from '../../functions/_shared/contract/collections.ts'
import { PAGE_NAMES, PAGE_PATHS } from '../../functions/_shared/contract/page-names.ts'
import { PAGE_COLLECTIONS, PAGE_DOCUMENTS } from '../../functions/_shared/contract/site-content.ts'
import { TRANSLATABLE_PATHS, translationKind } from '../../functions/_shared/contract/translations.ts'
import { COLLECTIONS, columnsOf } from '../../functions/_shared/content/site-content-tables.ts'
import { pageTags } from '../../functions/_shared/site/page-tags.ts'

const declared = (name: CollectionName) => SITE_COLLECTIONS[name] as CollectionDeclaration

describe('a collection declared once', () => {
  it('has a title in the labels file for each declaration, and no title without one, in the same order', () => {
    expect(Object.keys(COLLECTION_LABELS)).toEqual(Object.keys(SITE_COLLECTIONS))
    expect(COLLECTION_NAMES).toEqual(Object.keys(SITE_COLLECTIONS))
  })

  it.each(COLLECTION_NAMES)('%s: the server reads and writes its declared table with its declared schema', (name) => {
    const table = COLLECTIONS.find((c) => c.name === name)
    expect(table?.table).toBe(declared(name).table)
    expect(table?.schema).toBe(declared(name).input)
    expect(COLLECTION_INPUTS[name]).toBe(declared(name).input)
    // the select list names every field of the schema, as the wire does
    for (const field of Object.keys(declared(name).input.shape)) expect(columnsOf(table!)).toContain(`as "${field}"`)
  })

  it.each(COLLECTION_NAMES)('%s: its translatable paths are its translation kind, and name fields it has', (name) => {
    expect(TRANSLATABLE_PATHS[name]).toEqual(declared(name).translatable)
    expect(translationKind({ subject: name, key: 'any-row' })).toBe(name)
    const fields = Object.keys(declared(name).input.shape)
    for (const path of declared(name).translatable) expect(fields, path).toContain(path.split('.')[0])
  })

  it.each(COLLECTION_NAMES)("%s: the page that shows it lists it, and that page's cache tags and address follow", (name) => {
    const page = declared(name).page
    const showing = PAGE_NAMES.filter((p) => (PAGE_COLLECTIONS[p] as readonly string[]).includes(name))
    if (page === undefined) {
      // on every page through GET /api/site (the locations): no page document lists it
      expect(showing).toEqual([])
      return
    }
    expect(showing).toEqual([page])
    expect(Object.hasOwn(PAGE_DOCUMENTS, page)).toBe(true)
    expect(pageTags(page)).toContain(declared(name).table)
    expect(pageTags(page)).toContain(`page_documents:${page}`)
    // the sitemap lists the page document's address (src/entry-server.tsx holds it to STATIC_PAGES)
    expect(PAGE_PATHS[page]).toMatch(/^\//)
  })

  it('gives the pages their collections as declared, in the declarations\' order', () => {
    expect(PAGE_COLLECTIONS.about[0]).toBe('board-members')
    expect(PAGE_COLLECTIONS.home).toEqual(['hero-slides', 'partners', 'accreditations'])
    expect(pageTags('about').slice(0, 2)).toEqual(['page_documents:about', 'board_members'])
    expect(pageTags('donate')).toEqual(['page_documents:donate'])
    expect(PAGE_PATHS.about).toBe('/about')
  })

  it.each(COLLECTION_NAMES.filter((name) => collectionImage(name)))('%s: the Media Library names its picture', (name) => {
    const image = collectionImage(name)!
    expect(MEDIA_USAGE_KINDS).toContain(image.usageKind)
    expect(MEDIA_USAGE_LABELS[image.usageKind as (typeof MEDIA_USAGE_KINDS)[number]]).toBe(image.usageLabel)
    expect(Object.keys(declared(name).input.shape)).toContain(image.idKey)
  })

  it('keeps the Media Library kinds the wire already used', () => {
    expect(MEDIA_USAGE_KINDS).toEqual(expect.arrayContaining(['accreditation', 'board-member', 'event', 'hero-slide', 'location', 'partner', 'post', 'service']))
  })
})
