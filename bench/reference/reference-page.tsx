// The framework's floor (bench/floor.ts): the site's own Chakra provider, as the app's router
// wraps every page (src/router.tsx), around one heading. Rendered by the bench in Node
// (render-reference.tsx) and hydrated in the browser (main.tsx).
import { Heading } from '@chakra-ui/react'
import { Provider } from '@/components/ui/provider'
import { useMarkAppStarted } from '@/lib/app-started'

export const REFERENCE_HEADING = 'Bench reference: React and Chakra, one heading'

function Page() {
  // as the site's root does, so `npm run bench -- --trace` can time this page's start too
  useMarkAppStarted()
  return <Heading as="h1" size="2xl">{REFERENCE_HEADING}</Heading>
}

export function ReferencePage() {
  return <Provider><Page /></Provider>
}
