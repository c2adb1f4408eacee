// The reference page's client entry: React 19 and the site's Chakra provider hydrating one heading,
// started as src/main.tsx starts the site: React's start stage first (the first import), then the
// Chakra system in a task of its own, then hydration as a transition.
import '@/boot/react'
import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { siteSystem } from '@/components/ui/provider'
import { nextTask } from '@/lib/next-task'
import { ReferencePage } from './reference-page.tsx'

async function start() {
  await nextTask()
  siteSystem()
  await nextTask()
  const root = document.getElementById('root')
  if (!root) throw new Error('The reference page has no #root to hydrate.')
  startTransition(() => {
    hydrateRoot(root, <StrictMode><ReferencePage /></StrictMode>)
  })
}
void start()
