// @vitest-environment node
// Emotion renders Global's rules on the server only where there is no document (its SSR path).
import createCache from '@emotion/cache'
import createEmotionServer from '@emotion/server/create-instance'
import { CacheProvider } from '@emotion/react'
import { serializeStyles } from '@emotion/serialize'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Provider, siteSystem } from '@/components/ui/provider'
import { addPageWideCss } from './page-wide-css'

/** A page's CSS as entry-server.tsx gathers it: the page with the site's provider, then the page-wide CSS. */
function pageCss(): string {
  const cache = createCache({ key: 'css' })
  const { extractCriticalToChunks } = createEmotionServer(cache)
  const html = renderToString(<CacheProvider value={cache}><Provider><p>Hello</p></Provider></CacheProvider>)
  addPageWideCss(cache)
  return extractCriticalToChunks(html).styles.map((chunk) => chunk.css).join('')
}

describe('the page-wide CSS', () => {
  const css = pageCss()

  it("joins the page's styles: Chakra's global styles and the keyframes, beside the tokens' variables", () => {
    expect(css.startsWith('@layer reset,base,tokens,recipes;')).toBe(true)
    expect(css).toMatch(/@layer tokens\{:where\(html, \.chakra-theme\)\{[^}]*--chakra-colors-brand-600:#1f6391;/)
    expect(css).toContain('@keyframes spin')
    expect(css).toContain('@keyframes partner-scroll')
    expect(css).toContain('font-feature-settings:"cv11"')
    expect(css).toContain('scroll-padding-top:var(--chakra-spacing-20)')
  })

  // An empty layer serializes as a bare `@layer reset`, which runs into the next rule's prelude and
  // makes the browser drop that rule: the tokens' variables once went this way.
  it('has no layer without a block, which would swallow the rule after it', () => {
    expect(css).not.toMatch(/@layer [\w-]+@/)
    expect([...css.matchAll(/@layer ([\w-]+)(.)/g)].filter((match) => match[2] !== '{' && match[2] !== ',').map((match) => match[0])).toEqual([])
  })

  it("is not made by the browser's system, which keeps the site's own global rule", () => {
    const browserGlobal = serializeStyles([siteSystem()._global]).styles
    expect(browserGlobal).toContain('scroll-padding-top')
    expect(browserGlobal).not.toContain('keyframes')
    expect(browserGlobal).not.toContain('cv11')
  })
})
