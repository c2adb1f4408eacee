import { memo } from 'react'
import { Box } from '@chakra-ui/react/box'
import { Button } from '@chakra-ui/react/button'
import { Field } from '@chakra-ui/react/field'
import { Input } from '@chakra-ui/react/input'
import { SimpleGrid } from '@chakra-ui/react/simple-grid'
import { Text } from '@chakra-ui/react/text'
import { dollarsToCents, formatDollars } from '@contract/donation-rules.ts'
import { PRESET_AMOUNTS } from '../content'
import { impactFor } from '../impact'

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
  return (
    <Box as="fieldset">
      <Text as="legend" fontWeight="semibold" mb="3">Choose an amount</Text>
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
              <Text as="span" fontSize="sm" fontWeight="normal">{impactFor(amount)}</Text>
            </Button>
          )
        })}
      </SimpleGrid>
      <Field.Root mt="4" invalid={!!error}>
        <Field.Label>Custom amount (US dollars)</Field.Label>
        <Input
          type="number"
          inputMode="decimal"
          min={1}
          step={0.01}
          placeholder="Enter amount"
          value={customAmount}
          onChange={(event) => onCustom(event.target.value)}
        />
        {error && <Field.ErrorText>{error}</Field.ErrorText>}
      </Field.Root>
    </Box>
  )
})
