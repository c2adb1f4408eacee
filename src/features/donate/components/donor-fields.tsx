import { memo } from 'react'
import type { UseFormRegister } from 'react-hook-form'
import { Field } from '@chakra-ui/react/field'
import { Input } from '@chakra-ui/react/input'
import { Stack } from '@chakra-ui/react/stack'
import type { DonorFormValues } from '../donor-form'

interface DonorFieldsProps {
  register: UseFormRegister<DonorFormValues>
  emailError?: string
}

/** The donor's name (optional) and e-mail (required, where the receipt goes). */
export const DonorFields = memo(function DonorFields({ register, emailError }: DonorFieldsProps) {
  return (
    <Stack gap="4">
      <Field.Root>
        <Field.Label>Name (optional)</Field.Label>
        <Input autoComplete="name" {...register('donorName')} />
      </Field.Root>
      <Field.Root required invalid={!!emailError}>
        <Field.Label>Email <Field.RequiredIndicator /></Field.Label>
        <Input type="email" autoComplete="email" {...register('donorEmail')} />
        <Field.HelperText>We send your receipt to this address.</Field.HelperText>
        {emailError && <Field.ErrorText>{emailError}</Field.ErrorText>}
      </Field.Root>
    </Stack>
  )
})
