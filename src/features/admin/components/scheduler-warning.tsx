import { useId } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Alert } from '@chakra-ui/react/alert'
import { Code } from '@chakra-ui/react/code'
import { Text } from '@chakra-ui/react/text'
import { useMessages } from '@/i18n/messages'
import { healthQueryOptions } from '../api/health'
import { schedulerWarningMessages } from '../messages'

const COMMAND = /(npm run deploy -- --from smoke)/

/**
 * A warning for staff when the scheduler is late (issue 58): /api/health's heartbeat says the
 * mail outbox was not sent for over 3 minutes, or the retention rules are a period overdue.
 * Nothing while the report loads, fails (the dashboard shows its own errors) or is on time.
 */
export function SchedulerWarning() {
  const t = useMessages(schedulerWarningMessages)
  const health = useQuery(healthQueryOptions())
  const titleId = useId()
  const scheduler = health.data?.scheduler
  if (!scheduler || (!scheduler.drain.late && !scheduler.retention.late)) return null
  return (
    <Alert.Root status="warning" role="alert" aria-labelledby={titleId}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title id={titleId}>{t.title}</Alert.Title>
        <Alert.Description>
          {scheduler.drain.late && <Text>{t.drainLate(scheduler.drain.ageSeconds)}</Text>}
          {scheduler.retention.late && <Text>{t.retentionLate(scheduler.retention.ageSeconds)}</Text>}
          <Text>
            {t.whatToDo.split(COMMAND).map((part, i) => (i % 2 ? <Code key={i}>{part}</Code> : part))}
          </Text>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  )
}
