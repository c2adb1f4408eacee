import { Box } from '@chakra-ui/react/box'
import { Flex } from '@chakra-ui/react/flex'
import { Heading } from '@chakra-ui/react/heading'
import { SimpleGrid } from '@chakra-ui/react/simple-grid'
import { Text } from '@chakra-ui/react/text'
import type { PageDocument } from '@contract/site-content.ts'
import { defineMessages, useMessages } from '@/i18n/messages'

const messages = defineMessages({
  en: { step: (number: number) => `Step ${number}: ` },
  es: { step: (number: number) => `Paso ${number}: ` },
})

type ApplicationStep = PageDocument<'resources'>['applicationSteps'][number]

/** The numbered application steps, as an ordered list so the numbers are announced too. */
/** `lang` marks the steps when the page's document is not in the page's language. */
export function ApplicationSteps({ steps, lang }: { steps: readonly ApplicationStep[]; lang?: string }) {
  const t = useMessages(messages)
  return (
    <SimpleGrid as="ol" lang={lang} listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="6">
      {steps.map((step, index) => (
        <Flex as="li" key={step.title} gap="4" p="5" borderWidth="1px" borderRadius="lg" bg="bg">
          <Box
            aria-hidden="true"
            flexShrink={0}
            w="10"
            h="10"
            borderRadius="full"
            bg="brand.solid"
            color="brand.contrast"
            display="grid"
            placeItems="center"
            fontWeight="bold"
          >
            {index + 1}
          </Box>
          <Box>
            <Heading as="h3" size="md">
              <Box as="span" srOnly>{t.step(index + 1)}</Box>
              {step.title}
            </Heading>
            <Text mt="1" color="fg.muted">{step.description}</Text>
          </Box>
        </Flex>
      ))}
    </SimpleGrid>
  )
}
