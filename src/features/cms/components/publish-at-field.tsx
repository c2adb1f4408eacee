import type { UseFormRegisterReturn } from 'react-hook-form'
import { Input } from '@chakra-ui/react/input'
import { FormField } from './form-field'

/** The publish date and time of a post or event, typed in New Jersey time. */
export function PublishAtField({
  registration,
  error,
}: {
  registration: UseFormRegisterReturn
  error?: string | undefined
}) {
  return (
    <FormField
      label="Publish at"
      error={error}
      helper="New Jersey time. Leave empty to go live as soon as it is published; with a date, a published item stays hidden until then."
    >
      <Input type="datetime-local" {...registration} />
    </FormField>
  )
}
