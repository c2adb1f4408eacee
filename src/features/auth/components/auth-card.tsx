import type { ReactNode } from 'react'
import { Box } from '@chakra-ui/react/box'
import { Card } from '@chakra-ui/react/card'
import { Heading } from '@chakra-ui/react/heading'
import { Text } from '@chakra-ui/react/text'

/** The centred card the sign-in, forgot-password and reset-password screens share. */
export function AuthCard({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <Box px="4" py={{ base: '10', md: '16' }} bg="gray.50">
      <Card.Root maxW="md" mx="auto" shadow="md">
        <Card.Header>
          <Heading as="h1" size="xl" tabIndex={-1}>
            {title}
          </Heading>
          {intro && <Text color="gray.700">{intro}</Text>}
        </Card.Header>
        <Card.Body>{children}</Card.Body>
      </Card.Root>
    </Box>
  )
}
