import type { ReactNode } from 'react'
import { Button } from '@chakra-ui/react/button'
import { HStack } from '@chakra-ui/react/stack'

interface Props {
  /** the submit button's words, e.g. 'Save' */
  label: string
  busy: boolean
  /** its words while busy, e.g. 'Saving...' */
  busyLabel: string
  /** Cancel is shown only where the form can be left */
  onCancel?: () => void
  /** more buttons between submit and Cancel */
  children?: ReactNode
}

/** A form's submit button, then any others, then Cancel when there is somewhere to go back to. */
export function SubmitButtons({ label, busy, busyLabel, onCancel, children }: Props) {
  return (
    <HStack gap="3" wrap="wrap">
      <Button type="submit" colorPalette="brand" loading={busy} loadingText={busyLabel}>
        {label}
      </Button>
      {children}
      {onCancel && (
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      )}
    </HStack>
  )
}
