import type { ReactNode } from 'react'
import { CloseButton } from '@chakra-ui/react/button'
import { Dialog } from '@chakra-ui/react/dialog'
import { Stack } from '@chakra-ui/react/stack'
import { DialogFrame } from '@/components/dialog-frame'
import { formatAdminDate } from '../lib/format-date'

interface Props<T> {
  /** the item shown; the dialog is open while there is one */
  item: T | undefined
  onClose: () => void
  title: string
  /** under the title, before the item's date: 'Submitted on', 'Received on' */
  datedWord: string
  /** the X's accessible name */
  closeLabel: string
  scrollBehavior: 'inside' | 'outside'
  footer: (item: T) => ReactNode
  /** the item's facts (DetailItem), stacked */
  children: (item: T) => ReactNode
}

/** The contacts' and donations' details dialog: a heading, the facts, the actions and an X. */
export function DetailsDialog<T extends { createdAt: string }>({ item, onClose, title, datedWord, closeLabel, scrollBehavior, footer, children }: Props<T>) {
  return (
    <DialogFrame open={!!item} onClose={onClose} size="lg" scrollBehavior={scrollBehavior}>
      {item && (
        <>
          <Dialog.Header flexDirection="column" alignItems="flex-start" gap="1">
            <Dialog.Title>{title}</Dialog.Title>
            <Dialog.Description>
              {datedWord} {formatAdminDate(item.createdAt)}
            </Dialog.Description>
          </Dialog.Header>
          <Dialog.Body>
            <Stack gap="4">{children(item)}</Stack>
          </Dialog.Body>
          <Dialog.Footer>{footer(item)}</Dialog.Footer>
          <Dialog.CloseTrigger asChild>
            <CloseButton size="sm" aria-label={closeLabel} />
          </Dialog.CloseTrigger>
        </>
      )}
    </DialogFrame>
  )
}
