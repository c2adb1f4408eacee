import { Link } from '@tanstack/react-router'
import { HStack, Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { LinkButton } from '@/components/ui/link-button'
import type { PageName } from '@contract/site-content.ts'
import { PAGE_LABELS } from '../../lib/page-labels'
import { SpanishButton } from '../../translations/spanish-button'
import { TranslationBadge } from '../../translations/translation-state-badge'

/** The pages whose copy staff edit, each a link to its editor, with its Spanish version's state and editor. */
export function PageList() {
  return (
    <Stack gap="3" py="4">
      <Text>Each page's own text. The organisation's name, phones and addresses are in Site Settings.</Text>
      <Stack as="ul" gap="2" listStyleType="none" aria-label="Pages">
        {(Object.keys(PAGE_LABELS) as PageName[]).map((page) => (
          <HStack as="li" key={page} gap="3" wrap="wrap">
            <LinkButton asChild variant="outline" justifyContent="flex-start" w={{ base: 'full', sm: 'auto' }}>
              <Link to="/admin/pages/$page" params={{ page }}>
                Edit {PAGE_LABELS[page]}
              </Link>
            </LinkButton>
            <SpanishButton target={{ subject: 'pages', key: page }} title={PAGE_LABELS[page]} />
            <TranslationBadge target={{ subject: 'pages', key: page }} />
          </HStack>
        ))}
      </Stack>
    </Stack>
  )
}
