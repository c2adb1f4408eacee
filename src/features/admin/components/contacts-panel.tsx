import { useMemo, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Button } from '@chakra-ui/react/button'
import { Card } from '@chakra-ui/react/card'
import { Heading } from '@chakra-ui/react/heading'
import { Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { contactsQueryOptions } from '../api/contacts'
import { useChangeStatus } from '../hooks/use-change-status'
import { useDebouncedValue } from '@/lib/use-debounced-value'
import { applyContactFilters, DEFAULT_FILTERS, statusCounts, toggleSort, type ContactFilters } from '../lib/contact-filters'
import { exportContacts } from '../lib/exports'
import { ActiveFilterBadges } from './active-filter-badges'
import { ContactCards } from './contact-cards'
import { ContactDetailsDialog } from './contact-details-dialog'
import { ContactsTable } from './contacts-table'
import { ContactsToolbar } from './contacts-toolbar'
import { EmptyState, EmptyTab } from './empty-state'

export const SEARCH_DEBOUNCE_MS = 300

/** The Contacts tab once the list has loaded (the dashboard shows the loading and error states). */
export function ContactsPanel() {
  const query = useQuery(contactsQueryOptions())
  const contacts = useMemo(() => query.data ?? [], [query.data])
  const [searchText, setSearchText] = useState('')
  const debounced = useDebouncedValue(searchText, SEARCH_DEBOUNCE_MS)
  // Typing waits 300 ms; emptying the box (or Clear Filters) shows everything at once.
  const search = searchText.trim() === '' ? '' : debounced
  const [rest, setRest] = useState<Omit<ContactFilters, 'search'>>(DEFAULT_FILTERS)
  const [openId, setOpenId] = useState<string>()
  const status = useChangeStatus()

  const filters = { ...rest, search }
  const shown = useMemo(() => applyContactFilters(contacts, { ...rest, search }, new Date()), [contacts, rest, search])
  const counts = useMemo(() => statusCounts(contacts), [contacts])
  const refetch = () => void query.refetch()
  const clear = () => {
    setSearchText('')
    setRest(DEFAULT_FILTERS)
  }

  if (contacts.length === 0) {
    return <EmptyTab title="No Submissions Yet" text="Messages sent through the contact form will appear here." onCheck={refetch} checking={query.isFetching} />
  }

  return (
    <Card.Root>
      <Card.Header>
        <Heading as="h2" size="lg">
          Contact Submissions ({shown.length} of {contacts.length})
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="5">
          <ContactsToolbar
            searchText={searchText}
            onSearchText={setSearchText}
            filters={filters}
            onFilters={({ search: _ignored, ...next }) => setRest(next)}
            counts={counts}
            onClear={clear}
            onRefresh={refetch}
            refreshing={query.isFetching}
            onExport={() => void exportContacts(filters)}
            exportDisabled={shown.length === 0}
          />
          <ActiveFilterBadges filters={filters} />
          {shown.length === 0 ? (
            <EmptyState title="No submissions found" text="No submissions match the current filter criteria.">
              <Button onClick={clear} colorPalette="brand">
                Show All Submissions
              </Button>
            </EmptyState>
          ) : (
            <>
              <ContactsTable
                contacts={shown}
                sort={rest.sort}
                onSort={(column) => setRest({ ...rest, sort: toggleSort(rest.sort, column) })}
                onOpen={setOpenId}
                status={status}
              />
              <ContactCards contacts={shown} onOpen={setOpenId} status={status} />
            </>
          )}
          <Text srOnly role="status">
            {`${shown.length} of ${contacts.length} submissions shown`}
          </Text>
        </Stack>
      </Card.Body>
      <ContactDetailsDialog contact={contacts.find((c) => c.id === openId)} onClose={() => setOpenId(undefined)} status={status} />
    </Card.Root>
  )
}
