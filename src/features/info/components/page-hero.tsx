import type { ReactNode } from 'react'
import { Box } from '@chakra-ui/react/box'
import { Container } from '@chakra-ui/react/container'
import { Heading } from '@chakra-ui/react/heading'
import { Text } from '@chakra-ui/react/text'

interface PageHeroProps {
  title: string
  /** The title's language when it is content not yet in the page's language (a policy's title). */
  titleLang?: string
  subtitle?: string
  children?: ReactNode
}

/** The banner at the top of an information page; holds the page's one h1. */
export function PageHero({ title, titleLang, subtitle, children }: PageHeroProps) {
  return (
    <Box as="header" bg="brand.800" color="white" py={{ base: '12', md: '16' }}>
      <Container maxW="5xl" textAlign="center">
        <Heading as="h1" lang={titleLang} tabIndex={-1} size={{ base: '3xl', md: '5xl' }} _focusVisible={{ outline: '2px solid white', outlineOffset: '4px' }}>
          {title}
        </Heading>
        {subtitle && (
          <Text mt="4" fontSize={{ base: 'md', md: 'lg' }} color="brand.50" maxW="3xl" mx="auto">
            {subtitle}
          </Text>
        )}
        {children}
      </Container>
    </Box>
  )
}

