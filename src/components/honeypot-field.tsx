import type { UseFormRegisterReturn } from 'react-hook-form'
import { Box } from '@chakra-ui/react/box'

/**
 * The public forms' spam trap (contract/common.ts honeypotSchema): a `website` field people
 * never see or reach; bots that fill it are answered success by the API and nothing is kept.
 */
export function HoneypotField({ id, registration }: { id: string; registration: UseFormRegisterReturn<'website'> }) {
  return (
    <Box aria-hidden="true" position="absolute" left="-10000px" w="1px" h="1px" overflow="hidden">
      <label htmlFor={id}>Leave this field empty</label>
      <input id={id} type="text" tabIndex={-1} autoComplete="off" {...registration} />
    </Box>
  )
}
