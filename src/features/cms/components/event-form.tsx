import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Input } from '@chakra-ui/react/input'
import { HStack } from '@chakra-ui/react/stack'
import { Textarea } from '@chakra-ui/react/textarea'
import type { AdminEvent, EventInput } from '@contract/admin-content.ts'
import { adminEvents } from '../api/admin-events'
import { eventFormDefaults, eventFormSchema, type EventFormValues } from '../lib/event-form'
import { useContentSave } from '../hooks/use-content-save'
import { ContentForm } from './content-form'
import { FeaturedImagePicker } from './featured-image-picker'
import { FormField } from './form-field'
import { PublishAtField } from './publish-at-field'
import { PublishedSwitch } from './published-switch'
import { LocationPicker } from './location-picker'
import { SensoryProfileFields } from './sensory-profile-fields'

/** Create or edit an event; times are entered in the admin's own time zone. */
export function EventForm({ event, onClose, onReload }: { event: AdminEvent | null; onClose: () => void; onReload: () => void }) {
  const save = useContentSave(adminEvents, event, { successTitle: 'Event Saved', failure: 'Failed to save the event.' }, onClose)
  const {
    register,
    handleSubmit,
    control,
    watch,
    setError,
    formState: { errors },
  } = useForm<EventFormValues, unknown, EventInput>({
    resolver: zodResolver(eventFormSchema),
    defaultValues: eventFormDefaults(event),
  })
  const submit = handleSubmit((input) =>
    save.submit(input, setError),
  )

  return (
    <ContentForm
      id="event-form"
      heading={event ? `Edit Event: ${event.title}` : 'New Event'}
      onSubmit={() => void submit()}
      title={{ registration: register('title'), value: watch('title') ?? '', error: errors.title?.message }}
      slug={{ registration: register('slug'), error: errors.slug?.message }}
      status={save.status}
      onReload={onReload}
      onCancel={onClose}
    >
      <FormField
        label="Description"
        required
        error={errors.description?.message}
        helper="Separate paragraphs with a line break."
      >
        <Textarea {...register('description')} rows={6} />
      </FormField>
      <FormField label="Location" required error={errors.location?.message}>
        <Input {...register('location')} />
      </FormField>
      <HStack gap="4" align="flex-start" wrap="wrap">
        <FormField label="Starts" required error={errors.eventDate?.message} helper="New Jersey time.">
          <Input type="datetime-local" {...register('eventDate')} />
        </FormField>
        <FormField label="Ends" error={errors.endDate?.message}>
          <Input type="datetime-local" {...register('endDate')} />
        </FormField>
      </HStack>
      <HStack gap="4" align="flex-start" wrap="wrap">
        <FormField
          label="Registration deadline"
          error={errors.registrationDeadline?.message}
          helper="New Jersey time. Empty: registration closes when the event starts."
        >
          <Input type="datetime-local" {...register('registrationDeadline')} />
        </FormField>
        <FormField
          label="Maximum capacity"
          error={errors.maxCapacity?.message}
          helper="Seats incl. guests; empty for no limit."
        >
          <Input type="number" inputMode="numeric" min={1} step={1} {...register('maxCapacity')} />
        </FormField>
      </HStack>
      <FeaturedImagePicker control={control} name="featuredImageId" error={errors.featuredImageId?.message} />
      <LocationPicker registration={register('locationId')} error={errors.locationId?.message} />
      <SensoryProfileFields control={control} register={register} errors={errors} />
      <PublishedSwitch control={control} name="published" />
      <PublishAtField registration={register('publishAt')} error={errors.publishAt?.message} />
    </ContentForm>
  )
}
