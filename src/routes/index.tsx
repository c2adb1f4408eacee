import { createFileRoute } from '@tanstack/react-router'
import { Heading } from '@chakra-ui/react/heading'
import { pageHead } from '@/lib/seo'
import { site } from '@/content/site'

export const Route = createFileRoute('/')({
  head: () => pageHead({ title: 'Home', description: site.description, path: '/' }),
  component: HomePage,
})

function HomePage() {
  return <Heading as="h1">{site.name}</Heading>
}
