import type { ReactNode } from 'react'
import type { Control, FieldErrors, UseFormRegister } from 'react-hook-form'
import { Input } from '@chakra-ui/react/input'
import { Textarea } from '@chakra-ui/react/textarea'
import type { EventFormValues } from '../lib/event-form'
import { FeaturedImagePicker } from './featured-image-picker'
import { FormField } from './form-field'
import { LocationPicker } from './location-picker'
import { PublishAtField } from './publish-at-field'
import { PublishedSwitch } from './published-switch'
import { SensoryProfileFields } from './sensory-profile-fields'

type Fields = EventFormValues

/**
 * An event's fields below its title and slug, shared by the event form and the new series form
 * (whose fields are the template every date copies); `when` is where each says when it happens:
 * an event's start, end and deadline, a series' Repeats fieldset and its preview.
 */
export function EventFields<T extends Fields>({ control, register, errors, when }: {
  control: Control<T, unknown, unknown>; register: UseFormRegister<T>; errors: FieldErrors<T>; when: ReactNode
}) {
  // the generic form narrowed to the event's part: react-hook-form's paths are typed per form
  const form = { control: control as unknown as Control<Fields>, register: register as unknown as UseFormRegister<Fields> }
  const e = errors as FieldErrors<Fields>
  return (
    <>
      <FormField label="Description" required error={e.description?.message} helper="Separate paragraphs with a line break.">
        <Textarea {...form.register('description')} rows={6} />
      </FormField>
      <FormField label="Location" required error={e.location?.message}>
        <Input {...form.register('location')} />
      </FormField>
      {when}
      <FormField label="Maximum capacity" error={e.maxCapacity?.message} helper="Seats incl. guests; empty for no limit.">
        <Input type="number" inputMode="numeric" min={1} step={1} {...form.register('maxCapacity')} />
      </FormField>
      <FeaturedImagePicker control={form.control} name="featuredImageId" error={e.featuredImageId?.message} />
      <LocationPicker registration={form.register('locationId')} error={e.locationId?.message} />
      <SensoryProfileFields control={form.control} register={form.register} errors={e} />
      <PublishedSwitch control={form.control} name="published" />
      <PublishAtField registration={form.register('publishAt')} error={e.publishAt?.message} />
    </>
  )
}
