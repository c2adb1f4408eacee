import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Badge } from '@chakra-ui/react/badge'
import { Button } from '@chakra-ui/react/button'
import { Container } from '@chakra-ui/react/container'
import { Heading } from '@chakra-ui/react/heading'
import { HStack, Stack } from '@chakra-ui/react/stack'
import { Tabs } from '@chakra-ui/react/tabs'
import { contactsQueryOptions } from '../api/contacts'
import type { AdminTab } from './admin-tab'
import { crmTabs } from './crm-tabs'
import { AccessError, LoadingAdminCrm } from './dashboard-states'
import { CountTiles } from './count-tiles'
import { SchedulerWarning } from './scheduler-warning'
import { SearchesPanel } from './searches-panel'

function TabTrigger({ tab }: { tab: AdminTab }) {
  const count = tab.useCount()
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

/**
 * SPEC 'Admin dashboard', at /admin: the header with Refresh All, a warning when the scheduler is
 * late (scheduler-warning.tsx), the three count tiles and the
 * three tabs (Contacts, Newsletter, Notifications) with their count badges, then what visitors
 * searched for this month (searches-panel.tsx). The other sections
 * are routes of their own in the admin shell.
 */
export function AdminDashboard() {
  const queryClient = useQueryClient()
  const contacts = useQuery(contactsQueryOptions())
  const refreshAll = () =>
    void queryClient.invalidateQueries({ queryKey: ['api'], predicate: (q) => q.queryKey[1] !== 'user' })

  return (
    <Container maxW="7xl" py={{ base: '6', lg: '8' }}>
      <Stack gap="6">
        <HStack justify="space-between" wrap="wrap" gap="3">
          <Heading as="h1" size="2xl">
            Customer Relationship Management
          </Heading>
          <Button variant="outline" onClick={refreshAll} loading={contacts.isFetching && !contacts.isPending} loadingText="Refreshing...">
            Refresh All
          </Button>
        </HStack>
        <SchedulerWarning />
        {contacts.isPending ? (
          <LoadingAdminCrm />
        ) : contacts.isError ? (
          <AccessError error={contacts.error} onRetry={() => void contacts.refetch()} />
        ) : (
          <>
            <CountTiles />
            <Tabs.Root defaultValue={crmTabs[0].value} lazyMount variant="line">
              <Tabs.List flexWrap="wrap">
                {crmTabs.map((tab) => (
                  <TabTrigger key={tab.value} tab={tab} />
                ))}
              </Tabs.List>
              {crmTabs.map(({ value, Panel }) => (
                <Tabs.Content key={value} value={value}>
                  <Panel />
                </Tabs.Content>
              ))}
            </Tabs.Root>
            <SearchesPanel />
          </>
        )}
      </Stack>
    </Container>
  )
}
