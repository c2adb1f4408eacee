import { describe, expect, it } from 'vitest'
import { keepPrerenderedHeadCurrent, removeStalePrerenderedHead } from './prerendered-head'

const ownedByReact = (tag: Element) => Object.assign(tag, { '__reactFiber$test': {} })
const tags = (head: HTMLHeadElement) => [...head.children].map((tag) => tag.outerHTML)

function headOf(html: string): HTMLHeadElement {
  const head = document.createElement('head')
  head.innerHTML = html
  return head
}

describe('removeStalePrerenderedHead', () => {
  it('keeps the build tags React adopted and removes the ones it did not', () => {
    const head = headOf(
      '<meta charset="utf-8"><title data-prerendered>Events | Site</title>' +
        '<meta data-prerendered name="description" content="Old page">' +
        '<link data-prerendered rel="canonical" href="https://example.org/events">' +
        '<meta name="description" content="This page">',
    )
    ownedByReact(head.querySelector('title')!)
    ownedByReact(head.querySelector('link')!)

    removeStalePrerenderedHead(head)

    expect(tags(head)).toEqual([
      '<meta charset="utf-8">',
      '<title data-prerendered="">Events | Site</title>',
      '<link data-prerendered="" rel="canonical" href="https://example.org/events">',
      '<meta name="description" content="This page">',
    ])
  })

  it('removes an adopted build tag once React has added its own version of it', () => {
    const head = headOf('<link data-prerendered rel="canonical" href="https://example.org/events"><link rel="canonical" href="http://localhost/events">')
    ownedByReact(head.querySelector('link')!)
    removeStalePrerenderedHead(head)
    expect(tags(head)).toEqual(['<link rel="canonical" href="http://localhost/events">'])
  })
})

describe('keepPrerenderedHeadCurrent', () => {
  it('goes on removing build tags that React replaces after its first commit', async () => {
    const head = headOf('<link data-prerendered rel="canonical" href="https://example.org/events">')
    ownedByReact(head.querySelector('link')!)
    const stop = keepPrerenderedHeadCurrent(head)
    expect(head.children).toHaveLength(1)

    head.insertAdjacentHTML('beforeend', '<link rel="canonical" href="http://localhost/events">')
    await Promise.resolve()
    expect(tags(head)).toEqual(['<link rel="canonical" href="http://localhost/events">'])
    stop()
  })
})
