import type { ReactNode } from 'react'
import { Button } from '@chakra-ui/react/button'
import { HStack } from '@chakra-ui/react/stack'

/** One of several values as pressed buttons (status, kind, date filters); `children` join the group after them. */
export function ToggleGroup<T extends string>({ label, options, value, onChange, children }: {
  label: string; options: readonly (readonly [T, string])[]; value: T; onChange: (v: T) => void; children?: ReactNode
}) {
  return (
    <HStack gap="2" wrap="wrap" role="group" aria-label={label}>
      {options.map(([v, text]) => (
        <Button key={v} size="sm" variant={value === v ? 'solid' : 'outline'} colorPalette="brand" aria-pressed={value === v} onClick={() => onChange(v)}>
          {text}
        </Button>
      ))}
      {children}
    </HStack>
  )
}
