import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Box } from '@chakra-ui/react/box'
import { Button } from '@chakra-ui/react/button'
import { Field } from '@chakra-ui/react/field'
import { Heading } from '@chakra-ui/react/heading'
import { Input } from '@chakra-ui/react/input'
import { QrCode } from '@chakra-ui/react/qr-code'
import { Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { SubmitButtons } from '@/components/submit-buttons'
import { enrollRequestSchema, type EnrollRequest, type EnrollResponse } from '@contract/two-step.ts'
import { errorMessage } from '@/lib/http'
import { useConfirmSetup, useStartSetup } from '../api/two-step'
import { CodeForm } from './code-form'

/** The key in groups of four, as authenticator apps show and accept it. */
export const groupedKey = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ')

/**
 * Setting up an authenticator app: a name, then its QR code and the same key as text (for
 * screen readers, typing, and password managers), confirmed with the first code it shows.
 */
export function AuthenticatorSetup({ onDone, onCancel, defaultName = 'Phone' }: {
  onDone: () => void
  onCancel?: () => void
  defaultName?: string
}) {
  const start = useStartSetup()
  const { register, handleSubmit, formState } = useForm<EnrollRequest>({
    resolver: zodResolver(enrollRequestSchema),
    defaultValues: { friendlyName: defaultName },
  })
  if (start.data) return <ConfirmSetup enrollment={start.data} onDone={onDone} onCancel={onCancel} />
  return (
    <form onSubmit={handleSubmit((values) => start.mutate(values))} noValidate>
      <Stack gap="4">
        {start.isError && (
          <Text role="alert" color="red.700">
            {errorMessage(start.error, 'Setting up could not start.')}
          </Text>
        )}
        <Field.Root invalid={!!formState.errors.friendlyName} required>
          <Field.Label>Name of this authenticator</Field.Label>
          <Input autoComplete="off" {...register('friendlyName')} />
          <Field.HelperText>For example "Work phone", so you can tell your authenticators apart.</Field.HelperText>
          <Field.ErrorText>{formState.errors.friendlyName?.message}</Field.ErrorText>
        </Field.Root>
        <SubmitButtons label="Set up authenticator" busy={start.isPending} busyLabel="Starting..." onCancel={onCancel} />
      </Stack>
    </form>
  )
}

function ConfirmSetup({ enrollment, onDone, onCancel }: { enrollment: EnrollResponse; onDone: () => void; onCancel?: () => void }) {
  const confirm = useConfirmSetup()
  return (
    <Stack gap="5">
      <Heading as="h2" size="md">
        Scan the QR code or enter the key
      </Heading>
      <Text>
        Open your authenticator app (such as Google Authenticator, Microsoft Authenticator or 1Password), add an account,
        and scan this QR code. If you cannot scan it, type the setup key instead.
      </Text>
      <Box alignSelf="flex-start" bg="white" p="2" borderWidth="1px" borderRadius="md">
        {/* sized here, not by the qrCode recipe: the page may be outside the admin shell's system */}
        <QrCode.Root value={enrollment.uri} role="img" aria-label="QR code for your authenticator app">
          <QrCode.Frame boxSize="200px" color="black">
            <QrCode.Pattern fill="currentColor" />
          </QrCode.Frame>
        </QrCode.Root>
      </Box>
      <Field.Root>
        <Field.Label>Setup key</Field.Label>
        <Input readOnly value={groupedKey(enrollment.secret)} fontFamily="mono" onFocus={(e) => e.currentTarget.select()} />
        <Field.HelperText>Time-based, 6 digits. Spaces do not matter.</Field.HelperText>
      </Field.Root>
      <CodeForm
        onCode={(code) => confirm.mutate({ factorId: enrollment.factorId, code }, { onSuccess: onDone })}
        pending={confirm.isPending}
        error={confirm.error}
        submitLabel="Confirm"
        busyLabel="Confirming..."
      />
      {onCancel && (
        <Button variant="outline" alignSelf="flex-start" onClick={onCancel}>
          Cancel
        </Button>
      )}
    </Stack>
  )
}
