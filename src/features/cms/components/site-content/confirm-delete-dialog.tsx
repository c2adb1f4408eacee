import { Button } from '@chakra-ui/react/button'
import { Dialog } from '@chakra-ui/react/dialog'
import { DialogFrame } from '@/components/dialog-frame'

interface Props {
  /** what is deleted, e.g. 'the FAQ "How do I apply?"' */
  what: string
  deleting: boolean
  onConfirm: () => void
  onClose: () => void
}

/** Delete, with confirmation: an alert dialog whose Cancel has the focus first. */
export function ConfirmDeleteDialog({ what, deleting, onConfirm, onClose }: Props) {
  return (
    <DialogFrame open role="alertdialog" onClose={onClose}>
      <Dialog.Header>
        <Dialog.Title>Delete {what}?</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Dialog.Description>It leaves the public site at once.</Dialog.Description>
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.ActionTrigger asChild>
          <Button variant="outline">Cancel</Button>
        </Dialog.ActionTrigger>
        <Button colorPalette="red" loading={deleting} onClick={onConfirm}>
          Delete
        </Button>
      </Dialog.Footer>
    </DialogFrame>
  )
}
