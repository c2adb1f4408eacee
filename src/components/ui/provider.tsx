import type { ReactNode } from 'react'
import { ChakraProvider, type SystemContext } from '@chakra-ui/react/styled-system'
import { system } from '@/theme'

/**
 * A system whose global CSS the page already has: index.html carries it ready-made
 * (scripts/stack/site-global-css.ts), so ChakraProvider inserts nothing and the browser never
 * builds it (the build makes Chakra build it only when read).
 */
export function withGlobalCssInPage<T extends SystemContext>(value: T): T {
  return Object.defineProperty(value, '_global', { value: [] })
}

const siteSystem = withGlobalCssInPage(system)

/** Chakra with our own system (light mode only: the brand palette is tuned for it). */
export function Provider({ children }: { children: ReactNode }) {
  return <ChakraProvider value={siteSystem}>{children}</ChakraProvider>
}
