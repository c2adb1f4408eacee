import { SimpleGrid } from '@chakra-ui/react/simple-grid'
import { Box } from '@chakra-ui/react/box'
import { Text } from '@chakra-ui/react/text'
import type { Stat } from '@contract/site-content.ts'

/**
 * A row of headline figures; the value and label are read together as one list item. `lang` marks
 * the labels when the settings they come from are not in the page's language.
 */
export function StatsRow({ stats, lang }: { stats: readonly Stat[]; lang?: string }) {
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: stats.length }} gap="6">
      {stats.map((stat) => (
        <Box as="li" key={stat.label} textAlign="center" p="6" borderRadius="lg" bg="brand.subtle">
          <Text fontSize="4xl" fontWeight="bold" color="brand.700">
            {stat.value}
          </Text>
          <Text lang={lang} color="fg">{stat.label}</Text>
        </Box>
      ))}
    </SimpleGrid>
  )
}
