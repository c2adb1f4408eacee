import type { ReactNode } from 'react'
import { ChakraProvider, createSystem, type SystemContext } from '@chakra-ui/react/styled-system'
import { defaultBaseConfig } from '@chakra-ui/react/preset-base'
import { siteConfig } from '@/theme'

let system: SystemContext | undefined

/**
 * Built once, on first use, with Chakra's public createSystem: in the browser src/main.tsx asks for
 * it in a task of its own, between loading the code and hydrating. Its global CSS reaches a
 * prerendered page through Emotion's server extraction like every other style (entry-server.tsx).
 */
export const siteSystem = (): SystemContext => (system ??= createSystem(defaultBaseConfig, siteConfig))

/** Chakra with our own system (light mode only: the brand palette is tuned for it). */
export function Provider({ children }: { children: ReactNode }) {
  return <ChakraProvider value={siteSystem()}>{children}</ChakraProvider>
}
