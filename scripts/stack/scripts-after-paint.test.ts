import { describe, expect, it } from 'vitest'
import { scriptsAfterFirstPaint } from './scripts-after-paint.ts'

const page = [
  '<html><head><meta charset="UTF-8" />',
  '<script type="module" crossorigin src="/assets/index-a.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/runtime-b.js">',
  '<link rel="modulepreload" crossorigin href="/assets/events-c.js"></head>',
  '<body><div id="root">Upcoming events</div></body></html>',
].join('\n')

// Stands in for src/page-start.ts's startPrerenderedPage: shows what it was called with.
const start = 'function startPage(entry, preloads, data) { calls.push([entry, preloads, data]) }'

describe('scripts after the first paint', () => {
  it("moves the module entry and its preloads out of <head> into the page's start script, with the page's data", () => {
    const html = scriptsAfterFirstPaint(page, start, ['/api/events'])
    const [head, body] = html.split('<body>') as [string, string]
    expect(head).not.toMatch(/<script|modulepreload|preload/)
    expect(body).toMatch(/^<div id="root">Upcoming events<\/div><script>[^<]+<\/script><\/body><\/html>$/)

    const calls: unknown[] = []
    new Function('calls', /<script>([^<]+)<\/script>/.exec(body)![1]!)(calls)
    expect(calls).toEqual([['/assets/index-a.js', ['/assets/runtime-b.js', '/assets/events-c.js'], ['/api/events']]])
  })

  it('stops the build when the page does not have exactly one module entry', () => {
    expect(() => scriptsAfterFirstPaint('<html><body></body></html>', start)).toThrow(/scripts-after-paint/)
  })
})
