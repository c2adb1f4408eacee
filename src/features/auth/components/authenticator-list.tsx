import { useQuery } from '@tanstack/react-query'
import { Button } from '@chakra-ui/react/button'
import { HStack, Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { errorMessage } from '@/lib/http'
import { twoStepQueryOptions, useRemoveAuthenticator } from '../api/two-step'

const added = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' })

/** The signed-in staff member's own authenticators, each removable. */
export function AuthenticatorList() {
  const status = useQuery(twoStepQueryOptions())
  const remove = useRemoveAuthenticator()
  if (status.isPending) return <Text role="status">Loading...</Text>
  if (status.isError) return <Text role="alert" color="red.700">{errorMessage(status.error, 'Failed to load your authenticators.')}</Text>
  const { authenticators } = status.data
  if (authenticators.length === 0) {
    return <Text>Two-step sign-in is not set up yet. Signing in asks only for your password.</Text>
  }
  return (
    <Stack gap="3">
      {remove.isError && (
        <Text role="alert" color="red.700">
          {errorMessage(remove.error, 'The authenticator could not be removed.')}
        </Text>
      )}
      <Stack as="ul" gap="2" listStyleType="none" ms="0">
        {authenticators.map((a) => (
          <HStack as="li" key={a.id} justify="space-between" wrap="wrap" gap="3" borderWidth="1px" borderRadius="md" p="3">
            <Stack gap="0">
              <Text fontWeight="semibold">{a.friendlyName}</Text>
              <Text fontSize="sm" color="gray.700">Added {added(a.createdAt)}</Text>
            </Stack>
            <Button
              variant="outline"
              colorPalette="red"
              size="sm"
              aria-label={`Remove ${a.friendlyName}`}
              loading={remove.isPending && remove.variables === a.id}
              onClick={() => remove.mutate(a.id)}
            >
              Remove
            </Button>
          </HStack>
        ))}
      </Stack>
    </Stack>
  )
}
