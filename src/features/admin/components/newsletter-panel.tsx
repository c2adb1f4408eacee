import { useQuery } from '@tanstack/react-query'
import { Button } from '@chakra-ui/react/button'
import { Card } from '@chakra-ui/react/card'
import { Heading } from '@chakra-ui/react/heading'
import { HStack, Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { LinkButton } from '@/components/ui/link-button'
import { newsletterQueryOptions } from '../api/newsletter'
import { exportNewsletter } from '../lib/exports'
import { formatShortDate } from '../lib/format-date'
import { EmptyTab } from './empty-state'
import { PanelStatus } from './panel-status'

/** SPEC 'Newsletter tab': every signup with its date and an Email button; CSV export. */
export function NewsletterPanel() {
  const query = useQuery(newsletterQueryOptions())
  if (!query.data) return <PanelStatus query={query} what="newsletter signups" />
  const signups = query.data
  if (signups.length === 0) {
    return <EmptyTab title="No Newsletter Signups Yet" text="People who subscribe on the website will appear here." onCheck={() => void query.refetch()} checking={query.isFetching} />
  }
  return (
    <Card.Root>
      <Card.Header>
        <HStack justify="space-between" wrap="wrap">
          <Heading as="h2" size="lg">
            Newsletter Signups ({signups.length})
          </Heading>
          <Button size="sm" variant="outline" onClick={() => void exportNewsletter()}>
            Export CSV
          </Button>
        </HStack>
      </Card.Header>
      <Card.Body>
        <Stack as="ul" listStyleType="none" gap="2">
          {signups.map((s) => (
            <HStack as="li" key={s.id} justify="space-between" borderWidth="1px" rounded="md" p="3" wrap="wrap">
              <Stack gap="0">
                <Text fontWeight="medium">{s.email}</Text>
                <Text fontSize="sm" color="gray.700">
                  Subscribed {formatShortDate(s.createdAt)}
                </Text>
              </Stack>
              <LinkButton asChild size="sm" variant="outline">
                <a href={`mailto:${s.email}`} aria-label={`Email ${s.email}`}>
                  Email
                </a>
              </LinkButton>
            </HStack>
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  )
}
