import type { ReactNode } from 'react'
import { Box } from '@chakra-ui/react/box'
import { Container } from '@chakra-ui/react/container'
import { Heading } from '@chakra-ui/react/heading'
import { Text } from '@chakra-ui/react/text'

interface PageSectionProps {
  /** Used for the h2 and, through `id`, as the section's accessible name. */
  title: string
  id: string
  intro?: string
  tinted?: boolean
  children: ReactNode
}

/** One titled band of an information page (h2 + content), labelled by its heading. */
export function PageSection({ title, id, intro, tinted = false, children }: PageSectionProps) {
  const headingId = `${id}-heading`
  return (
    <Box as="section" id={id} aria-labelledby={headingId} py={{ base: '10', md: '14' }} bg={tinted ? 'gray.50' : undefined}>
      <Container maxW="6xl">
        <Heading as="h2" id={headingId} size={{ base: '2xl', md: '3xl' }} textAlign="center" color="brand.800">
          {title}
        </Heading>
        {intro && (
          <Text mt="3" textAlign="center" color="fg.muted" maxW="3xl" mx="auto">
            {intro}
          </Text>
        )}
        <Box mt="8">{children}</Box>
      </Container>
    </Box>
  )
}
