import type { ReactNode } from 'react'
import { CloseButton } from '@chakra-ui/react/button'
import { Dialog } from '@chakra-ui/react/dialog'
import { HStack, Stack } from '@chakra-ui/react/stack'
import { Link } from '@chakra-ui/react/link'
import { Portal } from '@chakra-ui/react/portal'
import { Text } from '@chakra-ui/react/text'
import { LinkButton } from '@/components/ui/link-button'
import type { ContactSubmission } from '@contract/contact.ts'
import { formatPhone, telHref } from '@/lib/format/phone'
import { formatAdminDate } from '../lib/format-date'
import { StatusSelect } from './status-select'
import type { useChangeStatus } from '../hooks/use-change-status'

interface Props {
  contact: ContactSubmission | undefined
  onClose: () => void
  status: ReturnType<typeof useChangeStatus>
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap="1">
      <Text fontWeight="semibold" fontSize="sm" color="gray.700">
        {label}
      </Text>
      {children}
    </Stack>
  )
}

/** SPEC 'Contact Submission Details': everything about one message, its status, reply and call. */
export function ContactDetailsDialog({ contact, onClose, status }: Props) {
  const updating = !!contact && status.pendingId === contact.id
  return (
    <Dialog.Root open={!!contact} onOpenChange={(e) => !e.open && onClose()} size="lg" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {contact && (
              <>
                <Dialog.Header flexDirection="column" alignItems="flex-start" gap="1">
                  <Dialog.Title>Contact Submission Details</Dialog.Title>
                  <Dialog.Description>Submitted on {formatAdminDate(contact.createdAt)}</Dialog.Description>
                </Dialog.Header>
                <Dialog.Body>
                  <Stack gap="4">
                    <Item label="Name">
                      <Text>{contact.name}</Text>
                    </Item>
                    <Item label="Email">
                      <Link href={`mailto:${contact.email}`} color="brand.fg" textDecoration="underline">
                        {contact.email}
                      </Link>
                    </Item>
                    {contact.phone && (
                      <Item label="Phone">
                        <Link href={telHref(contact.phone)} color="brand.fg" textDecoration="underline">
                          {formatPhone(contact.phone)}
                        </Link>
                      </Item>
                    )}
                    <Item label="Status">
                      <HStack>
                        <StatusSelect
                          value={contact.status}
                          label="Submission status"
                          disabled={updating}
                          onChange={(next) => status.change(contact.id, next)}
                        />
                        {updating && <Text role="status" fontSize="sm">Updating...</Text>}
                      </HStack>
                    </Item>
                    <Item label="Subject">
                      <Text>{contact.subject}</Text>
                    </Item>
                    <Item label="Message">
                      <Text whiteSpace="pre-wrap" bg="gray.50" p="3" rounded="md">
                        {contact.message}
                      </Text>
                    </Item>
                  </Stack>
                </Dialog.Body>
                <Dialog.Footer>
                  <LinkButton asChild colorPalette="brand">
                    <a href={`mailto:${contact.email}?subject=${encodeURIComponent(`Re: ${contact.subject}`)}`}>Reply via Email</a>
                  </LinkButton>
                  {contact.phone && (
                    <LinkButton asChild variant="outline">
                      <a href={telHref(contact.phone)}>Call</a>
                    </LinkButton>
                  )}
                </Dialog.Footer>
                <Dialog.CloseTrigger asChild>
                  <CloseButton size="sm" aria-label="Close details" />
                </Dialog.CloseTrigger>
              </>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
