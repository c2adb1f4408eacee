import { useQuery } from '@tanstack/react-query'
import { Button, CloseButton } from '@chakra-ui/react/button'
import { Dialog } from '@chakra-ui/react/dialog'
import { Portal } from '@chakra-ui/react/portal'
import { HStack, Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { notify } from '@/components/ui/toaster'
import { formatInOrgZone } from '@/lib/format/date'
import { errorMessage } from '@/lib/http'
import { revisionsQueryOptions, useRestore } from '../../api/site-content-admin'

const ACTIONS = { insert: 'Created', update: 'Saved', delete: 'Deleted' } as const

interface Props {
  /** what the history is of, e.g. 'FAQ: How do I apply?' */
  title: string
  /** the item's admin path (…/faqs/<id>, …/pages/home, …/settings) */
  path: string
  /** the version the admin sees now: a restore is refused (409) if someone saved since */
  version: number
  adminKey: readonly unknown[]
  onClose: () => void
}

/** History: every saved version (what, who, when), newest first, and Restore for each earlier one. */
export function HistoryDialog({ title, path, version, adminKey, onClose }: Props) {
  const revisions = useQuery(revisionsQueryOptions(path))
  const restore = useRestore(adminKey)
  const onRestore = (revisionId: number, restored: number) =>
    restore.mutate(
      { path, revisionId, version },
      {
        onSuccess: () => {
          notify.success('Version Restored', `Version ${restored} is the current one again.`)
          onClose()
        },
        onError: (error) => notify.error('Error', errorMessage(error, 'Failed to restore that version.')),
      },
    )

  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} size="lg" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header flexDirection="column" alignItems="flex-start" gap="1">
              <Dialog.Title>History</Dialog.Title>
              <Dialog.Description>{title}</Dialog.Description>
            </Dialog.Header>
            <Dialog.Body>
              {revisions.isPending ? (
                <Text role="status">Loading...</Text>
              ) : revisions.isError ? (
                <Text role="alert" color="red.700">
                  {errorMessage(revisions.error, 'Failed to load the history.')}
                </Text>
              ) : (
                <Stack as="ol" gap="2" listStyleType="none" aria-label="Versions">
                  {revisions.data.map((r) => (
                    <HStack as="li" key={r.id} justify="space-between" wrap="wrap" borderWidth="1px" rounded="md" p="3">
                      <Stack gap="0">
                        <Text fontWeight="medium">
                          Version {r.version}: {ACTIONS[r.action]}
                          {r.version === version && r.action !== 'delete' ? ' (current)' : ''}
                        </Text>
                        <Text fontSize="sm" color="gray.700">
                          {r.changedBy ?? 'Loaded with the site'}, {formatInOrgZone('MMM d, yyyy h:mm a', r.changedAt)}
                        </Text>
                      </Stack>
                      {r.version !== version && r.action !== 'delete' && (
                        <Button size="sm" variant="outline" loading={restore.isPending && restore.variables?.revisionId === r.id}
                          onClick={() => onRestore(r.id, r.version)} aria-label={`Restore version ${r.version}`}>
                          Restore
                        </Button>
                      )}
                    </HStack>
                  ))}
                </Stack>
              )}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close history" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
