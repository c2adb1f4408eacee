import { memo } from 'react'
import { Box } from '@chakra-ui/react/box'
import { HStack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import type { DonationFrequency } from '@contract/donation-rules.ts'

const OPTIONS: readonly { value: DonationFrequency; label: string }[] = [
  { value: 'one-time', label: 'One-time' },
  { value: 'monthly', label: 'Monthly' },
]

interface FrequencyPickerProps {
  value: DonationFrequency
  onChange: (value: DonationFrequency) => void
}

/** 'One-time' / 'Monthly' as a native radio group (a fieldset and its legend), One-time first. */
export const FrequencyPicker = memo(function FrequencyPicker({ value, onChange }: FrequencyPickerProps) {
  return (
    <Box as="fieldset">
      <Text as="legend" fontWeight="semibold" mb="3">How often would you like to give?</Text>
      <HStack gap="3">
        {OPTIONS.map((option) => {
          const checked = value === option.value
          return (
            <Box
              as="label"
              key={option.value}
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
                value={option.value}
                checked={checked}
                onChange={() => onChange(option.value)}
                style={{ accentColor: 'currentColor', width: '1.1rem', height: '1.1rem' }}
              />
              {option.label}
            </Box>
          )
        })}
      </HStack>
    </Box>
  )
})
