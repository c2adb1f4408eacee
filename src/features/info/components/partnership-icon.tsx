import { Box } from '@chakra-ui/react/box'
import type { PARTNERSHIP_ICONS } from '@contract/site-content.ts'

type PartnershipIcon = (typeof PARTNERSHIP_ICONS)[number]

const paths: Record<PartnershipIcon, string> = {
  building: 'M4 21V5a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2v4h2a2 2 0 0 1 2 2v10M4 21h16M8 7h4M8 11h4M8 15h4',
  health: 'M12 21s-7-4.4-9.3-9A5 5 0 0 1 12 6a5 5 0 0 1 9.3 6c-2.3 4.6-9.3 9-9.3 9zM12 10v4M10 12h4',
  community: 'M16 19v-1a4 4 0 0 0-8 0v1M12 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6M20 19v-1a3 3 0 0 0-3-3M4 19v-1a3 3 0 0 1 3-3',
}

/** A decorative line icon for a partnership type (hidden from assistive technology). */
export function PartnershipIconGlyph({ icon }: { icon: PartnershipIcon }) {
  return (
    <Box w="12" h="12" borderRadius="full" bg="brand.subtle" color="brand.700" display="grid" placeItems="center">
      <svg aria-hidden="true" focusable="false" width="26" height="26" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d={paths[icon]} />
      </svg>
    </Box>
  )
}
