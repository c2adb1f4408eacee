import type { ReactNode } from 'react'
import { Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'

/** One labelled fact in a details view (contact, donation, applicant). */
export function DetailItem({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap="1">
      <Text fontWeight="semibold" fontSize="sm" color="gray.700">
        {label}
      </Text>
      {children}
    </Stack>
  )
}
