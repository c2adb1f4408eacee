import { Button } from '@chakra-ui/react/button'
import { Card } from '@chakra-ui/react/card'
import { HStack, Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import type { ContactSubmission } from '@contract/contact.ts'
import { formatPhone } from '@/lib/format/phone'
import { truncate } from '@/lib/format/truncate'
import { formatAdminDate } from '../lib/format-date'
import type { useChangeStatus } from '../hooks/use-change-status'
import { StatusSelect } from './status-select'

interface Props {
  contacts: ContactSubmission[]
  onOpen: (id: string) => void
  status: ReturnType<typeof useChangeStatus>
}

/** The small-screen list: one card per submission. */
export function ContactCards({ contacts, onOpen, status }: Props) {
  return (
    <Stack as="ul" listStyleType="none" gap="3" display={{ base: 'flex', md: 'none' }}>
      {contacts.map((c) => (
        <Card.Root as="li" key={c.id} size="sm">
          <Card.Body gap="2">
            <Text fontWeight="semibold">{c.name}</Text>
            <Text fontSize="sm">{c.email}</Text>
            <Text fontSize="sm">{c.phone ? formatPhone(c.phone) : 'Not provided'}</Text>
            <Text fontWeight="medium">{c.subject}</Text>
            <Text fontSize="sm">{truncate(c.message, 120)}</Text>
            <Text fontSize="sm" color="gray.700">
              {formatAdminDate(c.createdAt)}
            </Text>
            <HStack justify="space-between" wrap="wrap">
              <StatusSelect
                value={c.status}
                label={`Status for ${c.name}`}
                disabled={status.pendingId === c.id}
                onChange={(next) => status.change(c.id, next)}
              />
              <Button size="sm" variant="outline" onClick={() => onOpen(c.id)}>
                View Full Details
              </Button>
            </HStack>
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  )
}
