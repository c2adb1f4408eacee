import { Global } from '@emotion/react'
import { Box } from '@chakra-ui/react/box'
import { Heading } from '@chakra-ui/react/heading'
import { Text } from '@chakra-ui/react/text'
import type { PublicSensoryStep } from '@contract/sensory.ts'
import { ResponsiveImage } from '@/components/responsive-image'
import { defineMessages, useMessages } from '@/i18n/messages'

const messages = defineMessages({
  en: {
    heading: 'What to expect',
    intro: 'Step by step. You can print this page and bring it with you.',
    step: (n: number) => `Step ${n}`,
  },
  es: {
    heading: 'Qué esperar',
    intro: 'Paso a paso. Puede imprimir esta página y traerla con usted.',
    step: (n: number) => `Paso ${n}`,
  },
})

/**
 * On paper only the story prints (families print it and bring it): everything that neither holds it
 * nor sits inside it is hidden (the site's header, navigation and footer, the rest of the event
 * page), the event's name and date print above it, and no step splits across pages.
 */
const PRINT_CSS = `
@media print {
  @page { margin: 14mm; }
  body *:not(:has([data-visual-story])):not([data-visual-story]):not([data-visual-story] *) { display: none !important; }
  [data-visual-story] { color: #000; font-size: 13pt; }
  [data-visual-story] [data-print-only] { display: block !important; }
  [data-visual-story] li { break-inside: avoid; }
  [data-visual-story] img { max-width: 9cm; }
}
`

/** The "what to expect" sequence: an ordered list of steps, each with its photo when there is one. */
export function VisualStory({ steps, eventTitle, when, lang }: {
  steps: PublicSensoryStep[]; eventTitle: string; when: string; lang: { lang?: string }
}) {
  const t = useMessages(messages)
  return (
    <Box data-visual-story="" mt="8">
      <Global styles={PRINT_CSS} />
      <Text data-print-only="" display="none" fontWeight="semibold" {...lang}>{eventTitle}</Text>
      <Text data-print-only="" display="none" mb="2">{when}</Text>
      <Heading as="h3" id="visual-story-heading" size="lg" color="brand.800" mb="1">{t.heading}</Heading>
      <Text mb="4" color="fg.muted">{t.intro}</Text>
      <Box as="ol" aria-labelledby="visual-story-heading" listStyleType="none" display="grid" gap="5">
        {steps.map((step, i) => (
          <Box as="li" key={i} display="grid" gridTemplateColumns={{ base: '1fr', sm: step.image ? '12rem 1fr' : '1fr' }} gap="4"
            alignItems="center" p="4" borderWidth="1px" borderRadius="lg">
            {step.image && (
              <ResponsiveImage image={{ ...step.image, alt: step.imageAlt ?? step.image.alt }} sizes="(min-width: 30rem) 12rem, 100vw"
                w="100%" borderRadius="md" {...(step.imageAlt ? lang : {})} />
            )}
            <Box>
              <Text fontWeight="bold" color="brand.700">{t.step(i + 1)}</Text>
              <Text fontSize="lg" {...lang}>{step.text}</Text>
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  )
}
