import { Checkbox } from '@chakra-ui/react/checkbox'
import { Fieldset } from '@chakra-ui/react/fieldset'
import { HStack } from '@chakra-ui/react/stack'
import { RECIPIENT_TOPIC_LABELS, RECIPIENT_TOPICS, type Recipient, type RecipientTopic } from '@contract/recipients.ts'
import { notify } from '@/components/ui/toaster'
import { errorMessage } from '@/lib/http'
import { useRecipientTopics } from '../api/recipients'

/** What one recipient is e-mailed about: contact messages, job applications, volunteer applications. */
export function RecipientTopics({ recipient }: { recipient: Recipient }) {
  const change = useRecipientTopics()
  const toggle = (topic: RecipientTopic, on: boolean) => {
    const topics = RECIPIENT_TOPICS.filter((t) => (t === topic ? on : recipient.topics.includes(t)))
    change.mutate(
      { id: recipient.id, topics },
      {
        onSuccess: () => notify.success('Recipient Updated', `${recipient.name} will be told of what is ticked.`),
        onError: (error) => notify.error('Error', errorMessage(error, 'Failed to update the recipient.')),
      },
    )
  }
  return (
    <Fieldset.Root disabled={change.isPending}>
      <Fieldset.Legend fontSize="sm" color="gray.700">
        Notify {recipient.name} of
      </Fieldset.Legend>
      <HStack gap="4" wrap="wrap">
        {RECIPIENT_TOPICS.map((topic) => (
          <Checkbox.Root key={topic} size="sm" colorPalette="brand" checked={recipient.topics.includes(topic)}
            onCheckedChange={(e) => toggle(topic, e.checked === true)}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{RECIPIENT_TOPIC_LABELS[topic]}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </HStack>
    </Fieldset.Root>
  )
}
