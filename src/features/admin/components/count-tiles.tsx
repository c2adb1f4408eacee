import { Card } from '@chakra-ui/react/card'
import { SimpleGrid } from '@chakra-ui/react/simple-grid'
import { Text } from '@chakra-ui/react/text'
import { useContactCount, useNewsletterCount, useRecipientCount } from './crm-tabs'

function Tile({ label, count }: { label: string; count: number | undefined }) {
  return (
    <Card.Root size="sm">
      <Card.Body>
        <Text fontSize="sm" color="gray.700">
          {label}
        </Text>
        <Text fontSize="3xl" fontWeight="bold">
          {count ?? '–'}
        </Text>
      </Card.Body>
    </Card.Root>
  )
}

/** Contact Submissions, Newsletter Signups, Notification Recipients. */
export function CountTiles() {
  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
      <Tile label="Contact Submissions" count={useContactCount()} />
      <Tile label="Newsletter Signups" count={useNewsletterCount()} />
      <Tile label="Notification Recipients" count={useRecipientCount()} />
    </SimpleGrid>
  )
}
