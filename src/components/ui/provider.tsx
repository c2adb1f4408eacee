import type { ReactNode } from 'react'
import { ChakraProvider, createSystem } from '@chakra-ui/react/styled-system'
import { defaultBaseConfig } from '@chakra-ui/react/preset-base'
import { siteConfig } from '@/theme'

/**
 * Built once, with Chakra's public createSystem; its global CSS reaches a prerendered page through
 * Emotion's server extraction like every other style (entry-server.tsx).
 */
export const siteSystem = createSystem(defaultBaseConfig, siteConfig)

/** Chakra with our own system (light mode only: the brand palette is tuned for it). */
export function Provider({ children }: { children: ReactNode }) {
  return <ChakraProvider value={siteSystem}>{children}</ChakraProvider>
}
