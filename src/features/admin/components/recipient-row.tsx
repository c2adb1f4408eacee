import { Button } from '@chakra-ui/react/button'
import { HStack, Stack } from '@chakra-ui/react/stack'
import { Switch } from '@chakra-ui/react/switch'
import { Text } from '@chakra-ui/react/text'
import type { Recipient } from '@contract/recipients.ts'
import { notify } from '@/components/ui/toaster'
import { errorMessage } from '@/lib/http'
import { useDeleteRecipient, useToggleRecipient } from '../api/recipients'
import { formatShortDate } from '../lib/format-date'
import { RecipientTopics } from './recipient-topics'

/** One recipient: name, e-mail, date added, the Active/Inactive switch and delete. */
export function RecipientRow({ recipient }: { recipient: Recipient }) {
  const toggle = useToggleRecipient()
  const remove = useDeleteRecipient()

  const onToggle = (active: boolean) =>
    toggle.mutate(
      { id: recipient.id, active },
      {
        onSuccess: () => notify.success('Status Updated', 'Recipient status has been updated.'),
        onError: (error) => notify.error('Error', errorMessage(error, 'Failed to update recipient status.')),
      },
    )
  const onDelete = () =>
    remove.mutate(recipient.id, {
      onSuccess: () => notify.success('Recipient Deleted', 'Notification recipient has been removed.'),
      onError: (error) => notify.error('Error', errorMessage(error, 'Failed to delete notification recipient.')),
    })

  return (
    <HStack as="li" justify="space-between" borderWidth="1px" rounded="md" p="3" wrap="wrap" gap="3">
      <Stack gap="0">
        <Text fontWeight="medium">{recipient.name}</Text>
        <Text fontSize="sm">{recipient.email}</Text>
        <Text fontSize="sm" color="gray.700">
          Added {formatShortDate(recipient.createdAt)}
        </Text>
        <RecipientTopics recipient={recipient} />
      </Stack>
      <HStack gap="4">
        <Switch.Root
          checked={recipient.active}
          disabled={toggle.isPending}
          onCheckedChange={(e) => onToggle(e.checked)}
          colorPalette="brand"
        >
          <Switch.HiddenInput aria-label={`Notifications for ${recipient.name}`} />
          <Switch.Control />
          <Switch.Label>{recipient.active ? 'Active' : 'Inactive'}</Switch.Label>
        </Switch.Root>
        <Button size="sm" variant="outline" colorPalette="red" onClick={onDelete} loading={remove.isPending} aria-label={`Delete ${recipient.name}`}>
          Delete
        </Button>
      </HStack>
    </HStack>
  )
}
