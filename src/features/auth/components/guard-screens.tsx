import { Box } from '@chakra-ui/react/box'
import { Heading } from '@chakra-ui/react/heading'
import { Skeleton } from '@chakra-ui/react/skeleton'
import { Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'

function GuardMessage({ title, lines }: { title: string; lines: string[] }) {
  return (
    <Box role="alert" maxW="lg" mx="auto" my="16" px="6" py="8" textAlign="center" borderWidth="1px" rounded="lg">
      <Heading as="h1" size="xl" mb="3">
        {title}
      </Heading>
      {lines.map((line) => (
        <Text key={line} color="gray.700">
          {line}
        </Text>
      ))}
    </Box>
  )
}

/** SPEC 'Guarded pages': the three outcomes, shown while the redirect happens. */
export const AuthenticationRequired = () => (
  <GuardMessage
    title="Authentication Required"
    lines={['You need to log in to access this page.', 'Redirecting to login page...']}
  />
)

export const AccessDenied = () => (
  <GuardMessage title="Access Denied" lines={["You don't have permission to access this page.", 'Admin privileges required.']} />
)

export const SuperAdminRequired = ({ role }: { role: string }) => (
  <GuardMessage
    title="Super Admin Required"
    lines={['This page requires super admin privileges.', `Current role: ${role}`]}
  />
)

/** Placeholders while the current user loads. */
export function GuardSkeleton() {
  return (
    <Stack gap="4" maxW="6xl" mx="auto" p="6" role="status" aria-busy="true" aria-label="Loading">
      <Skeleton height="10" width="60%" />
      <Skeleton height="24" />
      <Skeleton height="64" />
    </Stack>
  )
}
