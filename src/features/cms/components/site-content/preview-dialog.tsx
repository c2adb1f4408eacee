import { Suspense, useState, type ReactNode } from 'react'
import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query'
import { Box } from '@chakra-ui/react/box'
import { CloseButton } from '@chakra-ui/react/button'
import { Dialog } from '@chakra-ui/react/dialog'
import { Text } from '@chakra-ui/react/text'
import { DialogFrame } from '@/components/dialog-frame'

export type PreviewSeed = readonly (readonly [QueryKey, unknown])[]

/** A query cache holding only the unsaved content: the page reads it as it reads the site's. */
function previewClient(seed: PreviewSeed) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false, refetchOnWindowFocus: false } } })
  for (const [key, data] of seed) client.setQueryData(key, data)
  return client
}

/**
 * Preview before saving: the real public page component, rendered in a dialog from a query
 * cache seeded with the unsaved values (the page's own data hooks read them). Links in it do
 * not leave the form.
 */
export function PreviewDialog({ seed, onClose, children }: { seed: PreviewSeed; onClose: () => void; children: ReactNode }) {
  const [client] = useState(() => previewClient(seed))
  return (
    <DialogFrame open onClose={onClose} size="full" scrollBehavior="inside">
      <Dialog.Header flexDirection="column" alignItems="flex-start" gap="1">
        <Dialog.Title>Preview</Dialog.Title>
        <Dialog.Description>The public page with your unsaved changes. Nothing is saved until you press Save.</Dialog.Description>
      </Dialog.Header>
      <Dialog.Body p="0">
        <Box
          borderTopWidth="1px"
          onClickCapture={(e) => {
            if ((e.target as HTMLElement).closest('a')) e.preventDefault()
          }}
        >
          <QueryClientProvider client={client}>
            <Suspense fallback={<Text role="status" p="4">Loading preview...</Text>}>{children}</Suspense>
          </QueryClientProvider>
        </Box>
      </Dialog.Body>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" aria-label="Close preview" />
      </Dialog.CloseTrigger>
    </DialogFrame>
  )
}
