import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Button } from '@chakra-ui/react/button'
import { Heading } from '@chakra-ui/react/heading'
import { Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { notify } from '@/components/ui/toaster'
import { twoStepQueryOptions } from '../api/two-step'
import { AuthenticatorList } from './authenticator-list'
import { AuthenticatorSetup } from './authenticator-setup'

/** The Security page's own part: your authenticators, and adding one (a second one is allowed). */
export function OwnTwoStep() {
  const [adding, setAdding] = useState(false)
  const status = useQuery(twoStepQueryOptions())
  const count = status.data?.authenticators.length ?? 0
  return (
    <Stack gap="4">
      <Heading as="h2" size="lg">
        Your authenticators
      </Heading>
      <Text color="gray.700">
        After your password, signing in asks for a 6-digit code from an authenticator app. Set up a second one (another
        phone, or a password manager) so that losing one phone does not lock you out.
      </Text>
      <AuthenticatorList />
      {adding ? (
        <AuthenticatorSetup
          defaultName={count === 0 ? 'Phone' : 'Second phone'}
          onCancel={() => setAdding(false)}
          onDone={() => {
            setAdding(false)
            notify.success('Authenticator added', 'Two-step sign-in is set up.')
          }}
        />
      ) : (
        <Button colorPalette="brand" alignSelf="flex-start" onClick={() => setAdding(true)} disabled={status.isPending}>
          {count === 0 ? 'Set up two-step sign-in' : 'Add another authenticator'}
        </Button>
      )}
    </Stack>
  )
}
