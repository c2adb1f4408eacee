import type { UseFormRegisterReturn } from 'react-hook-form'
import { Box } from '@chakra-ui/react/box'
import { defineMessages, useMessages } from '@/i18n/messages'

const messages = defineMessages({
  en: { leaveEmpty: 'Leave this field empty' },
  es: { leaveEmpty: 'Deje este campo vacío' },
})

/**
 * The public forms' spam trap (contract/common.ts honeypotSchema): a `website` field people
 * never see or reach; bots that fill it are answered success by the API and nothing is kept.
 */
export function HoneypotField({ id, registration }: { id: string; registration: UseFormRegisterReturn<'website'> }) {
  const t = useMessages(messages)
  return (
    <Box aria-hidden="true" position="absolute" left="-10000px" w="1px" h="1px" overflow="hidden">
      <label htmlFor={id}>{t.leaveEmpty}</label>
      <input id={id} type="text" tabIndex={-1} autoComplete="off" {...registration} />
    </Box>
  )
}
