import { Box } from '@chakra-ui/react/box'
import { Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'

/** A text or list of texts in English, read-only, marked lang="en" for screen readers. */
function EnglishValue({ value }: { value: string | string[] }) {
  if (typeof value === 'string') {
    return (
      <Text lang="en" whiteSpace="pre-wrap" overflowWrap="anywhere">
        {value || '(empty)'}
      </Text>
    )
  }
  return (
    <Box as="ol" lang="en" ps="5" listStyleType="decimal">
      {value.map((entry, i) => (
        <li key={i}>{entry}</li>
      ))}
    </Box>
  )
}

interface Props {
  now: string | string[]
  /** What the English was when the Spanish was made, when it has changed since. */
  then?: string | string[] | undefined
}

/**
 * The English beside its Spanish field. When the English changed after the translation, both
 * versions show, so staff see what to bring the Spanish up to.
 */
export function EnglishSide({ now, then }: Props) {
  return (
    <Stack gap="2" bg="gray.50" rounded="md" p="3" fontSize="sm">
      {then !== undefined && (
        <Stack gap="1" borderBottomWidth="1px" pb="2">
          <Text fontWeight="semibold" color="orange.800">
            English when translated
          </Text>
          <EnglishValue value={then} />
        </Stack>
      )}
      <Stack gap="1">
        <Text fontWeight="semibold" color="gray.700">
          {then !== undefined ? 'English now' : 'English'}
        </Text>
        <EnglishValue value={now} />
      </Stack>
    </Stack>
  )
}
