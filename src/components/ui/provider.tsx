import type { ReactNode } from 'react'
import { ChakraProvider } from '@chakra-ui/react/styled-system'
import { system } from '@/theme'

/** Chakra with our own system (light mode only: the brand palette is tuned for it). */
export function Provider({ children }: { children: ReactNode }) {
  return <ChakraProvider value={system}>{children}</ChakraProvider>
}
