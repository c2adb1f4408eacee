import { Badge } from '@chakra-ui/react/badge'
import { HStack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { DEFAULT_FILTERS, SORT_LABELS, type ContactFilters } from '../lib/contact-filters'
import { STATUS_LABELS } from './status-select'

function dateLabel({ date }: ContactFilters): string | undefined {
  if (date.kind === '7days') return 'Last 7 Days'
  if (date.kind === '30days') return 'Last 30 Days'
  if (date.kind !== 'custom') return undefined
  if (date.from && date.to) return `${date.from} to ${date.to}`
  return date.from ? `From ${date.from}` : `Until ${date.to}`
}

/** The row of badges naming every filter (and a non-default sort) in force. */
export function ActiveFilterBadges({ filters }: { filters: ContactFilters }) {
  const badges = [
    filters.search.trim() && `Search: "${filters.search.trim()}"`,
    filters.status !== 'all' && `Status: ${STATUS_LABELS[filters.status]}`,
    dateLabel(filters) && `Date: ${dateLabel(filters)}`,
    filters.sort !== DEFAULT_FILTERS.sort && `Sort: ${SORT_LABELS[filters.sort]}`,
  ].filter((b): b is string => !!b)
  if (badges.length === 0) return null
  return (
    <HStack wrap="wrap" gap="2" aria-label="Active filters" role="group">
      <Text fontSize="sm" color="gray.700">
        Active filters:
      </Text>
      {badges.map((b) => (
        <Badge key={b} colorPalette="brand" variant="subtle">
          {b}
        </Badge>
      ))}
    </HStack>
  )
}
