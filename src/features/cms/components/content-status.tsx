import { Badge } from '@chakra-ui/react/badge'
import { Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { formatInOrgZone } from '@/lib/format/date'

export interface StatusFields {
  published: boolean
  /** A published item goes public at this instant (null: at once). */
  publishAt?: string | null
  /** Events only: when staff cancelled it. */
  cancelledAt?: string | null
}

/** 'Scheduled for March 6, 2027, 10:30 AM ET': the instant on New Jersey's clock. */
export const scheduledFor = (iso: string) => `Scheduled for ${formatInOrgZone('MMMM d, yyyy, h:mm a', iso)} ET`

/** Draft, Published, Scheduled (with when) or Cancelled. */
export function ContentStatus({ item, now = new Date() }: { item: StatusFields; now?: Date }) {
  if (item.cancelledAt) return <Badge colorPalette="red">Cancelled</Badge>
  if (!item.published) return <Badge colorPalette="gray">Draft</Badge>
  if (item.publishAt && Date.parse(item.publishAt) > now.getTime()) {
    return (
      <Stack gap="1" align="flex-start">
        <Badge colorPalette="blue">Scheduled</Badge>
        <Text fontSize="sm">{scheduledFor(item.publishAt)}</Text>
      </Stack>
    )
  }
  return <Badge colorPalette="green">Published</Badge>
}
