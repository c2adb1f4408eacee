import { Badge } from '@chakra-ui/react/badge'
import { Button } from '@chakra-ui/react/button'
import { HStack, Stack } from '@chakra-ui/react/stack'
import { Switch } from '@chakra-ui/react/switch'
import { Text } from '@chakra-ui/react/text'
import type { TranslationSubject } from '@contract/translations.ts'
import type { CollectionRow as Row } from '../../api/site-content-admin'
import { SpanishButton } from '../../translations/spanish-button'
import { TranslationBadge } from '../../translations/translation-state-badge'

interface Props {
  title: string
  row: Row
  index: number
  count: number
  onMove: (by: -1 | 1) => void
  onPublished: (published: boolean) => void
  publishing: boolean
  onEdit: () => void
  onHistory: () => void
  onDelete: () => void
  /** The row's Spanish version (none for a collection with nothing to translate). */
  translation?: TranslationSubject | undefined
}

/**
 * One item of a collection: its name and state, Move up / Move down (never disabled, so the
 * focus stays on the button at either end), Published, Edit, Spanish, History and Delete.
 */
export function CollectionRow({ title, row, index, count, onMove, onPublished, publishing, onEdit, onHistory, onDelete, translation }: Props) {
  return (
    <Stack as="li" gap="3" borderWidth="1px" rounded="md" p="3" direction={{ base: 'column', md: 'row' }} justify="space-between">
      <Stack gap="1" minW="0">
        <Text fontWeight="medium" overflowWrap="anywhere">
          {title}
        </Text>
        <HStack gap="2" wrap="wrap">
          <Text fontSize="sm" color="gray.700">
            Position {index + 1} of {count}
          </Text>
          <Badge colorPalette={row.published ? 'green' : 'gray'}>{row.published ? 'Published' : 'Draft'}</Badge>
          {translation && <TranslationBadge target={translation} />}
        </HStack>
      </Stack>
      <HStack gap="2" wrap="wrap">
        <Button size="sm" variant="outline" aria-label={`Move ${title} up`} aria-disabled={index === 0 || undefined} onClick={() => onMove(-1)}>
          Move up
        </Button>
        <Button size="sm" variant="outline" aria-label={`Move ${title} down`} aria-disabled={index === count - 1 || undefined} onClick={() => onMove(1)}>
          Move down
        </Button>
        <Switch.Root checked={row.published} disabled={publishing} onCheckedChange={(e) => onPublished(e.checked)} colorPalette="brand">
          <Switch.HiddenInput aria-label={`Published: ${title}`} />
          <Switch.Control />
          <Switch.Label>Published</Switch.Label>
        </Switch.Root>
        <Button size="sm" variant="outline" aria-label={`Edit ${title}`} onClick={onEdit}>
          Edit
        </Button>
        {translation && <SpanishButton target={translation} title={title} />}
        <Button size="sm" variant="outline" aria-label={`History of ${title}`} onClick={onHistory}>
          History
        </Button>
        <Button size="sm" variant="outline" colorPalette="red" aria-label={`Delete ${title}`} onClick={onDelete}>
          Delete
        </Button>
      </HStack>
    </Stack>
  )
}
