import { memo, useEffect, useRef } from 'react'
import { Box } from '@chakra-ui/react/box'
import { Field } from '@chakra-ui/react/field'
import { Input } from '@chakra-ui/react/input'
import { SimpleGrid } from '@chakra-ui/react/simple-grid'
import { Text } from '@chakra-ui/react/text'
import { dollarsToCents, formatDollars } from '@contract/donation-rules.ts'
import { LinkButton } from '@/components/ui/link-button'
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

/** The preset amount an address chose (`?amount=50`), if it is one of the presets. */
export function presetInAddress(search: string): number | null {
  const amount = Number(new URLSearchParams(search).get('amount'))
  return PRESET_AMOUNTS.find((preset) => preset === amount) ?? null
}

/**
 * The six preset buttons (toggle buttons, each with its impact) and the custom amount field.
 * Each preset is a link to this page with `?amount=` in the HTML the build writes: a click made
 * before the page's code has started loads the page again with the amount in its address, which
 * the form chooses once it runs. From then on a click chooses the amount in place.
 */
export const AmountPicker = memo(function AmountPicker({ presetAmount, customAmount, onPreset, onCustom, error }: AmountPickerProps) {
  const t = useMessages(messages)
  const impact = useMessages(impactMessages)
  // Once, after hydration: the build's HTML has no amount chosen, and the first render must match it.
  const addressRead = useRef(false)
  useEffect(() => {
    if (addressRead.current) return
    addressRead.current = true
    const chosen = presetInAddress(window.location.search)
    if (chosen !== null) onPreset(chosen)
  }, [onPreset])
  return (
    <Box as="fieldset">
      <Text as="legend" fontWeight="semibold" mb="3">{t.legend}</Text>
      <SimpleGrid columns={{ base: 2, md: 3 }} gap="3">
        {PRESET_AMOUNTS.map((amount) => {
          const selected = presetAmount === amount
          return (
            <LinkButton
              key={amount}
              href={`?amount=${amount}`}
              role="button"
              aria-pressed={selected}
              onClick={(event) => {
                // a click asking for a new tab or window is the browser's
                if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
                event.preventDefault()
                onPreset(amount)
              }}
              onKeyDown={(event) => {
                // a link answers Enter (with a click); as a button, Space chooses too
                if (event.key !== ' ') return
                event.preventDefault()
                onPreset(amount)
              }}
              variant={selected ? 'solid' : 'outline'}
              colorPalette="brand"
              h="auto"
              py="3"
              flexDirection="column"
              whiteSpace="normal"
            >
              <Text as="span" fontSize="xl" fontWeight="bold">{formatDollars(dollarsToCents(amount))}</Text>{' '}
              <Text as="span" fontSize="sm" fontWeight="normal">{impactFor(amount, impact)}</Text>
            </LinkButton>
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
