import type { RefObject } from 'react'
import { CloseButton } from '@chakra-ui/react/button'
import { Drawer } from '@chakra-ui/react/drawer'
import { Portal } from '@chakra-ui/react/portal'
import type { AdminSectionGroup } from '../admin-sections'
import { AdminNav } from './admin-nav'

/**
 * The admin navigation on a phone: a drawer from the start side, a dialog with its own title
 * that traps focus, closes on Escape, on its close button and when a section is chosen, and
 * gives focus back to the menu button.
 */
export function AdminMenuDrawer({ open, onClose, groups, returnFocusTo }: {
  open: boolean
  onClose: () => void
  groups: readonly AdminSectionGroup[]
  returnFocusTo: RefObject<HTMLButtonElement | null>
}) {
  return (
    <Drawer.Root open={open} onOpenChange={(details) => !details.open && onClose()} placement="start" size="xs"
      lazyMount unmountOnExit finalFocusEl={() => returnFocusTo.current}>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>Admin menu</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <AdminNav groups={groups} idPrefix="admin-drawer" onNavigate={onClose} />
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton aria-label="Close menu" size="md" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  )
}
