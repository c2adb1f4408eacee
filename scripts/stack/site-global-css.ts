// Chakra's global CSS (its reset, the site's base styles and every design token as a CSS
// variable, about 28 KB) shipped ready-made in index.html instead of built in each visitor's
// browser. Chakra's createSystem builds it eagerly for ChakraProvider's <Global>, which then
// serializes it again: on a phone that was the largest single piece of start-up work.
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { ChakraProvider } from '@chakra-ui/react/styled-system'
import type { Plugin } from 'vite'
import { createSiteSystem } from '../../src/theme.ts'

const SYSTEM_MODULE = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/
const EAGER = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];'
const RETURNED = '\n    _global,\n'

/**
 * Chakra's system.js with `_global` built on first read, not when the system is created. The
 * page's provider never reads it (src/components/ui/provider.tsx), so a visitor's browser never
 * builds it. Throws when a Chakra upgrade changed the code, so the build stops rather than
 * silently losing the saving.
 */
export function lazyGlobalCss(code: string): string {
  if (!code.includes(EAGER) || !code.includes(RETURNED)) {
    throw new Error('site-global-css: @chakra-ui/react styled-system/system.js changed; update scripts/stack/site-global-css.ts')
  }
  return code
    .replace(EAGER, 'let lazyGlobal;')
    .replace(RETURNED, '\n    get _global() { return (lazyGlobal ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]); },\n')
}

/** The <style> tags ChakraProvider renders for the site's system: the layer order, then the global CSS. */
export function siteGlobalStyleTags(): string {
  return renderToStaticMarkup(createElement(ChakraProvider, { value: createSiteSystem(), children: null }))
}

export function siteGlobalCss(): Plugin {
  let tags: string | undefined
  return {
    name: 'site-global-css',
    transform(code, id) {
      return SYSTEM_MODULE.test(id.split('?')[0]!) ? { code: lazyGlobalCss(code), map: null } : undefined
    },
    transformIndexHtml(html) {
      tags ??= siteGlobalStyleTags()
      return html.replace('</head>', () => `    ${tags}\n  </head>`)
    },
  }
}
