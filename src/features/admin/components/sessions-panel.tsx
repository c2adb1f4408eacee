import { useQuery } from '@tanstack/react-query'
import { Badge } from '@chakra-ui/react/badge'
import { Button } from '@chakra-ui/react/button'
import { HStack, Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import type { StaffSession } from '@contract/sessions.ts'
import { notify } from '@/components/ui/toaster'
import { errorMessage } from '@/lib/http'
import { sessionsQueryOptions, useEndOtherSessions, useEndSession } from '../api/sessions'
import { formatAdminDate } from '../lib/format-date'
import { PanelStatus } from './panel-status'

function SessionItem({ session }: { session: StaffSession }) {
  const end = useEndSession()
  const name = `${session.browser}${session.address ? ` (${session.address})` : ''}`
  const onEnd = () =>
    end.mutate(session.id, {
      onSuccess: (r) => notify.success('Session Ended', r.message),
      onError: (error) => notify.error('Error', errorMessage(error, 'Failed to end the session.')),
    })
  return (
    <HStack as="li" justify="space-between" borderWidth="1px" rounded="md" p="3" wrap="wrap" gap="3" data-testid="session-row">
      <Stack gap="0">
        <HStack gap="2">
          <Text fontWeight="medium">{session.browser}</Text>
          {session.current && <Badge colorPalette="green" variant="outline">This device</Badge>}
        </HStack>
        <Text fontSize="sm" color="gray.700">
          Address: {session.address ?? 'unknown'}
        </Text>
        <Text fontSize="sm" color="gray.700">
          Last active {formatAdminDate(session.lastActiveAt)}
          {session.createdAt && ` · signed in ${formatAdminDate(session.createdAt)}`}
        </Text>
      </Stack>
      {!session.current && (
        <Button size="sm" variant="outline" colorPalette="red" onClick={onEnd} loading={end.isPending} aria-label={`Sign out ${name}`}>
          Sign Out
        </Button>
      )}
    </HStack>
  )
}

/** Where the person is signed in: each session's browser, address and last activity; end one or all others. */
export function SessionsPanel() {
  const query = useQuery(sessionsQueryOptions())
  const endOthers = useEndOtherSessions()
  if (!query.data) return <PanelStatus query={query} what="your sessions" />
  const sessions = query.data
  const others = sessions.filter((s) => !s.current).length
  const onEndOthers = () =>
    endOthers.mutate(undefined, {
      onSuccess: (r) => notify.success('Signed Out Elsewhere', r.message),
      onError: (error) => notify.error('Error', errorMessage(error, 'Failed to sign out the other sessions.')),
    })
  return (
    <Stack gap="4">
      <HStack justify="space-between" wrap="wrap">
        <Text>
          You are signed in on {sessions.length} {sessions.length === 1 ? 'device' : 'devices'}. Sign out any you do not recognise.
        </Text>
        <Button size="sm" colorPalette="red" variant="outline" onClick={onEndOthers} disabled={others === 0} loading={endOthers.isPending}>
          Sign Out All Other Sessions
        </Button>
      </HStack>
      <Stack as="ul" listStyleType="none" gap="2" aria-label="Your sessions">
        {sessions.map((s) => (
          <SessionItem key={s.id} session={s} />
        ))}
      </Stack>
    </Stack>
  )
}
