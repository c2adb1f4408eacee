import { Fragment, useEffect, useRef, useState, type ReactNode } from 'react'
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query'
import { Button } from '@chakra-ui/react/button'
import { Heading } from '@chakra-ui/react/heading'
import { HStack, Stack } from '@chakra-ui/react/stack'
import { Table } from '@chakra-ui/react/table'
import { ScrollableTable } from './scrollable-table'
import { Text } from '@chakra-ui/react/text'
import { errorMessage } from '@/lib/http'
import { ContentStatus, type StatusFields } from './content-status'
import { PublishButton } from './publish-button'
import { SpanishButton } from '../translations/spanish-button'
import { TranslationBadge } from '../translations/translation-state-badge'
import { HistoryDialog } from './site-content/history-dialog'

export interface ContentItem extends StatusFields {
  id: string
  version: number
  title: string
  slug: string
}

export interface Column<T> {
  header: string
  cell: (item: T) => ReactNode
}

interface Props<T extends ContentItem> {
  /** e.g. 'Blog Posts' */
  heading: string
  /** e.g. 'New Post' */
  newLabel: string
  /** Other ways to add, beside the New button (the events' New Series). */
  moreNew?: ReactNode
  /** Focus the heading when the list appears: staff come back to it from a screen that replaced it. */
  focusHeading?: boolean
  emptyText: string
  query: UseQueryResult<T[]>
  setPublished: UseMutationResult<unknown, Error, { id: string; published: boolean }>
  columns?: Column<T>[]
  rowActions?: (item: T) => ReactNode
  /** The translations' subject of these rows (keyed by id): a Spanish state and editor per row. */
  translations?: 'services' | 'posts' | 'events'
  /** Each row's History (its versions, and restore): the item's admin address and the list's query key. */
  history: { noun: string; itemPath: (id: string) => string; listKey: readonly unknown[] }
  /**
   * The create (item null) or edit form; `close` returns to the list, `reload` starts the form
   * again from the item as saved now (after a conflict: the other editor's version).
   */
  renderForm: (item: T | null, close: () => void, reload: () => void) => ReactNode
}

/** A CMS tab: the list with status and actions, or the create/edit form in its place. */
export function ContentPanel<T extends ContentItem>(props: Props<T>) {
  const { heading, newLabel, moreNew, focusHeading = false, emptyText, query, setPublished, columns = [], rowActions, translations, history, renderForm } = props
  // `generation` starts the form again (its values) when the item is reloaded
  const [editing, setEditing] = useState<{ item: T | null; generation: number } | null>(null)
  const [historyOf, setHistoryOf] = useState<T | null>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const returned = useRef(focusHeading)
  // back from the form (its Save or Cancel gone with it), focus goes to the list's heading and the
  // list is scrolled to its top, instead of focus falling to the page and the view left mid-page
  useEffect(() => {
    if (editing || !returned.current) return
    returned.current = false
    headingRef.current?.focus()
  }, [editing])
  const close = () => {
    returned.current = true
    setEditing(null)
  }
  // Read before the form's early return: useQuery re-renders its owner only for the fields a
  // render has read (TanStack Query's tracked properties). A list whose first read finished while
  // the form was open would otherwise never re-render for the data a save then reads again.
  const { isPending, isError, error, data } = query
  if (editing) {
    const reload = async () => {
      const fresh = (await query.refetch()).data?.find((i) => i.id === editing.item?.id)
      setEditing({ item: fresh ?? null, generation: editing.generation + 1 })
    }
    return <Fragment key={editing.generation}>{renderForm(editing.item, close, () => void reload())}</Fragment>
  }

  return (
    <Stack gap="4" py="4">
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h2" size="lg" ref={headingRef} tabIndex={-1}>
          {heading}
        </Heading>
        <HStack gap="2" wrap="wrap">
          <Button colorPalette="brand" onClick={() => setEditing({ item: null, generation: 0 })}>
            {newLabel}
          </Button>
          {moreNew}
        </HStack>
      </HStack>
      {isPending ? (
        <Text role="status">Loading...</Text>
      ) : isError ? (
        <Text role="alert" color="red.700">
          {errorMessage(error, `Failed to load ${heading.toLowerCase()}.`)}
        </Text>
      ) : data.length === 0 ? (
        <Text>{emptyText}</Text>
      ) : (
        <ScrollableTable label={heading}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Title</Table.ColumnHeader>
              {columns.map((c) => (
                <Table.ColumnHeader key={c.header}>{c.header}</Table.ColumnHeader>
              ))}
              <Table.ColumnHeader>Status</Table.ColumnHeader>
              {translations && <Table.ColumnHeader>Spanish</Table.ColumnHeader>}
              <Table.ColumnHeader>Actions</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {data.map((item) => (
              <Table.Row key={item.id}>
                <Table.Cell>
                  <Text fontWeight="medium">{item.title}</Text>
                  <Text fontSize="sm" color="gray.700">
                    /{item.slug}
                  </Text>
                </Table.Cell>
                {columns.map((c) => (
                  <Table.Cell key={c.header}>{c.cell(item)}</Table.Cell>
                ))}
                <Table.Cell>
                  <ContentStatus item={item} />
                </Table.Cell>
                {translations && (
                  <Table.Cell>
                    <TranslationBadge target={{ subject: translations, key: item.id }} />
                  </Table.Cell>
                )}
                <Table.Cell>
                  <HStack gap="2" wrap="wrap">
                    <Button size="sm" variant="outline" onClick={() => setEditing({ item, generation: 0 })} aria-label={`Edit ${item.title}`}>
                      Edit
                    </Button>
                    <PublishButton item={item} setPublished={setPublished} />
                    {translations && <SpanishButton target={{ subject: translations, key: item.id }} title={item.title} />}
                    <Button size="sm" variant="outline" onClick={() => setHistoryOf(item)} aria-label={`History of ${item.title}`}>
                      History
                    </Button>
                    {rowActions?.(item)}
                  </HStack>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </ScrollableTable>
      )}
      {historyOf && (
        <HistoryDialog
          title={`${history.noun}: ${historyOf.title}`}
          path={history.itemPath(historyOf.id)}
          version={historyOf.version}
          adminKey={history.listKey}
          onClose={() => setHistoryOf(null)}
        />
      )}
    </Stack>
  )
}
