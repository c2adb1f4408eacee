import type { ReactNode } from 'react'
import { Field } from '@chakra-ui/react/field'

interface Props {
  label: string
  error?: string
  required?: boolean
  helper?: ReactNode
  children: ReactNode
}

/** A labelled field: Chakra's Field wires the label, helper and error text to the control inside. */
export function FormField({ label, error, required, helper, children }: Props) {
  return (
    <Field.Root invalid={!!error} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {helper && !error && <Field.HelperText color="gray.700">{helper}</Field.HelperText>}
      {error && <Field.ErrorText color="red.700">{error}</Field.ErrorText>}
    </Field.Root>
  )
}
