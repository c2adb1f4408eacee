import { Box } from '@chakra-ui/react/box'
import { chakra } from '@chakra-ui/react/styled-system'

export type SensoryIconName =
  | 'noise' | 'lighting' | 'crowd' | 'quiet' | 'seating' | 'food'
  | 'step-free' | 'accessible-toilet' | 'asl-interpretation' | 'spanish-interpretation' | 'sensory-kits'

// 24×24 line drawings of our own, stroked in the text colour.
const paths: Record<SensoryIconName, string> = {
  noise: 'M4 9v6h4l5 4V5L8 9H4zM16 9a4 4 0 0 1 0 6M18.5 6.5a7.5 7.5 0 0 1 0 11',
  lighting: 'M12 3v2M12 19v2M3 12h2M19 12h2M5.6 5.6l1.4 1.4M17 17l1.4 1.4M5.6 18.4L7 17M17 7l1.4-1.4M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8z',
  crowd: 'M16 19v-1a4 4 0 0 0-8 0v1M12 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6M20 19v-1a3 3 0 0 0-3-3M4 19v-1a3 3 0 0 1 3-3',
  quiet: 'M20 14.5A8 8 0 1 1 9.5 4a6.5 6.5 0 0 0 10.5 10.5z',
  seating: 'M7 4v9h10M7 13v7M17 13v7M7 9h8a2 2 0 0 1 2 2v2',
  food: 'M5 8h12v5a6 6 0 0 1-12 0V8zM17 9h1.5a2.5 2.5 0 0 1 0 5H17M8 3v2M11 3v2M14 3v2',
  'step-free': 'M3 20h18L21 10M3 20l18-10M12 4a1.5 1.5 0 1 0 0 .1',
  'accessible-toilet': 'M10 4a1.5 1.5 0 1 0 0 .1M10 8v6h5l2 5M10 11h4M7.5 12a5 5 0 1 0 7 6',
  'asl-interpretation': 'M8 13V5.5a1.5 1.5 0 0 1 3 0V11M11 10V4.5a1.5 1.5 0 0 1 3 0V11M14 10.5V6a1.5 1.5 0 0 1 3 0v8a7 7 0 0 1-7 7 6 6 0 0 1-5-3l-2.5-4.5a1.5 1.5 0 0 1 2.6-1.5L8 14',
  'spanish-interpretation': 'M4 5h12v8H9l-4 3v-3H4zM13 16h2l4 3v-3h1V9h-2',
  'sensory-kits': 'M5 8h14l-1 12H6L5 8zM9 8V6a3 3 0 0 1 6 0v2M10 13h4',
}

/** A decorative line icon beside a sensory or access fact (its text always says the same). */
export function SensoryIcon({ name }: { name: SensoryIconName }) {
  return (
    <Box flexShrink={0} w="9" h="9" borderRadius="full" bg="brand.subtle" color="brand.700" display="grid" placeItems="center">
      <chakra.svg aria-hidden="true" focusable="false" boxSize="5" viewBox="0 0 24 24" fill="none" stroke="currentColor"
        strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d={paths[name]} />
      </chakra.svg>
    </Box>
  )
}
