import { Box } from '@chakra-ui/react/box'
import { Heading } from '@chakra-ui/react/heading'
import { Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import type { Event } from '@contract/events.ts'
import { formatLongDate, formatTime } from '@/lib/format/date'
import { RegistrationStatus } from './event-facts'

/** The event summary beside the form and on the confirmation screen. */
export function RegistrationSummary({ event, headingLevel = 'h2' }: { event: Event; headingLevel?: 'h2' | 'h3' }) {
  return (
    <Box p="6" borderWidth="1px" borderRadius="xl" bg="brand.50">
      <Heading as={headingLevel} size="lg" color="brand.800">{event.title}</Heading>
      <Stack mt="4" gap="2">
        <Text><Text as="span" fontWeight="semibold">Date: </Text>{formatLongDate(event.eventDate)}</Text>
        <Text><Text as="span" fontWeight="semibold">Time: </Text>{formatTime(event.eventDate)}</Text>
        <Text><Text as="span" fontWeight="semibold">Location: </Text>{event.location}</Text>
        <RegistrationStatus event={event} />
      </Stack>
    </Box>
  )
}

/** SPEC: registration is free and includes refreshments. */
export function RegistrationPerks() {
  return (
    <Box p="6" borderWidth="1px" borderRadius="xl">
      <Heading as="h2" size="md" color="brand.800">What to Know</Heading>
      <Stack as="ul" mt="3" gap="2" ps="5" listStyleType="disc">
        <li>Registration is free.</li>
        <li>Refreshments are included.</li>
        <li>You'll receive a confirmation email with a calendar invitation and a link to cancel if your plans change.</li>
      </Stack>
    </Box>
  )
}
