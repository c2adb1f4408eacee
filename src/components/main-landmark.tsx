import type { ReactNode } from 'react'
import { Box } from '@chakra-ui/react/box'

/** The page's one <main>, the skip link's target (id "main"), focusable for the route-change focus move. */
export function MainLandmark({ children }: { children: ReactNode }) {
  return (
    <Box as="main" id="main" tabIndex={-1} flex="1" minW="0" outline="none">
      {children}
    </Box>
  )
}
