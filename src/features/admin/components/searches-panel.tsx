import { useQuery } from '@tanstack/react-query'
import { Card } from '@chakra-ui/react/card'
import { Heading } from '@chakra-ui/react/heading'
import { SimpleGrid } from '@chakra-ui/react/simple-grid'
import { Text } from '@chakra-ui/react/text'
import { chakra } from '@chakra-ui/react/styled-system'
import type { SearchSummary } from '@contract/search.ts'
import { searchSummaryQueryOptions } from '../api/searches'
import { PanelStatus } from './panel-status'

function QueryList({ title, rows, empty }: { title: string; rows: SearchSummary['frequent']; empty: string }) {
  return (
    <section aria-label={title}>
      <Heading as="h3" size="sm" mb="2">{title}</Heading>
      {rows.length === 0 ? (
        <Text color="gray.700">{empty}</Text>
      ) : (
        <chakra.ol ps="6" display="flex" flexDirection="column" gap="1">
          {rows.map((row) => (
            <li key={row.query}>
              {row.query} <Text as="span" color="gray.700">({row.count})</Text>
            </li>
          ))}
        </chakra.ol>
      )}
    </section>
  )
}

/**
 * "Searches this month" on the dashboard (issue 60, item 4): what visitors looked for most, and
 * what found nothing (a page to write). Words that looked like personal data were never kept.
 */
export function SearchesPanel() {
  const summary = useQuery(searchSummaryQueryOptions())
  return (
    <Card.Root as="section" aria-labelledby="searches-heading">
      <Card.Header>
        <Heading as="h2" size="lg" id="searches-heading">Searches this month</Heading>
      </Card.Header>
      <Card.Body>
        {!summary.data ? (
          <PanelStatus query={summary} what="searches" />
        ) : (
          <>
            <Text mb="4">
              {summary.data.total} {summary.data.total === 1 ? 'search' : 'searches'} since {summary.data.since}
              {summary.data.withheld > 0 && `, ${summary.data.withheld} not shown: they looked like an e-mail address, a phone number or an address`}.
            </Text>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
              <QueryList title="Most frequent" rows={summary.data.frequent} empty="No searches yet this month." />
              <QueryList title="Found nothing" rows={summary.data.notFound} empty="Every search found something." />
            </SimpleGrid>
          </>
        )}
      </Card.Body>
    </Card.Root>
  )
}
