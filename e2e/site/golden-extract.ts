// What a visitor and a crawler get from one prerendered page, in a form two builds can be
// compared by: the document's visible text, one entry per text node (whitespace normalised;
// scripts, styles and templates left out), and its JSON-LD blocks, parsed. Used by
// scripts/content/golden.ts (writes e2e/site/golden/pages.json) and e2e/site/golden.spec.ts.
import { JSDOM } from 'jsdom'

export type PageSnapshot = { title: string; text: string[]; jsonLd: unknown[] }

/**
 * The public pages whose words come from the site's own content. Blog posts and events are
 * left out: the demo content dates them from the day the database was loaded, so their text
 * changes from one day to the next; their header and footer are the ones every page shares.
 */
export function isGoldenPage(urlPath: string): boolean {
  return !/^\/(blog|events)(\/|$)/.test(urlPath)
}

const SKIPPED = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE'])

export function snapshotOf(html: string): PageSnapshot {
  const { window } = new JSDOM(html)
  const { document } = window
  const text: string[] = []
  const walker = document.createTreeWalker(document.body, window.NodeFilter.SHOW_TEXT, {
    acceptNode: (node: Node) => {
      for (let el = node.parentElement; el; el = el.parentElement) {
        if (SKIPPED.has(el.tagName)) return window.NodeFilter.FILTER_REJECT
      }
      return window.NodeFilter.FILTER_ACCEPT
    },
  })
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const value = (node.textContent ?? '').replace(/\s+/g, ' ').trim()
    if (value) text.push(value)
  }
  const jsonLd = [...document.querySelectorAll('script[type="application/ld+json"]')]
    .map((script) => JSON.parse(script.textContent ?? 'null') as unknown)
  const title = document.title
  window.close()
  return { title, text, jsonLd }
}
