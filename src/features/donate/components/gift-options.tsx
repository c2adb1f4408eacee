import { memo } from 'react'
import type { UseFormRegister } from 'react-hook-form'
import { Box } from '@chakra-ui/react/box'
import { Field } from '@chakra-ui/react/field'
import { Input } from '@chakra-ui/react/input'
import { HStack, Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { DEDICATION_KINDS, DEDICATION_LABELS, formatDollars } from '@contract/donation-rules.ts'
import type { DonorFormValues } from '../donor-form'

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
  return (
    <Stack gap="4">
      <Box>
        <HStack as="label" gap="3" align="flex-start" cursor="pointer">
          <input type="checkbox" {...register('coverFee')} style={boxStyle} aria-describedby="cover-fee-help" />
          <Text as="span" fontWeight="semibold">Cover the processing fee</Text>
        </HStack>
        <Text id="cover-fee-help" ms="8" fontSize="sm" color="fg.muted">
          {feeCents === null
            ? 'Adds 2.2% + $0.30, so your whole gift goes to our programs.'
            : `Adds ${formatDollars(feeCents)} (2.2% + $0.30), so your whole gift goes to our programs.`}
        </Text>
      </Box>
      <Box>
        <HStack as="label" gap="3" cursor="pointer">
          <input type="checkbox" {...register('dedicate')} style={boxStyle} />
          <Text as="span" fontWeight="semibold">Dedicate this gift</Text>
        </HStack>
        {dedicate && (
          <Stack gap="4" mt="4" ps="8">
            <Box as="fieldset">
              <Text as="legend" fontSize="sm" fontWeight="semibold" mb="2">Dedication</Text>
              <HStack gap="5" wrap="wrap">
                {DEDICATION_KINDS.map((kind) => (
                  <HStack as="label" key={kind} gap="2" cursor="pointer">
                    <input type="radio" value={kind} {...register('dedicationKind')} style={boxStyle} />
                    <span>{DEDICATION_LABELS[kind]}</span>
                  </HStack>
                ))}
              </HStack>
            </Box>
            <Field.Root required invalid={!!dedicationNameError}>
              <Field.Label>Name of the person <Field.RequiredIndicator /></Field.Label>
              <Input autoComplete="off" {...register('dedicationName')} />
              {dedicationNameError && <Field.ErrorText>{dedicationNameError}</Field.ErrorText>}
            </Field.Root>
            <Field.Root invalid={!!dedicationEmailError}>
              <Field.Label>Notify someone by email (optional)</Field.Label>
              <Input type="email" autoComplete="off" {...register('dedicationEmail')} />
              <Field.HelperText>We let them know about your gift, without the amount.</Field.HelperText>
              {dedicationEmailError && <Field.ErrorText>{dedicationEmailError}</Field.ErrorText>}
            </Field.Root>
          </Stack>
        )}
      </Box>
    </Stack>
  )
})
