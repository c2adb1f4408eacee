import type { ReactNode } from 'react'
import { Field } from '@chakra-ui/react/field'

interface FormFieldProps {
  /** Id of the control; the error text gets `${id}-error`. */
  id: string
  label: string
  required?: boolean
  error?: string
  /** Renders the control; spread the given props onto it so the error is linked. */
  children: (a11y: { id: string; 'aria-describedby'?: string }) => ReactNode
}

/**
 * A labelled form control. Required fields show a visual * (the input itself carries
 * `required`); an error is shown below the control, announced politely and linked to it
 * with aria-describedby (and aria-errormessage, set by Chakra's Field).
 */
export function FormField({ id, label, required = false, error, children }: FormFieldProps) {
  const errorId = `${id}-error`
  return (
    <Field.Root id={id} ids={{ errorText: errorId }} invalid={!!error} required={required}>
      <Field.Label fontWeight="medium">
        {label}
        {required && <Field.RequiredIndicator color="red.700" />}
      </Field.Label>
      {children({ id, 'aria-describedby': error ? errorId : undefined })}
      {error && <Field.ErrorText color="red.700">{error}</Field.ErrorText>}
    </Field.Root>
  )
}
