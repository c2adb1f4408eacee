import { useState } from 'react'
import { Input } from '@chakra-ui/react/input'
import { HStack } from '@chakra-ui/react/stack'
import type { AdminEvent } from '@contract/admin-content.ts'
import { adminEvents } from '../api/admin-events'
import { useSaveFollowing } from '../api/admin-series'
import { eventFormDefaults, eventFormSchema } from '../lib/event-form'
import { saveOutcome } from '../lib/save-outcome'
import { useContentForm } from '../hooks/use-content-form'
import { useContentSave } from '../hooks/use-content-save'
import { ContentForm } from './content-form'
import { EventFields } from './event-fields'
import { FormField } from './form-field'
import { SeriesSaveChoice, type SeriesSaveScope } from './series-save-choice'

const WORDS = { successTitle: 'Event Saved', failure: 'Failed to save the event.' }

/** Create or edit an event; times are entered in the admin's own time zone. */
export function EventForm({ event, onClose, onReload }: { event: AdminEvent | null; onClose: () => void; onReload: () => void }) {
  const save = useContentSave(adminEvents, event, WORDS, onClose)
  const following = useSaveFollowing()
  // a date of a series, not yet past, may pass its changes on to the later dates
  const series = event?.series && event.status === 'upcoming' ? event.series : null
  const [scope, setScope] = useState<SeriesSaveScope>('this')
  const { register, handleSubmit, control, setError, formState: { errors }, titled } = useContentForm(eventFormSchema, eventFormDefaults(event))
  const submit = handleSubmit((input) => {
    if (!(event && series && scope === 'following')) return save.submit(input, setError)
    following.mutate(
      { id: event.id, version: event.version, event: input },
      saveOutcome({
        setError,
        ...WORDS,
        successText: ({ updated }: { updated: number }) => `${updated} ${updated === 1 ? 'date' : 'dates'} of “${series.title}” changed.`,
        onSaved: onClose,
      }),
    )
  })
  const saving = save.status.saving || following.isPending
  const error = scope === 'following' && series ? following.error : save.status.error

  // when it happens: its start, end and registration deadline
  const when = (
    <>
      <HStack gap="4" align="flex-start" wrap="wrap">
        <FormField label="Starts" required error={errors.eventDate?.message} helper="New Jersey time.">
          <Input type="datetime-local" {...register('eventDate')} />
        </FormField>
        <FormField label="Ends" error={errors.endDate?.message}>
          <Input type="datetime-local" {...register('endDate')} />
        </FormField>
      </HStack>
      <FormField
        label="Registration deadline"
        error={errors.registrationDeadline?.message}
        helper="New Jersey time. Empty: registration closes when the event starts."
      >
        <Input type="datetime-local" {...register('registrationDeadline')} />
      </FormField>
    </>
  )

  return (
    <ContentForm
      id="event-form"
      heading={event ? `Edit Event: ${event.title}` : 'New Event'}
      onSubmit={submit}
      {...titled}
      status={{ ...save.status, saving, error }}
      onReload={onReload}
      onCancel={onClose}
    >
      <EventFields control={control} register={register} errors={errors} when={when} />
      {series && <SeriesSaveChoice seriesTitle={series.title} value={scope} onChange={setScope} />}
    </ContentForm>
  )
}
