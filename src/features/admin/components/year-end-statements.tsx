import { useState } from 'react'
import { Button } from '@chakra-ui/react/button'
import { Field } from '@chakra-ui/react/field'
import { Heading } from '@chakra-ui/react/heading'
import { NativeSelect } from '@chakra-ui/react/native-select'
import { HStack, Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { FIRST_STATEMENT_YEAR } from '@contract/admin-donations.ts'
import { notify } from '@/components/ui/toaster'
import { formatInOrgZone } from '@/lib/format/date'
import { errorMessage } from '@/lib/http'
import { useSendYearEndStatements } from '../api/donations'

/** Super admins: pick a year and send each donor one statement of that year's gifts (once). */
export function YearEndStatements() {
  const thisYear = Number(formatInOrgZone('yyyy', new Date()))
  const years = Array.from({ length: thisYear - FIRST_STATEMENT_YEAR + 1 }, (_, i) => thisYear - i)
  const [year, setYear] = useState(thisYear - 1)
  const send = useSendYearEndStatements()
  const press = () =>
    send.mutate(year, {
      onSuccess: (answer) => notify.success('Year-End Statements', answer.message),
      onError: (error) => notify.error('Error', errorMessage(error, 'Failed to send the year-end statements.')),
    })
  return (
    <Stack as="section" aria-labelledby="year-end-heading" gap="3" borderWidth="1px" rounded="md" p="4">
      <Heading as="h3" id="year-end-heading" size="md">Year-end statements</Heading>
      <Text fontSize="sm" color="gray.700">
        Each donor receives one e-mail listing that year's gifts and their total, with the tax statement. Donors who already have a statement for the year get nothing new.
      </Text>
      <HStack gap="3" align="flex-end" wrap="wrap">
        <Field.Root maxW="10rem">
          <Field.Label>Statement year</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={year} onChange={(e) => setYear(Number(e.target.value))}>
              {years.map((y) => <option key={y} value={y}>{y}</option>)}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Button colorPalette="brand" onClick={press} loading={send.isPending} loadingText="Sending...">
          Send year-end statements
        </Button>
      </HStack>
      {send.isSuccess && <Text role="status">{send.data.message}</Text>}
    </Stack>
  )
}
