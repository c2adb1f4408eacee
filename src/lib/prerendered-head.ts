/**
 * A prerendered page's <head> carries the build's <title>, <meta> and <link> tags, marked
 * data-prerendered (scripts/stack/prerender.ts). On commit React adopts the ones that match what
 * the route renders (the first <title>, and meta/link with the same attributes) and adds the rest.
 * Once React has committed the page, a marked tag it did not adopt, or one it has since replaced
 * by a tag of its own for the same name, belongs to another page and is removed; this keeps
 * happening as React changes the head. Removing the tags any earlier would leave the page without
 * a <title> while React hydrates.
 */
export function keepPrerenderedHeadCurrent(head: HTMLHeadElement = document.head): () => void {
  removeStalePrerenderedHead(head)
  const observer = new MutationObserver(() => removeStalePrerenderedHead(head))
  observer.observe(head, { childList: true })
  return () => observer.disconnect()
}

export function removeStalePrerenderedHead(head: HTMLHeadElement) {
  const marked = [...head.querySelectorAll('[data-prerendered]')]
  if (marked.length === 0) return
  const current = new Set([...head.querySelectorAll('title, meta, link')].filter((tag) => !tag.hasAttribute('data-prerendered')).map(identity))
  for (const tag of marked) {
    if (current.has(identity(tag)) || !ownedByReact(tag)) tag.remove()
  }
}

/** What a head tag is about: two tags with the same identity are two versions of one thing. */
function identity(tag: Element): string {
  const about = ['name', 'property', 'http-equiv', 'charset', 'rel'].find((attribute) => tag.hasAttribute(attribute))
  return about ? `${tag.localName} ${about}=${tag.getAttribute(about)}` : tag.localName
}

// React keeps its fiber on every node it owns under a key of this prefix (React 17–19).
function ownedByReact(node: Element): boolean {
  return Object.keys(node).some((key) => key.startsWith('__reactFiber$'))
}
