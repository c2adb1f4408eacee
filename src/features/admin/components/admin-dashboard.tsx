import type { ReactNode } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Badge } from '@chakra-ui/react/badge'
import { Button } from '@chakra-ui/react/button'
import { Container } from '@chakra-ui/react/container'
import { Heading } from '@chakra-ui/react/heading'
import { HStack, Stack } from '@chakra-ui/react/stack'
import { Tabs } from '@chakra-ui/react/tabs'
import { ChakraProvider } from '@chakra-ui/react/styled-system'
import { currentUserQueryOptions } from '@/lib/auth-context'
import { contactsQueryOptions } from '../api/contacts'
import { adminSystem } from '../admin-system'
import type { AdminTab } from './admin-tab'
import { AccessError, LoadingAdminCrm } from './dashboard-states'
import { CountTiles } from './count-tiles'

function TabTrigger({ tab }: { tab: AdminTab }) {
  const count = tab.useCount?.()
  return (
    <Tabs.Trigger value={tab.value}>
      {tab.label}
      {count !== undefined && (
        <Badge colorPalette="brand" variant="solid" size="sm">
          {count}
        </Badge>
      )}
    </Tabs.Trigger>
  )
}

interface Props {
  tabs: readonly AdminTab[]
  /** Header actions from other areas, e.g. Sign Out. */
  actions?: ReactNode
}

/** SPEC 'Admin dashboard': header, Refresh All, count tiles and the tabs. */
export function AdminDashboard({ tabs, actions }: Props) {
  const queryClient = useQueryClient()
  const contacts = useQuery(contactsQueryOptions())
  const { data: user } = useQuery(currentUserQueryOptions())
  const visible = tabs.filter((t) => !t.superAdminOnly || user?.role === 'super_admin')
  const refreshAll = () =>
    void queryClient.invalidateQueries({ queryKey: ['api'], predicate: (q) => q.queryKey[1] !== 'user' })

  return (
    <ChakraProvider value={adminSystem}>
      <Container maxW="7xl" py="8">
        <Stack gap="6">
          <HStack justify="space-between" wrap="wrap" gap="3">
            <Heading as="h1" size="2xl" tabIndex={-1}>
              Customer Relationship Management
            </Heading>
            <HStack gap="2">
              <Button variant="outline" onClick={refreshAll} loading={contacts.isFetching && !contacts.isPending} loadingText="Refreshing...">
                Refresh All
              </Button>
              {actions}
            </HStack>
          </HStack>
          {contacts.isPending ? (
            <LoadingAdminCrm />
          ) : contacts.isError ? (
            <AccessError error={contacts.error} onRetry={() => void contacts.refetch()} />
          ) : (
            <>
              <CountTiles />
              <Tabs.Root defaultValue={visible[0]?.value} lazyMount variant="line">
                <Tabs.List flexWrap="wrap">
                  {visible.map((tab) => (
                    <TabTrigger key={tab.value} tab={tab} />
                  ))}
                </Tabs.List>
                {visible.map(({ value, Panel }) => (
                  <Tabs.Content key={value} value={value}>
                    <Panel />
                  </Tabs.Content>
                ))}
              </Tabs.Root>
            </>
          )}
        </Stack>
      </Container>
    </ChakraProvider>
  )
}
