import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { Box } from '@chakra-ui/react/box'
import { Container } from '@chakra-ui/react/container'
import { Heading } from '@chakra-ui/react/heading'
import { Text } from '@chakra-ui/react/text'
import { chakra } from '@chakra-ui/react/styled-system'

interface JobHeaderProps {
  title: string
  subtitle?: string
  /** The title's language when it is the job's, not yet in the page's language (langOf). */
  titleLang?: string
  /** The same for the subtitle (an application names the job's facts there). */
  subtitleLang?: string
  /** The page the visitor came from: a job's page, or Get Involved. */
  back: { to: '/get-involved' } & { label: string } | { to: '/jobs/$slug'; slug: string; label: string }
  children?: ReactNode
}

/** The banner of the careers pages (a job, an application form): a way back and the page's one h1. */
export function JobHeader({ title, titleLang, subtitle, subtitleLang, back, children }: JobHeaderProps) {
  const link = back.to === '/get-involved'
    ? <Link to="/get-involved">← {back.label}</Link>
    : <Link to="/jobs/$slug" params={{ slug: back.slug }}>← {back.label}</Link>
  return (
    <Box as="header" bg="brand.800" color="white" py={{ base: '10', md: '14' }}>
      <Container maxW="5xl">
        <chakra.a asChild color="white" textDecoration="underline" fontWeight="medium" display="inline-block" mb="4">
          {link}
        </chakra.a>
        <Heading as="h1" lang={titleLang} tabIndex={-1} size={{ base: '3xl', md: '4xl' }} _focusVisible={{ outline: '2px solid white', outlineOffset: '4px' }}>
          {title}
        </Heading>
        {subtitle && <Text lang={subtitleLang} mt="3" fontSize={{ base: 'md', md: 'lg' }} color="brand.50" maxW="3xl">{subtitle}</Text>}
        {children}
      </Container>
    </Box>
  )
}
