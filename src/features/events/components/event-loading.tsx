import { Text } from '@chakra-ui/react/text'

/** An event's page while its data loads (the detail and registration pages, and their routes' pending state). */
export function EventLoading() {
  return <Text role="status" textAlign="center" py="16">Loading event...</Text>
}
