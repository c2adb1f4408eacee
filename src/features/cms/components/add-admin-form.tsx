import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Button } from '@chakra-ui/react/button'
import { Heading } from '@chakra-ui/react/heading'
import { Input } from '@chakra-ui/react/input'
import { NativeSelect } from '@chakra-ui/react/native-select'
import { HStack, Stack } from '@chakra-ui/react/stack'
import { addAdminRequestSchema, type AddAdminFormValues, type AddAdminRequest } from '@contract/admin-team.ts'
import { useAddAdmin } from '../api/admin-team'
import { saveOutcome } from '../lib/save-outcome'
import { FormActions } from './form-actions'
import { FormField } from './form-field'

/** Add an admin: e-mail, a first password (at least 12 characters, not a common one) and a role. */
export function AddAdminForm({ onClose }: { onClose: () => void }) {
  const add = useAddAdmin()
  const [showPassword, setShowPassword] = useState(false)
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<AddAdminFormValues, unknown, AddAdminRequest>({
    resolver: zodResolver(addAdminRequestSchema),
    defaultValues: { email: '', password: '', role: 'admin' },
  })
  const submit = handleSubmit((input) =>
    add.mutate(input, {
      ...saveOutcome({ setError, successTitle: 'Admin Added', failure: 'Failed to add the admin.', onSaved: onClose }),
    }),
  )

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-labelledby="add-admin-heading">
      <Stack gap="4" borderWidth="1px" rounded="md" p="4">
        <Heading as="h3" size="md" id="add-admin-heading">
          Add Admin
        </Heading>
        <FormField label="Email" required error={errors.email?.message}>
          <Input type="email" autoComplete="off" {...register('email')} />
        </FormField>
        <FormField
          label="Password"
          required
          error={errors.password?.message}
          helper="At least 12 characters, not a common or easily guessed one. Share it with them privately; they can reset it from the login page."
        >
          <HStack width="full">
            <Input type={showPassword ? 'text' : 'password'} autoComplete="new-password" {...register('password')} />
            <Button variant="outline" onClick={() => setShowPassword((v) => !v)} aria-pressed={showPassword}>
              {showPassword ? 'Hide password' : 'Show password'}
            </Button>
          </HStack>
        </FormField>
        <FormField label="Role" error={errors.role?.message}>
          <NativeSelect.Root>
            <NativeSelect.Field {...register('role')}>
              <option value="admin">Admin</option>
              <option value="super_admin">Super admin</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormActions saving={add.isPending} onCancel={onClose} />
      </Stack>
    </form>
  )
}
