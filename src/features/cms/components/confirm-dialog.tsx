import { useRef, type ReactNode } from 'react'
import { Button } from '@chakra-ui/react/button'
import { Dialog } from '@chakra-ui/react/dialog'
import { HStack, Stack } from '@chakra-ui/react/stack'
import { Portal } from '@chakra-ui/react/portal'
import { Text } from '@chakra-ui/react/text'

interface Props {
  open: boolean
  onClose: () => void
  /** e.g. 'Delete “Spring Gala”?' */
  title: string
  children: ReactNode
  /** The destructive button, e.g. 'Delete' */
  confirmLabel: string
  /** The safe button, e.g. 'Keep Post'; it has the focus when the dialog opens. */
  keepLabel: string
  onConfirm: () => void
  busy: boolean
  /** The server's refusal, shown in the dialog (announced as an alert). */
  error?: string | undefined
  /** Another way out offered with the error, e.g. 'Cancel Event'. */
  alternative?: ReactNode
}

/** An alert dialog asking staff to confirm a change that cannot be undone. */
export function ConfirmDialog(props: Props) {
  const { open, onClose, title, children, confirmLabel, keepLabel, onConfirm, busy, error, alternative } = props
  const keepRef = useRef<HTMLButtonElement>(null)
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => !e.open && onClose()}
      role="alertdialog"
      initialFocusEl={() => keepRef.current}
      size={{ base: 'full', sm: 'md' }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Dialog.Description asChild>
                  <div>{children}</div>
                </Dialog.Description>
                {error && (
                  <Text role="alert" color="red.700">
                    {error}
                  </Text>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <HStack gap="2" wrap="wrap" justify="flex-end">
                <Button ref={keepRef} variant="outline" onClick={onClose}>
                  {keepLabel}
                </Button>
                {alternative ?? (
                  <Button colorPalette="red" onClick={onConfirm} loading={busy}>
                    {confirmLabel}
                  </Button>
                )}
              </HStack>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
