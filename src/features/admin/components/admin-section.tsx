import type { ReactNode } from 'react'
import { Container } from '@chakra-ui/react/container'
import { Heading } from '@chakra-ui/react/heading'

/** One section's page in the admin shell: its h1 (where focus lands on arrival) above the section's panel. */
export function AdminSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Container maxW="7xl" py={{ base: '6', lg: '8' }}>
      <Heading as="h1" size="2xl" mb="4">
        {title}
      </Heading>
      {children}
    </Container>
  )
}
