import { Box } from '@chakra-ui/react/box'
import { Card } from '@chakra-ui/react/card'
import { Heading } from '@chakra-ui/react/heading'
import { SimpleGrid } from '@chakra-ui/react/simple-grid'
import { Skeleton, SkeletonText } from '@chakra-ui/react/skeleton'
import { Text } from '@chakra-ui/react/text'
import { defineMessages, useMessages } from '@/i18n/messages'

const messages = defineMessages({
  en: { loading: 'Loading blog posts' },
  es: { loading: 'Cargando las publicaciones del blog' },
})

/** SPEC §9: six placeholder cards while the list loads. */
export function BlogListSkeleton() {
  const t = useMessages(messages)
  return (
    <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6" role="status" aria-busy="true" aria-label={t.loading}>
      {Array.from({ length: 6 }, (_, i) => (
        <Card.Root key={i} variant="outline" data-testid="blog-card-skeleton">
          <Card.Body gap="3">
            <Skeleton height="4" width="40%" />
            <Skeleton height="6" width="80%" />
            <SkeletonText noOfLines={3} />
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  )
}

/** A centred notice for the error and empty states. */
export function BlogListNotice({ title, text }: { title: string; text: string }) {
  return (
    <Box role="status" textAlign="center" py="12" px="4" borderWidth="1px" borderRadius="lg" bg="gray.50">
      <Heading as="h2" size="xl" color="brand.800">
        {title}
      </Heading>
      <Text mt="3" color="fg.muted">{text}</Text>
    </Box>
  )
}
