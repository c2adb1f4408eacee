import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import type { z } from 'zod'
import { Alert } from '@chakra-ui/react/alert'
import { Button } from '@chakra-ui/react/button'
import { Field } from '@chakra-ui/react/field'
import { Input } from '@chakra-ui/react/input'
import { Stack } from '@chakra-ui/react/stack'
import { codeRequestSchema } from '@contract/two-step.ts'
import { errorMessage } from '@/lib/http'

type CodeInput = z.input<typeof codeRequestSchema>
type CodeOutput = z.output<typeof codeRequestSchema>

/**
 * One 6-digit code from an authenticator app: numeric keyboard on phones, the browser's and
 * password managers' one-time-code filling, the server's refusal (wrong, used, too many) shown
 * in an alert that screen readers announce.
 */
export function CodeForm({ onCode, pending, error, submitLabel, busyLabel }: {
  onCode: (code: string) => void
  pending: boolean
  error: unknown
  submitLabel: string
  busyLabel: string
}) {
  const { register, handleSubmit, formState } = useForm<CodeInput, unknown, CodeOutput>({
    resolver: zodResolver(codeRequestSchema),
  })
  const onSubmit = handleSubmit(({ code }) => onCode(code))
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="4">
        {error != null && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{errorMessage(error, 'The code could not be checked.')}</Alert.Title>
          </Alert.Root>
        )}
        <Field.Root invalid={!!formState.errors.code} required>
          <Field.Label>6-digit code</Field.Label>
          <Input
            autoComplete="one-time-code"
            inputMode="numeric"
            pattern="[0-9 ]*"
            maxLength={7}
            size="lg"
            letterSpacing="widest"
            {...register('code')}
          />
          <Field.HelperText>The code your authenticator app shows now. It changes every 30 seconds.</Field.HelperText>
          <Field.ErrorText>{formState.errors.code?.message}</Field.ErrorText>
        </Field.Root>
        <Button type="submit" colorPalette="brand" loading={pending} loadingText={busyLabel}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  )
}
