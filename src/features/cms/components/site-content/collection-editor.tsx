import { useState, type ReactNode } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Box } from '@chakra-ui/react/box'
import { Button } from '@chakra-ui/react/button'
import { Heading } from '@chakra-ui/react/heading'
import { HStack, Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { COLLECTION_INPUTS, type CollectionName } from '@contract/collections.ts'
import { TRANSLATABLE_PATHS } from '@contract/translations.ts'
import { notify } from '@/components/ui/toaster'
import { errorMessage } from '@/lib/http'
import {
  collectionQueryOptions, itemPath, useDeleteItem, useReorder, useSetItemPublished, type CollectionRow as Row,
} from '../../api/site-content-admin'
import { collectionConfig, itemNoun, itemTitle } from '../../lib/content-collections'
import { CollectionItemForm } from './collection-item-form'
import { CollectionRow } from './collection-row'
import { ConfirmDeleteDialog } from './confirm-delete-dialog'
import { HistoryDialog } from './history-dialog'

type Dialogs = { kind: 'history' | 'delete'; row: Row } | null

/**
 * A collection's section (issue 32): its items in order with Move up / Move down (the new
 * position announced), Published, Edit, History and Delete, and New. One editor for all ten
 * collections: fields, names and the preview page come from the collection's declaration.
 */
export function CollectionEditor({ name, preview }: { name: CollectionName; preview: ReactNode }) {
  const [config] = useState(() => collectionConfig(name))
  const query = useQuery(collectionQueryOptions(name))
  const reorder = useReorder(name)
  const setPublished = useSetItemPublished(name)
  const remove = useDeleteItem(name)
  const [editing, setEditing] = useState<{ row: Row | null } | null>(null)
  const [dialog, setDialog] = useState<Dialogs>(null)
  const [announcement, setAnnouncement] = useState('')
  const one = itemNoun(config)
  const titleOf = (row: Row) => itemTitle(config, row)
  // partners have nothing to translate (names and logos): no Spanish state or editor
  const translatable = TRANSLATABLE_PATHS[name].length > 0

  if (editing) {
    return <CollectionItemForm config={config} row={editing.row} rows={query.data ?? []} preview={preview} onClose={() => setEditing(null)} />
  }

  const move = (rows: Row[], index: number, by: -1 | 1) => {
    const to = index + by
    const title = titleOf(rows[index]!)
    if (to < 0 || to >= rows.length) {
      setAnnouncement(`${title} is already ${by < 0 ? 'first' : 'last'}`)
      return
    }
    const next = [...rows]
    next.splice(to, 0, ...next.splice(index, 1))
    setAnnouncement(`Moved to position ${to + 1} of ${rows.length}`)
    reorder.mutate(next, { onError: (error) => notify.error('Error', errorMessage(error, 'Failed to save the new order.')) })
  }

  const onPublished = (row: Row, published: boolean) =>
    setPublished.mutate(
      { row, published, fields: Object.keys(COLLECTION_INPUTS[name].shape) },
      {
        onSuccess: () => setAnnouncement(`${titleOf(row)} ${published ? 'published' : 'unpublished'}`),
        onError: (error) => notify.error('Error', errorMessage(error, `Failed to update the ${one}.`)),
      },
    )

  const onDelete = (row: Row) =>
    remove.mutate(row.id, {
      onSuccess: () => {
        setDialog(null)
        notify.success(`${config.singular} Deleted`, `${titleOf(row)} is no longer on the site.`)
      },
      onError: (error) => notify.error('Error', errorMessage(error, `Failed to delete the ${one}.`)),
    })

  return (
    <Stack gap="4" py="4">
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h2" size="lg">
          {config.label}
        </Heading>
        <Button colorPalette="brand" onClick={() => setEditing({ row: null })}>
          New {config.singular}
        </Button>
      </HStack>
      <Box role="status" aria-live="polite" srOnly>
        {announcement}
      </Box>
      {query.isPending ? (
        <Text role="status">Loading...</Text>
      ) : query.isError ? (
        <Text role="alert" color="red.700">
          {errorMessage(query.error, `Failed to load ${config.label.toLowerCase()}.`)}
        </Text>
      ) : query.data.length === 0 ? (
        <Text>{`No ${config.label.toLowerCase()} yet. Add the first one with New ${config.singular}.`}</Text>
      ) : (
        <Stack as="ol" gap="2" listStyleType="none" aria-label={config.label}>
          {query.data.map((row, index, rows) => (
            <CollectionRow
              key={row.id}
              title={titleOf(row)}
              row={row}
              index={index}
              count={rows.length}
              onMove={(by) => move(rows, index, by)}
              onPublished={(published) => onPublished(row, published)}
              publishing={setPublished.isPending && setPublished.variables?.row.id === row.id}
              onEdit={() => setEditing({ row })}
              onHistory={() => setDialog({ kind: 'history', row })}
              onDelete={() => setDialog({ kind: 'delete', row })}
              translation={translatable ? { subject: name, key: row.id } : undefined}
            />
          ))}
        </Stack>
      )}
      {dialog?.kind === 'history' && (
        <HistoryDialog
          title={`${config.singular}: ${titleOf(dialog.row)}`}
          path={itemPath(name, dialog.row.id)}
          version={dialog.row.version}
          adminKey={collectionQueryOptions(name).queryKey}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDeleteDialog
          what={`the ${one} "${titleOf(dialog.row)}"`}
          deleting={remove.isPending}
          onConfirm={() => onDelete(dialog.row)}
          onClose={() => setDialog(null)}
        />
      )}
    </Stack>
  )
}
