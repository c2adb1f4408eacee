import { Button } from '@chakra-ui/react/button'
import { Field } from '@chakra-ui/react/field'
import { Input } from '@chakra-ui/react/input'
import { Popover, usePopover } from '@chakra-ui/react/popover'
import { Portal } from '@chakra-ui/react/portal'
import { HStack, Stack } from '@chakra-ui/react/stack'
import type { DateFilter as Filter, DateFilterKind } from '../lib/contact-filters'
import { ToggleGroup } from './toggle-group'

const PRESETS: [DateFilterKind, string][] = [
  ['all', 'All Time'],
  ['7days', 'Last 7 Days'],
  ['30days', 'Last 30 Days'],
]

/**
 * All time, the last 7 or 30 days, or a custom inclusive range picked in a popover with two
 * date inputs (either alone is enough). Picking a date switches to custom; Clear resets to all time
 * and closes the popover, as Done does, so focus returns to the Custom Range button. The buttons
 * close the popover through its own state machine (usePopover). It closes without an exit animation:
 * Zag's presence (1.43, in this Chakra) starts listening for the exit animation's end one frame
 * after closing, so when Clear's re-render of the table held the main thread past the animation's
 * 100 ms, the end went unheard and the popover stayed open (chakra-ui/zag#3349, fixed in
 * @zag-js/presence 1.47). With no exit animation presence unmounts it at once.
 */
export function DateFilter({ value, onChange }: { value: Filter; onChange: (next: Filter) => void }) {
  const popover = usePopover({ positioning: { placement: 'bottom-start' } })
  const setBound = (bound: 'from' | 'to', date: string) => {
    const next = { ...value, kind: 'custom' as const, [bound]: date || undefined }
    onChange(next.from || next.to ? next : { kind: 'all' })
  }
  return (
    <ToggleGroup label="Date filter" options={PRESETS} value={value.kind} onChange={(kind) => onChange({ kind })}>
      <Popover.RootProvider value={popover}>
        <Popover.Trigger asChild>
          <Button size="sm" variant={value.kind === 'custom' ? 'solid' : 'outline'} colorPalette="brand" aria-pressed={value.kind === 'custom'}>
            Custom Range
          </Button>
        </Popover.Trigger>
        <Portal>
          <Popover.Positioner>
            <Popover.Content _closed={{ animationName: 'none' }}>
              <Popover.Body>
                <Popover.Title fontWeight="semibold" mb="3">
                  Custom date range
                </Popover.Title>
                <Stack gap="3">
                  <Field.Root>
                    <Field.Label>From</Field.Label>
                    <Input type="date" value={value.kind === 'custom' ? (value.from ?? '') : ''} max={value.to} onChange={(e) => setBound('from', e.target.value)} />
                  </Field.Root>
                  <Field.Root>
                    <Field.Label>To</Field.Label>
                    <Input type="date" value={value.kind === 'custom' ? (value.to ?? '') : ''} min={value.from} onChange={(e) => setBound('to', e.target.value)} />
                  </Field.Root>
                  <HStack justify="flex-end">
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => {
                        onChange({ kind: 'all' })
                        popover.setOpen(false)
                      }}
                    >
                      Clear
                    </Button>
                    <Button size="sm" colorPalette="brand" onClick={() => popover.setOpen(false)}>
                      Done
                    </Button>
                  </HStack>
                </Stack>
              </Popover.Body>
            </Popover.Content>
          </Popover.Positioner>
        </Portal>
      </Popover.RootProvider>
    </ToggleGroup>
  )
}
