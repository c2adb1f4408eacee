import { memo } from 'react'
import type { UseFormRegister } from 'react-hook-form'
import { Field } from '@chakra-ui/react/field'
import { Input } from '@chakra-ui/react/input'
import { Stack } from '@chakra-ui/react/stack'
import { defineMessages, useMessages } from '@/i18n/messages'
import type { DonorFormValues } from '../donor-form'

const messages = defineMessages({
  en: { name: 'Name (optional)', email: 'Email', emailHelp: 'We send your receipt to this address.' },
  es: { name: 'Nombre (opcional)', email: 'Correo electrónico', emailHelp: 'Le enviaremos el recibo a este correo.' },
})

interface DonorFieldsProps {
  register: UseFormRegister<DonorFormValues>
  emailError?: string
}

/** The donor's name (optional) and e-mail (required, where the receipt goes). */
export const DonorFields = memo(function DonorFields({ register, emailError }: DonorFieldsProps) {
  const t = useMessages(messages)
  return (
    <Stack gap="4">
      <Field.Root>
        <Field.Label>{t.name}</Field.Label>
        <Input autoComplete="name" {...register('donorName')} />
      </Field.Root>
      <Field.Root required invalid={!!emailError}>
        <Field.Label>{t.email} <Field.RequiredIndicator /></Field.Label>
        <Input type="email" autoComplete="email" {...register('donorEmail')} />
        <Field.HelperText>{t.emailHelp}</Field.HelperText>
        {emailError && <Field.ErrorText>{emailError}</Field.ErrorText>}
      </Field.Root>
    </Stack>
  )
})
