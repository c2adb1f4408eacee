import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Button } from '@chakra-ui/react/button'
import { Card } from '@chakra-ui/react/card'
import { Heading } from '@chakra-ui/react/heading'
import { HStack, Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { recipientsQueryOptions } from '../api/recipients'
import { EmptyState } from './empty-state'
import { PanelStatus } from './panel-status'
import { RecipientForm } from './recipient-form'
import { RecipientRow } from './recipient-row'

/** SPEC 'Notifications tab': who is e-mailed when a contact form arrives. */
export function NotificationsPanel() {
  const query = useQuery(recipientsQueryOptions())
  const [adding, setAdding] = useState(false)
  if (!query.data) return <PanelStatus query={query} what="notification recipients" />
  return (
    <Card.Root>
      <Card.Header>
        <HStack justify="space-between" wrap="wrap">
          <Heading as="h2" size="lg">
            Notification Recipients
          </Heading>
          <Button size="sm" colorPalette="brand" aria-expanded={adding} onClick={() => setAdding((a) => !a)}>
            Add Recipient
          </Button>
        </HStack>
        <Text color="gray.700">These people receive an email whenever the contact form is submitted.</Text>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          {adding && <RecipientForm onDone={() => setAdding(false)} />}
          {query.data.length === 0 ? (
            <EmptyState title="No Notification Recipients" text="Add someone to be told about new contact submissions." />
          ) : (
            <Stack as="ul" listStyleType="none" gap="2">
              {query.data.map((r) => (
                <RecipientRow key={r.id} recipient={r} />
              ))}
            </Stack>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  )
}
