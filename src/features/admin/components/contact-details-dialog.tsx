import { HStack } from '@chakra-ui/react/stack'
import { Link } from '@chakra-ui/react/link'
import { Text } from '@chakra-ui/react/text'
import { LinkButton } from '@/components/ui/link-button'
import type { ContactSubmission } from '@contract/contact.ts'
import { formatPhone, telHref } from '@/lib/format/phone'
import { DetailItem } from './detail-item'
import { DetailsDialog } from './details-dialog'
import { StatusSelect } from './status-select'
import type { useChangeStatus } from '../hooks/use-change-status'

interface Props {
  contact: ContactSubmission | undefined
  onClose: () => void
  status: ReturnType<typeof useChangeStatus>
}

/** SPEC 'Contact Submission Details': everything about one message, its status, reply and call. */
export function ContactDetailsDialog({ contact, onClose, status }: Props) {
  const updating = !!contact && status.pendingId === contact.id
  return (
    <DetailsDialog item={contact} onClose={onClose} title="Contact Submission Details" datedWord="Submitted on"
      closeLabel="Close details" scrollBehavior="inside"
      footer={(contact) => (
        <>
          <LinkButton asChild colorPalette="brand">
            <a href={`mailto:${contact.email}?subject=${encodeURIComponent(`Re: ${contact.subject}`)}`}>Reply via Email</a>
          </LinkButton>
          {contact.phone && (
            <LinkButton asChild variant="outline">
              <a href={telHref(contact.phone)}>Call</a>
            </LinkButton>
          )}
        </>
      )}
    >
      {(contact) => (
        <>
          <DetailItem label="Name">
            <Text>{contact.name}</Text>
          </DetailItem>
          <DetailItem label="Email">
            <Link href={`mailto:${contact.email}`} color="brand.fg" textDecoration="underline">
              {contact.email}
            </Link>
          </DetailItem>
          {contact.phone && (
            <DetailItem label="Phone">
              <Link href={telHref(contact.phone)} color="brand.fg" textDecoration="underline">
                {formatPhone(contact.phone)}
              </Link>
            </DetailItem>
          )}
          <DetailItem label="Status">
            <HStack>
              <StatusSelect
                value={contact.status}
                label="Submission status"
                disabled={updating}
                onChange={(next) => status.change(contact.id, next)}
              />
              {updating && <Text role="status" fontSize="sm">Updating...</Text>}
            </HStack>
          </DetailItem>
          <DetailItem label="Subject">
            <Text>{contact.subject}</Text>
          </DetailItem>
          <DetailItem label="Message">
            <Text whiteSpace="pre-wrap" bg="gray.50" p="3" rounded="md">
              {contact.message}
            </Text>
          </DetailItem>
        </>
      )}
    </DetailsDialog>
  )
}
