import { useState } from 'react'
import { Accordion } from '@chakra-ui/react/accordion'
import { Box } from '@chakra-ui/react/box'
import { Heading } from '@chakra-ui/react/heading'
import type { Faq } from '@contract/site-content.ts'
import { langOf } from '@/i18n/content-language'
import { useLocale } from '@/i18n/use-locale'

/**
 * SPEC §4 'FAQ accordion: index of the open question or none'. One question is open at a
 * time and activating the open one closes it. Triggers are buttons with aria-expanded and
 * aria-controls; Enter/Space toggle, ArrowUp/ArrowDown/Home/End move between questions.
 */
export function FaqAccordion({ faqs }: { faqs: readonly Faq[] }) {
  const [openIndex, setOpenIndex] = useState<number | null>(null)
  const value = openIndex === null ? [] : [String(openIndex)]
  const locale = useLocale()

  return (
    <Accordion.Root
      collapsible
      value={value}
      onValueChange={(details) => {
        const next = details.value[0]
        setOpenIndex(next === undefined ? null : Number(next))
      }}
      variant="enclosed"
      maxW="4xl"
      mx="auto"
    >
      {faqs.map((faq, index) => (
        <Accordion.Item key={faq.question} {...langOf(faq, locale)} value={String(index)}>
          <Heading as="h3" size="md" fontWeight="semibold">
            <Accordion.ItemTrigger
              minH="12"
              cursor="pointer"
              _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '-2px' }}
            >
              <Box as="span" flex="1" textAlign="start">
                {faq.question}
              </Box>
              {/* a span: a button holds phrasing content only */}
              <Accordion.ItemIndicator as="span" />
            </Accordion.ItemTrigger>
          </Heading>
          <Accordion.ItemContent>
            <Accordion.ItemBody color="fg.muted">{faq.answer}</Accordion.ItemBody>
          </Accordion.ItemContent>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  )
}
