import type { ReactNode } from 'react'
import { ChakraProvider, type SystemContext } from '@chakra-ui/react/styled-system'
import { defaultBaseConfig } from '@chakra-ui/react/preset-base'
import { createSystemInSteps } from 'virtual:chakra-system-in-steps'
import { siteConfig } from '@/theme'

/**
 * A system whose global CSS the page already has: index.html carries it ready-made
 * (scripts/stack/site-global-css.ts), so ChakraProvider inserts nothing and the browser never
 * builds it (the build makes Chakra build it only when read).
 */
export function withGlobalCssInPage<T extends SystemContext>(value: T): T {
  return Object.defineProperty(value, '_global', { value: [] })
}

function* siteSystemSteps(): Generator<undefined, SystemContext, undefined> {
  return withGlobalCssInPage(yield* createSystemInSteps(defaultBaseConfig, siteConfig))
}

const building = siteSystemSteps()
let siteSystem: SystemContext | undefined

/**
 * Takes the next step in building the site's system; false once it is built. Building it is
 * start-up work (on a phone, the largest piece), so main.tsx gives each step a task of its own.
 */
export function buildSiteSystemStep(): boolean {
  if (siteSystem) return false
  const step = building.next()
  if (step.done) siteSystem = step.value
  return !step.done
}

/** The site's system, built now with whatever steps remain. */
export function getSiteSystem(): SystemContext {
  while (buildSiteSystemStep());
  return siteSystem!
}

/** Chakra with our own system (light mode only: the brand palette is tuned for it). */
export function Provider({ children }: { children: ReactNode }) {
  return <ChakraProvider value={getSiteSystem()}>{children}</ChakraProvider>
}
