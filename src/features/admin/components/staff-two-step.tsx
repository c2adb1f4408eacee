import { useQuery } from '@tanstack/react-query'
import { Button } from '@chakra-ui/react/button'
import { Heading } from '@chakra-ui/react/heading'
import { HStack, Stack } from '@chakra-ui/react/stack'
import { Switch } from '@chakra-ui/react/switch'
import { Text } from '@chakra-ui/react/text'
import { notify } from '@/components/ui/toaster'
import { errorMessage } from '@/lib/http'
import { staffTwoStepQueryOptions, useRequireTwoStep, useResetTwoStep } from '../api/two-step-staff'

const countText = (n: number) => (n === 0 ? 'Not set up' : n === 1 ? '1 authenticator' : `${n} authenticators`)

/** Super admins: require two-step sign-in for every staff account, and reset someone's second step. */
export function StaffTwoStep({ selfId }: { selfId?: string }) {
  const overview = useQuery(staffTwoStepQueryOptions())
  const requireIt = useRequireTwoStep()
  const reset = useResetTwoStep()
  return (
    <Stack gap="4">
      <Heading as="h2" size="lg">
        Staff accounts
      </Heading>
      {overview.isPending ? (
        <Text role="status">Loading...</Text>
      ) : overview.isError ? (
        <Text role="alert" color="red.700">{errorMessage(overview.error, 'Failed to load the staff accounts.')}</Text>
      ) : (
        <>
          <Switch.Root
            checked={overview.data.required}
            disabled={requireIt.isPending}
            onCheckedChange={(e) => requireIt.mutate(e.checked)}
            colorPalette="brand"
          >
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label>Require two-step sign-in for every staff account</Switch.Label>
          </Switch.Root>
          <Text fontSize="sm" color="gray.700">
            When it is on, a staff member without an authenticator is asked to set one up at their next sign-in and sees
            nothing else until it is done.
          </Text>
          {(requireIt.isError || reset.isError) && (
            <Text role="alert" color="red.700">
              {errorMessage(requireIt.error ?? reset.error, 'The change could not be saved.')}
            </Text>
          )}
          <Stack as="ul" gap="2" listStyleType="none" ms="0" aria-label="Staff two-step sign-in">
            {overview.data.staff.map((member) => (
              <HStack as="li" key={member.userId} justify="space-between" wrap="wrap" gap="3" borderWidth="1px" borderRadius="md" p="3">
                <Stack gap="0" minW="0">
                  <Text fontWeight="semibold" wordBreak="break-all">{member.email}</Text>
                  <Text fontSize="sm" color="gray.700">
                    {member.role === 'super_admin' ? 'Super admin' : 'Admin'} · {countText(member.authenticators)}
                  </Text>
                </Stack>
                {member.authenticators > 0 && member.userId !== selfId && (
                  <Button
                    variant="outline"
                    colorPalette="red"
                    size="sm"
                    aria-label={`Reset two-step sign-in for ${member.email}`}
                    loading={reset.isPending && reset.variables === member.userId}
                    onClick={() =>
                      reset.mutate(member.userId, {
                        onSuccess: () => notify.success('Two-step sign-in reset', member.email),
                      })
                    }
                  >
                    Reset
                  </Button>
                )}
              </HStack>
            ))}
          </Stack>
        </>
      )}
    </Stack>
  )
}
