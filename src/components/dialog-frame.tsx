import type { ReactNode } from 'react'
import { Dialog } from '@chakra-ui/react/dialog'
import { Portal } from '@chakra-ui/react/portal'

type Props = Omit<Dialog.RootProps, 'children' | 'onOpenChange'> & {
  /** Escape, the X or a click outside (where allowed) */
  onClose: () => void
  /** the dialog's content: header, body, footer */
  children: ReactNode
}

/** A modal dialog's frame (portal, backdrop, positioner); the rest of Dialog.Root's props pass through. */
export function DialogFrame({ onClose, children, ...root }: Props) {
  return (
    <Dialog.Root {...root} onOpenChange={(e) => !e.open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>{children}</Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
