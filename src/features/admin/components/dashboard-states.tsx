import { Button } from '@chakra-ui/react/button'
import { Card } from '@chakra-ui/react/card'
import { Heading } from '@chakra-ui/react/heading'
import { Skeleton } from '@chakra-ui/react/skeleton'
import { HStack, Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'

/** While the contact list loads. */
export function LoadingAdminCrm() {
  return (
    <Stack gap="4" aria-busy="true">
      <Text role="status" fontWeight="semibold">
        Loading Admin CRM
      </Text>
      <HStack gap="4">
        <Skeleton height="24" flex="1" />
        <Skeleton height="24" flex="1" />
        <Skeleton height="24" flex="1" />
      </HStack>
      <Skeleton height="10" width="50%" />
      <Skeleton height="64" />
    </Stack>
  )
}

/** The contact list could not be loaded (SPEC: 'Access Error' with Try Again and Reload Page). */
export function AccessError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return (
    <Card.Root role="alert" borderColor="red.600" maxW="2xl">
      <Card.Body gap="3">
        <Heading as="h2" size="lg" color="red.700">
          Access Error
        </Heading>
        <Text>{error.message}</Text>
        <HStack>
          <Button colorPalette="brand" onClick={onRetry}>
            Try Again
          </Button>
          <Button variant="outline" onClick={() => window.location.reload()}>
            Reload Page
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  )
}
