import type { UseQueryResult } from '@tanstack/react-query'
import { Alert } from '@chakra-ui/react/alert'
import { Button } from '@chakra-ui/react/button'
import { Skeleton } from '@chakra-ui/react/skeleton'
import { Stack } from '@chakra-ui/react/stack'
import { errorMessage } from '@/lib/http'

/** A secondary tab's loading placeholders, or its load error with Try Again. */
export function PanelStatus({ query, what }: { query: UseQueryResult<unknown>; what: string }) {
  if (query.isError) {
    return (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>Could not load {what}</Alert.Title>
          <Alert.Description>{errorMessage(query.error, query.error.message)}</Alert.Description>
        </Alert.Content>
        <Button size="sm" onClick={() => void query.refetch()}>
          Try Again
        </Button>
      </Alert.Root>
    )
  }
  return (
    <Stack gap="3" role="status" aria-busy="true" aria-label={`Loading ${what}`}>
      <Skeleton height="12" />
      <Skeleton height="12" />
      <Skeleton height="12" />
    </Stack>
  )
}
