import type { UseQueryResult } from '@tanstack/react-query'
import { Alert } from '@chakra-ui/react/alert'
import { Box } from '@chakra-ui/react/box'
import { Heading } from '@chakra-ui/react/heading'
import { List } from '@chakra-ui/react/list'
import { Text } from '@chakra-ui/react/text'
import type { SeriesPreview as Preview } from '@contract/series.ts'
import { formatSeriesDate, type PlacedError } from '../lib/series-form'

interface Props {
  /** the rule is complete (else the preview waits for it) */
  complete: boolean
  /** the preview read for the rule as it is now (none while staff are still typing) */
  query: UseQueryResult<Preview> | null
  /** the preview's refusal; one placed at a field is said there, not here */
  refusal: PlacedError | null
}

/**
 * The dates a rule makes, before anything is saved (POST /api/admin/series/preview): how many,
 * the months a 29th–31st skips, and each date in New Jersey time.
 */
export function SeriesPreview({ complete, query, refusal }: Props) {
  return (
    <Box as="section" aria-labelledby="series-preview-heading" borderWidth="1px" borderRadius="lg" p="4">
      <Heading as="h3" size="md" id="series-preview-heading" mb="2">
        Dates in this series
      </Heading>
      <Box aria-live="polite">
        {!complete ? (
          <Text color="gray.700">The dates appear here once the pattern is complete.</Text>
        ) : refusal ? (
          refusal.field ? (
            <Text color="gray.700">Correct the pattern to see its dates.</Text>
          ) : (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>{refusal.message}</Alert.Title>
            </Alert.Root>
          )
        ) : !query?.data ? (
          <Text color="gray.700">Working out the dates...</Text>
        ) : (
          <Text fontWeight="medium">
            {query.data.dates.length} {query.data.dates.length === 1 ? 'date' : 'dates'}
          </Text>
        )}
      </Box>
      {complete && !refusal && query?.data && (
        <>
          {query.data.notice && (
            <Alert.Root status="warning" role="status" my="3">
              <Alert.Indicator />
              <Alert.Title>{query.data.notice}</Alert.Title>
            </Alert.Root>
          )}
          <List.Root as="ol" aria-label="Dates in this series" ps="5" maxH="xs" overflowY="auto" tabIndex={0}>
            {query.data.dates.map((date) => (
              <List.Item key={date}>{formatSeriesDate(date)}</List.Item>
            ))}
          </List.Root>
        </>
      )}
    </Box>
  )
}
