import { useState, type FormEvent } from 'react'
import { Button } from '@chakra-ui/react/button'
import { Field } from '@chakra-ui/react/field'
import { Input } from '@chakra-ui/react/input'
import { HStack, Stack } from '@chakra-ui/react/stack'
import { notify } from '@/components/ui/toaster'
import { errorMessage } from '@/lib/http'
import { useAddRecipient } from '../api/recipients'

/** The inline Add Recipient form: Save is disabled until both fields hold something (SPEC §5). */
export function RecipientForm({ onDone }: { onDone: () => void }) {
  const [name, setName] = useState('')
  const [email, setEmail] = useState('')
  const add = useAddRecipient()

  const save = (e: FormEvent) => {
    e.preventDefault()
    add.mutate(
      { name: name.trim(), email: email.trim() },
      {
        onSuccess: () => {
          notify.success('Recipient Added', 'Notification recipient has been added successfully.')
          setName('')
          setEmail('')
          onDone()
        },
        onError: (error) => notify.error('Error', errorMessage(error, 'Failed to add notification recipient.')),
      },
    )
  }

  return (
    <Stack as="form" onSubmit={save} gap="3" borderWidth="1px" rounded="md" p="4" aria-label="Add notification recipient">
      <HStack gap="3" wrap="wrap" align="flex-start">
        <Field.Root flex="1" minW="12rem">
          <Field.Label>Name</Field.Label>
          <Input value={name} onChange={(e) => setName(e.target.value)} autoComplete="off" />
        </Field.Root>
        <Field.Root flex="1" minW="12rem">
          <Field.Label>Email</Field.Label>
          <Input type="email" value={email} onChange={(e) => setEmail(e.target.value)} autoComplete="off" />
        </Field.Root>
      </HStack>
      <HStack>
        <Button type="submit" colorPalette="brand" disabled={!name.trim() || !email.trim()} loading={add.isPending}>
          Save Recipient
        </Button>
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </HStack>
    </Stack>
  )
}
