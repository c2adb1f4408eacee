import { Container } from '@chakra-ui/react/container'
import { Skeleton, SkeletonText } from '@chakra-ui/react/skeleton'
import { Stack } from '@chakra-ui/react/stack'
import { defineMessages, useMessages } from '@/i18n/messages'

const messages = defineMessages({
  en: { loading: 'Loading blog post' },
  es: { loading: 'Cargando la publicación' },
})

export function BlogPostSkeleton() {
  const t = useMessages(messages)
  return (
    <Container maxW="3xl" py="12" role="status" aria-busy="true" aria-label={t.loading}>
      <Stack gap="4">
        <Skeleton height="4" width="30%" />
        <Skeleton height="10" width="90%" />
        <SkeletonText noOfLines={8} gap="3" />
      </Stack>
    </Container>
  )
}
