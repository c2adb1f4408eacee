import { Badge } from '@chakra-ui/react/badge'
import { Box } from '@chakra-ui/react/box'
import { Text } from '@chakra-ui/react/text'

/** A date of a series in the events list: the word and the series' name, not a color alone. */
export function SeriesBadge({ series }: { series: { title: string } }) {
  return (
    <Box mt="1">
      <Badge colorPalette="accent" size="sm">
        Series
      </Badge>{' '}
      <Text as="span" fontSize="sm">
        {series.title}
      </Text>
    </Box>
  )
}
