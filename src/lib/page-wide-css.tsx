import type { EmotionCache } from '@emotion/cache'
import { CacheProvider, Global, type CSSObject } from '@emotion/react'
import { renderToString } from 'react-dom/server'
import { createSystem } from '@chakra-ui/react/styled-system'
import { defaultBaseConfig } from '@chakra-ui/react/preset-base'
import { pageWideConfig } from '@/page-wide-theme'
import { siteConfig } from '@/theme'

let styles: CSSObject[] | undefined

/**
 * The page-wide CSS (src/page-wide-theme.ts) for a page the build renders: Chakra's global styles
 * and the keyframes, made by Chakra's public getGlobalCss with the site's tokens (the site's own
 * global rule is left to the browser's system, which makes it). Rendered into a page's Emotion
 * cache after the page (addPageWideCss), it joins the page's static styles. The browser never
 * renders it: the rules stay in the page as long as it is open (page-style-tags.ts), and the
 * browser's system leaves them out (src/components/ui/provider.tsx).
 */
function PageWideCss() {
  styles ??= (() => {
    const system = createSystem(defaultBaseConfig, { ...siteConfig, globalCss: {} }, pageWideConfig)
    return [system.getGlobalCss()]
  })()
  return <Global styles={styles} />
}

/** Adds the page-wide CSS to the styles `cache` holds for a page the build rendered (entry-server.tsx). */
export function addPageWideCss(cache: EmotionCache): void {
  renderToString(<CacheProvider value={cache}><PageWideCss /></CacheProvider>)
}
