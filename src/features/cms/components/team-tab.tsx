import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Button } from '@chakra-ui/react/button'
import { Heading } from '@chakra-ui/react/heading'
import { HStack, Stack } from '@chakra-ui/react/stack'
import { Table } from '@chakra-ui/react/table'
import { ScrollableTable } from './scrollable-table'
import { Text } from '@chakra-ui/react/text'
import { ColumnHeaders } from '@/components/column-headers'
import { currentUserQueryOptions } from '@/lib/auth-context'
import { errorMessage } from '@/lib/http'
import { teamQueryOptions } from '../api/admin-team'
import { AddAdminForm } from './add-admin-form'
import { TeamRow } from './team-row'

/** Team tab (super_admin only): add an admin, change a role, remove one. */
export function TeamTab() {
  const team = useQuery(teamQueryOptions())
  const { data: me } = useQuery(currentUserQueryOptions())
  const [adding, setAdding] = useState(false)
  return (
    <Stack gap="4" py="4">
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h2" size="lg">
          Team
        </Heading>
        {!adding && (
          <Button colorPalette="brand" onClick={() => setAdding(true)}>
            Add Admin
          </Button>
        )}
      </HStack>
      <Text color="gray.700">
        Admins manage messages and content; super admins can also manage the team. There is always at least one super admin.
      </Text>
      {adding && <AddAdminForm onClose={() => setAdding(false)} />}
      {team.isPending ? (
        <Text role="status">Loading...</Text>
      ) : team.isError ? (
        <Text role="alert" color="red.700">
          {errorMessage(team.error, 'Failed to load the team.')}
        </Text>
      ) : (
        <ScrollableTable label="Admin team">
          <ColumnHeaders names={['Email', 'Role', 'Added', 'Actions']} />
          <Table.Body>
            {team.data.map((m) => (
              <TeamRow key={m.userId} member={m} isSelf={m.userId === me?.id} />
            ))}
          </Table.Body>
        </ScrollableTable>
      )}
    </Stack>
  )
}
