import { memo } from 'react'
import { Box } from '@chakra-ui/react/box'
import { Button } from '@chakra-ui/react/button'
import { Field } from '@chakra-ui/react/field'
import { Input } from '@chakra-ui/react/input'
import { SimpleGrid } from '@chakra-ui/react/simple-grid'
import { Text } from '@chakra-ui/react/text'
import { dollarsToCents, formatDollars } from '@contract/donation-rules.ts'
import { defineMessages, useMessages } from '@/i18n/messages'
import { PRESET_AMOUNTS } from '../content'
import { impactFor, impactMessages } from '../impact'

const messages = defineMessages({
  en: { legend: 'Choose an amount', customLabel: 'Custom amount (US dollars)', customPlaceholder: 'Enter amount' },
  es: { legend: 'Elija una cantidad', customLabel: 'Otra cantidad (dólares estadounidenses)', customPlaceholder: 'Escriba la cantidad' },
})

interface AmountPickerProps {
  presetAmount: number | null
  customAmount: string
  /** SPEC §4: a preset clears the custom amount. */
  onPreset: (amount: number) => void
  /** SPEC §4: typing a custom amount clears the preset. */
  onCustom: (value: string) => void
  error?: string
}

/** The six preset buttons (toggle buttons, each with its impact) and the custom amount field. */
export const AmountPicker = memo(function AmountPicker({ presetAmount, customAmount, onPreset, onCustom, error }: AmountPickerProps) {
  const t = useMessages(messages)
  const impact = useMessages(impactMessages)
  return (
    <Box as="fieldset">
      <Text as="legend" fontWeight="semibold" mb="3">{t.legend}</Text>
      <SimpleGrid columns={{ base: 2, md: 3 }} gap="3">
        {PRESET_AMOUNTS.map((amount) => {
          const selected = presetAmount === amount
          return (
            <Button
              key={amount}
              type="button"
              aria-pressed={selected}
              onClick={() => onPreset(amount)}
              variant={selected ? 'solid' : 'outline'}
              colorPalette="brand"
              h="auto"
              py="3"
              flexDirection="column"
              whiteSpace="normal"
            >
              <Text as="span" fontSize="xl" fontWeight="bold">{formatDollars(dollarsToCents(amount))}</Text>{' '}
              <Text as="span" fontSize="sm" fontWeight="normal">{impactFor(amount, impact)}</Text>
            </Button>
          )
        })}
      </SimpleGrid>
      <Field.Root mt="4" invalid={!!error}>
        <Field.Label>{t.customLabel}</Field.Label>
        <Input
          type="number"
          inputMode="decimal"
          min={1}
          step={0.01}
          placeholder={t.customPlaceholder}
          value={customAmount}
          onChange={(event) => onCustom(event.target.value)}
        />
        {error && <Field.ErrorText>{error}</Field.ErrorText>}
      </Field.Root>
    </Box>
  )
})
