import type { ReactNode } from 'react'
import { ChakraProvider, createSystem, type SystemContext } from '@chakra-ui/react/styled-system'
import { defaultBaseConfig } from '@chakra-ui/react/preset-base'
import { siteConditions, siteConfig } from '@/theme'

let system: SystemContext | undefined

/**
 * Built once, on first use, with Chakra's public createSystem: in the browser src/main.tsx asks for
 * it in a task of its own, between loading the code and hydrating. It makes only what the page's
 * elements are styled with: Chakra's base config with the conditions the public pages use in place
 * of all of them, and the site's tokens and recipes. Its global CSS (the tokens' variables) reaches a
 * prerendered page through Emotion's server extraction like every other style (entry-server.tsx);
 * the page-wide CSS (reset, global styles, keyframes) comes with the page (src/lib/page-wide-css.tsx).
 */
export const siteSystem = (): SystemContext => (system ??= createSystem({ ...defaultBaseConfig, conditions: siteConditions }, siteConfig))

/** Chakra with our own system (light mode only: the brand palette is tuned for it). */
export function Provider({ children }: { children: ReactNode }) {
  return <ChakraProvider value={siteSystem()}>{children}</ChakraProvider>
}
