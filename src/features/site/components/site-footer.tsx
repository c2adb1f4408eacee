import { Box } from '@chakra-ui/react/box'
import { site } from '@/content/site'

export function SiteFooter() {
  return (
    <Box as="footer" bg="brand.900" color="white" px="4" py="8">
      {site.tagline}
    </Box>
  )
}
