import type { ReactNode } from 'react'
import { Box } from '@chakra-ui/react/box'
import { Container } from '@chakra-ui/react/container'
import { Heading } from '@chakra-ui/react/heading'
import { HStack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'

/** Button props for an outline button on the dark brand bands (white on brand.800 is AA). */
export const outlineOnDark = {
  variant: 'outline',
  size: 'lg',
  color: 'white',
  borderColor: 'white',
  _hover: { bg: 'whiteAlpha.200' },
} as const

interface CallToActionProps {
  id: string
  title: string
  text: string
  /** The buttons, already linked. */
  children: ReactNode
}

/** The closing band of a page ('Ready to Get Involved?', 'Need More Information?'). */
export function CallToAction({ id, title, text, children }: CallToActionProps) {
  return (
    <Box as="section" aria-labelledby={`${id}-heading`} bg="brand.800" color="white" py={{ base: '12', md: '16' }}>
      <Container maxW="3xl" textAlign="center">
        <Heading as="h2" id={`${id}-heading`} size={{ base: '2xl', md: '3xl' }}>
          {title}
        </Heading>
        <Text mt="3" color="brand.50">{text}</Text>
        <HStack mt="6" gap="4" justify="center" wrap="wrap">
          {children}
        </HStack>
      </Container>
    </Box>
  )
}
