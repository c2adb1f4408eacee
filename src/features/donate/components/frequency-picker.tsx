import { memo } from 'react'
import { Box } from '@chakra-ui/react/box'
import { HStack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { DONATION_FREQUENCIES, type DonationFrequency } from '@contract/donation-rules.ts'
import { defineMessages, useMessages } from '@/i18n/messages'

const messages = defineMessages<{ legend: string; labels: Record<DonationFrequency, string> }>({
  en: { legend: 'How often would you like to give?', labels: { 'one-time': 'One-time', monthly: 'Monthly' } },
  es: { legend: '¿Con qué frecuencia desea donar?', labels: { 'one-time': 'Una sola vez', monthly: 'Cada mes' } },
})

interface FrequencyPickerProps {
  value: DonationFrequency
  onChange: (value: DonationFrequency) => void
}

/** 'One-time' / 'Monthly' as a native radio group (a fieldset and its legend), One-time first. */
export const FrequencyPicker = memo(function FrequencyPicker({ value, onChange }: FrequencyPickerProps) {
  const t = useMessages(messages)
  return (
    <Box as="fieldset">
      <Text as="legend" fontWeight="semibold" mb="3">{t.legend}</Text>
      <HStack gap="3">
        {DONATION_FREQUENCIES.map((option) => {
          const checked = value === option
          return (
            <Box
              as="label"
              key={option}
              flex="1"
              display="flex"
              alignItems="center"
              justifyContent="center"
              gap="2"
              py="3"
              px="4"
              borderWidth="2px"
              borderRadius="md"
              borderColor={checked ? 'brand.700' : 'border'}
              bg={checked ? 'brand.50' : undefined}
              fontWeight="semibold"
              cursor="pointer"
              _focusWithin={{ outline: '2px solid', outlineColor: 'brand.700', outlineOffset: '2px' }}
            >
              <input
                type="radio"
                name="frequency"
                value={option}
                checked={checked}
                onChange={() => onChange(option)}
                style={{ accentColor: 'currentColor', width: '1.1rem', height: '1.1rem' }}
              />
              {t.labels[option]}
            </Box>
          )
        })}
      </HStack>
    </Box>
  )
})
