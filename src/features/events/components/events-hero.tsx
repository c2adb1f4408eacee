import type { ReactNode } from 'react'
import { Box } from '@chakra-ui/react/box'
import { Container } from '@chakra-ui/react/container'
import { Heading } from '@chakra-ui/react/heading'

/** The banner at the top of the events pages; holds the page's h1 (`titleLang` when it is not in the page's language). */
export function EventsHero({ title, titleLang, children }: { title: string; titleLang?: string; children?: ReactNode }) {
  return (
    <Box as="header" bg="brand.800" color="white" py={{ base: '10', md: '14' }}>
      <Container maxW="5xl">
        {children}
        <Heading as="h1" lang={titleLang} tabIndex={-1} outline="none" size={{ base: '3xl', md: '4xl' }}>
          {title}
        </Heading>
      </Container>
    </Box>
  )
}

