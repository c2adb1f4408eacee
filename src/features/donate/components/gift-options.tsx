import { memo } from 'react'
import type { UseFormRegister } from 'react-hook-form'
import { Box } from '@chakra-ui/react/box'
import { Field } from '@chakra-ui/react/field'
import { Input } from '@chakra-ui/react/input'
import { HStack, Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { DEDICATION_KINDS, DEDICATION_LABELS, type DedicationKind, formatDollars } from '@contract/donation-rules.ts'
import { defineMessages, useMessages } from '@/i18n/messages'
import type { DonorFormValues } from '../donor-form'

const messages = defineMessages<{
  coverFee: string
  coverFeeHelp: string
  coverFeeHelpWithAmount: (fee: string) => string
  dedicate: string
  dedication: string
  dedicationKinds: Record<DedicationKind, string>
  dedicationName: string
  dedicationEmail: string
  dedicationEmailHelp: string
}>({
  en: {
    coverFee: 'Cover the processing fee',
    coverFeeHelp: 'Adds 2.2% + $0.30, so your whole gift goes to our programs.',
    coverFeeHelpWithAmount: (fee) => `Adds ${fee} (2.2% + $0.30), so your whole gift goes to our programs.`,
    dedicate: 'Dedicate this gift',
    dedication: 'Dedication',
    dedicationKinds: DEDICATION_LABELS,
    dedicationName: 'Name of the person',
    dedicationEmail: 'Notify someone by email (optional)',
    dedicationEmailHelp: 'We let them know about your gift, without the amount.',
  },
  es: {
    coverFee: 'Cubrir el costo de procesamiento',
    coverFeeHelp: 'Agrega 2.2% + $0.30, para que toda su donación vaya a nuestros programas.',
    coverFeeHelpWithAmount: (fee) => `Agrega ${fee} (2.2% + $0.30), para que toda su donación vaya a nuestros programas.`,
    dedicate: 'Dedicar esta donación',
    dedication: 'Dedicatoria',
    dedicationKinds: { honor: 'En honor a', memory: 'En memoria de' },
    dedicationName: 'Nombre de la persona',
    dedicationEmail: 'Avisar a alguien por correo electrónico (opcional)',
    dedicationEmailHelp: 'Le avisamos de su donación, sin decir la cantidad.',
  },
})

const boxStyle = { width: '1.1rem', height: '1.1rem', accentColor: 'var(--chakra-colors-brand-700)', flexShrink: 0 } as const

interface GiftOptionsProps {
  register: UseFormRegister<DonorFormValues>
  /** The fee covering adds, shown before paying; null until an amount is chosen. */
  feeCents: number | null
  dedicate: boolean
  dedicationNameError?: string
  dedicationEmailError?: string
}

/** 'Cover the processing fee' (off by default) and an optional dedication, as peers' forms offer. */
export const GiftOptions = memo(function GiftOptions({ register, feeCents, dedicate, dedicationNameError, dedicationEmailError }: GiftOptionsProps) {
  const t = useMessages(messages)
  return (
    <Stack gap="4">
      <Box>
        <HStack as="label" gap="3" align="flex-start" cursor="pointer">
          <input type="checkbox" {...register('coverFee')} style={boxStyle} aria-describedby="cover-fee-help" />
          <Text as="span" fontWeight="semibold">{t.coverFee}</Text>
        </HStack>
        <Text id="cover-fee-help" ms="8" fontSize="sm" color="fg.muted">
          {feeCents === null ? t.coverFeeHelp : t.coverFeeHelpWithAmount(formatDollars(feeCents))}
        </Text>
      </Box>
      <Box>
        <HStack as="label" gap="3" cursor="pointer">
          <input type="checkbox" {...register('dedicate')} style={boxStyle} />
          <Text as="span" fontWeight="semibold">{t.dedicate}</Text>
        </HStack>
        {dedicate && (
          <Stack gap="4" mt="4" ps="8">
            <Box as="fieldset">
              <Text as="legend" fontSize="sm" fontWeight="semibold" mb="2">{t.dedication}</Text>
              <HStack gap="5" wrap="wrap">
                {DEDICATION_KINDS.map((kind) => (
                  <HStack as="label" key={kind} gap="2" cursor="pointer">
                    <input type="radio" value={kind} {...register('dedicationKind')} style={boxStyle} />
                    <span>{t.dedicationKinds[kind]}</span>
                  </HStack>
                ))}
              </HStack>
            </Box>
            <Field.Root required invalid={!!dedicationNameError}>
              <Field.Label>{t.dedicationName} <Field.RequiredIndicator /></Field.Label>
              <Input autoComplete="off" {...register('dedicationName')} />
              {dedicationNameError && <Field.ErrorText>{dedicationNameError}</Field.ErrorText>}
            </Field.Root>
            <Field.Root invalid={!!dedicationEmailError}>
              <Field.Label>{t.dedicationEmail}</Field.Label>
              <Input type="email" autoComplete="off" {...register('dedicationEmail')} />
              <Field.HelperText>{t.dedicationEmailHelp}</Field.HelperText>
              {dedicationEmailError && <Field.ErrorText>{dedicationEmailError}</Field.ErrorText>}
            </Field.Root>
          </Stack>
        )}
      </Box>
    </Stack>
  )
})
