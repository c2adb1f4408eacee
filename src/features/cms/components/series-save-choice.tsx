import { Box } from '@chakra-ui/react/box'
import { HStack, Stack } from '@chakra-ui/react/stack'
import { chakra } from '@chakra-ui/react/styled-system'
import { Text } from '@chakra-ui/react/text'

export type SeriesSaveScope = 'this' | 'following'

const CHOICES: { value: SeriesSaveScope; label: string; help: string }[] = [
  { value: 'this', label: 'Only this date', help: 'The other dates of the series stay as they are.' },
  {
    value: 'following',
    label: 'This and following dates',
    help: 'The text, details and time of day go to this date and every later date of the series; earlier dates stay as they are.',
  },
]

/**
 * On a date of a series, what Save changes: this date alone (its own save) or this and every
 * later date (POST …/following). Native radios in a fieldset, so the question is read with each choice.
 */
export function SeriesSaveChoice({ seriesTitle, value, onChange }: {
  seriesTitle: string; value: SeriesSaveScope; onChange: (scope: SeriesSaveScope) => void
}) {
  return (
    <Box as="fieldset" borderWidth="1px" borderRadius="lg" p="4">
      <Text as="legend" fontWeight="medium" px="1">
        Save changes to
      </Text>
      <Text color="gray.700" fontSize="sm" mb="2">
        This date is part of the series “{seriesTitle}”.
      </Text>
      <Stack gap="2">
        {CHOICES.map((choice) => (
          <Box key={choice.value}>
            <HStack as="label" gap="2" minH="44px">
              <chakra.input
                type="radio"
                name="series-save-scope"
                value={choice.value}
                checked={value === choice.value}
                onChange={() => onChange(choice.value)}
                w="5"
                h="5"
                aria-describedby={`series-save-${choice.value}-help`}
              />
              {choice.label}
            </HStack>
            <Text id={`series-save-${choice.value}-help`} fontSize="sm" color="gray.700" ps="7">
              {choice.help}
            </Text>
          </Box>
        ))}
      </Stack>
    </Box>
  )
}
