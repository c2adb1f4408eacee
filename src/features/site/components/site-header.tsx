import { Link } from '@tanstack/react-router'
import { Box } from '@chakra-ui/react/box'
import { Flex } from '@chakra-ui/react/flex'
import { site } from '@/content/site'

export function SiteHeader() {
  return (
    <Box as="header" borderBottomWidth="1px" bg="white">
      <Flex maxW="7xl" mx="auto" px="4" py="3" align="center" justify="space-between">
        <Link to="/">{site.name}</Link>
      </Flex>
    </Box>
  )
}
