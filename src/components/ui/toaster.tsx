import { useEffect, useState } from 'react'
import { Portal } from '@chakra-ui/react/portal'
import { Spinner } from '@chakra-ui/react/spinner'
import { Stack } from '@chakra-ui/react/stack'
import { Toast, Toaster as ChakraToaster, createToaster } from '@chakra-ui/react/toast'
import { announceToaster } from './toaster-slot'

/** SPEC §9: one toast visible at a time, 5000 ms, F8 focuses the notification region. */
export const toaster = createToaster({
  placement: 'bottom-end',
  max: 1,
  duration: 5000,
  hotkey: ['F8'],
  pauseOnPageIdle: true,
})
announceToaster()

/** Chakra's default solid green/red under white text is below AA (4.5:1); these are above it. */
const TOAST_BG: Record<string, string> = { success: 'green.700', error: 'red.700' }

/** The two toasts SPEC §8 uses; `error` is the destructive variant. */
export const notify = {
  success: (title: string, description?: string) => toaster.create({ type: 'success', title, description, closable: true }),
  error: (title: string, description?: string) => toaster.create({ type: 'error', title, description, closable: true }),
}

/**
 * The notification region mounts with the first toast: mounted at start-up on every page, its
 * machine's first store sync was a synchronous render of its own in the middle of hydration.
 * A toast created before the region mounts is shown as it mounts (the region reads the store).
 */
export function Toaster() {
  // False in the first render, which may be a hydration: the build rendered no region.
  const [wanted, setWanted] = useState(false)
  useEffect(() => {
    if (wanted) return undefined
    if (toaster.getCount() > 0) setWanted(true)
    return toaster.subscribe(() => setWanted(true))
  }, [wanted])
  return wanted ? <ToastRegion /> : null
}

function ToastRegion() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }} maxWidth={{ md: '420px' }} bg={TOAST_BG[toast.type ?? '']} color="white">
            {toast.type === 'loading' ? <Spinner size="sm" color="brand.solid" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description opacity={1}>{toast.description}</Toast.Description>}
            </Stack>
            {toast.closable && <Toast.CloseTrigger aria-label="Dismiss notification" />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  )
}
