import { Box } from '@chakra-ui/react/box'
import { SimpleGrid } from '@chakra-ui/react/simple-grid'
import { Text } from '@chakra-ui/react/text'
import type { AdminDonations, DonationTotal } from '@contract/admin-donations.ts'
import { formatDollars } from '@contract/donation-rules.ts'

const gifts = (n: number) => `${n} ${n === 1 ? 'gift' : 'gifts'}`

function Tile({ label, total }: { label: string; total: DonationTotal }) {
  return (
    <Box as="li" borderWidth="1px" rounded="md" p="4" listStyleType="none">
      <Text fontSize="sm" color="gray.700">{label}</Text>
      <Text fontSize="2xl" fontWeight="bold">{formatDollars(total.sumCents)}</Text>
      <Text fontSize="sm">{gifts(total.count)}</Text>
    </Box>
  )
}

/** The filtered rows' count and sum, and the succeeded gifts of this month and year. */
export function DonationTotals({ totals }: { totals: AdminDonations['totals'] }) {
  return (
    <SimpleGrid as="ul" columns={{ base: 1, md: 3 }} gap="3" aria-label="Donation totals">
      <Tile label="Shown (current filters)" total={totals.filtered} />
      <Tile label="Received this month" total={totals.thisMonth} />
      <Tile label="Received this year" total={totals.thisYear} />
    </SimpleGrid>
  )
}
