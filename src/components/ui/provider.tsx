import type { ReactNode } from 'react'
import { ChakraProvider, type SystemContext } from '@chakra-ui/react/styled-system'
import { createSiteSystem } from '@/theme'

/**
 * A system whose global CSS the page already has: index.html carries it ready-made
 * (scripts/stack/site-global-css.ts), so ChakraProvider inserts nothing and the browser never
 * builds it (the build makes Chakra build it only when read).
 */
export function withGlobalCssInPage<T extends SystemContext>(value: T): T {
  return Object.defineProperty(value, '_global', { value: [] })
}

let siteSystem: SystemContext | undefined

/**
 * The site's system, built on first use rather than while the page's script loads, so that
 * main.tsx can give that work a task of its own.
 */
export function getSiteSystem(): SystemContext {
  siteSystem ??= withGlobalCssInPage(createSiteSystem())
  return siteSystem
}

/** Chakra with our own system (light mode only: the brand palette is tuned for it). */
export function Provider({ children }: { children: ReactNode }) {
  return <ChakraProvider value={getSiteSystem()}>{children}</ChakraProvider>
}
