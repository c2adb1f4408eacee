import type { ReactNode } from 'react'
import type { FieldErrors, UseFormRegister } from 'react-hook-form'
import { Box } from '@chakra-ui/react/box'
import { Fieldset } from '@chakra-ui/react/fieldset'
import { Input } from '@chakra-ui/react/input'
import { NativeSelect } from '@chakra-ui/react/native-select'
import { HStack, Stack } from '@chakra-ui/react/stack'
import { chakra } from '@chakra-ui/react/styled-system'
import { Text } from '@chakra-ui/react/text'
import { MAX_SERIES_DATES } from '@contract/series.ts'
import { monthlyWords, WEEKDAYS, type PlacedError, type RepeatsField, type RepeatsFormValues, type SeriesFormValues } from '../lib/series-form'
import { FormField } from './form-field'

interface Props {
  register: UseFormRegister<SeriesFormValues>
  errors: FieldErrors<SeriesFormValues>
  /** the fieldset's values now (the monthly choices' words and which parts show follow them) */
  values: RepeatsFormValues
  /** the preview's refusal, said at the field it names (the form's own error there comes first) */
  serverError: PlacedError | null
}

/** A group of native checkboxes or radios under a legend, with its error said in words. */
function ChoiceGroup({ legend, error, children }: { legend: string; error?: string | undefined; children: ReactNode }) {
  return (
    <Fieldset.Root invalid={!!error}>
      <Fieldset.Legend fontWeight="medium" color="fg">{legend}</Fieldset.Legend>
      <Stack direction={{ base: 'column', md: 'row' }} gap={{ base: '1', md: '4' }} wrap="wrap">
        {children}
      </Stack>
      {error && <Fieldset.ErrorText color="red.700">{error}</Fieldset.ErrorText>}
    </Fieldset.Root>
  )
}

function Choice({ type, label, ...input }: { type: 'checkbox' | 'radio'; label: string; value: string } & ReturnType<UseFormRegister<SeriesFormValues>>) {
  return (
    <HStack as="label" gap="2" minH="44px">
      <chakra.input type={type} w="5" h="5" {...input} />
      {label}
    </HStack>
  )
}

/**
 * How a series repeats (issue 61): weekly on chosen days or monthly on a date or a weekday, every
 * n weeks or months, from a first date at a start time for a duration, until a date or for a
 * number of dates. Times are New Jersey's, as the dates' pages show them.
 */
export function RepeatsFieldset({ register, errors, values, serverError }: Props) {
  const e = errors.repeats
  const errorOf = (field: RepeatsField) => e?.[field]?.message ?? (serverError?.field === field ? serverError.message : undefined)
  const weekly = values.frequency === 'weekly'
  const monthly = monthlyWords(values.startDate)
  return (
    <Box as="fieldset" borderWidth="1px" borderRadius="lg" p="4">
      <Text as="legend" fontSize="lg" fontWeight="semibold" px="1">
        Repeats
      </Text>
      <Stack gap="4">
        <HStack gap="4" align="flex-start" wrap="wrap">
          <FormField label="First date" required error={errorOf('startDate')}>
            <Input type="date" {...register('repeats.startDate')} />
          </FormField>
          <FormField label="Start time" required error={errorOf('startTime')} helper="New Jersey time.">
            <Input type="time" {...register('repeats.startTime')} />
          </FormField>
          <FormField label="Duration (minutes)" required error={errorOf('durationMinutes')} helper="15 to 1440 (24 hours).">
            <Input type="number" inputMode="numeric" min={15} max={1440} step={15} {...register('repeats.durationMinutes')} />
          </FormField>
        </HStack>
        <HStack gap="4" align="flex-start" wrap="wrap">
          <FormField label="Frequency" required error={errorOf('frequency')}>
            <NativeSelect.Root>
              <NativeSelect.Field {...register('repeats.frequency')}>
                <option value="weekly">Weekly</option>
                <option value="monthly">Monthly</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField
            label={`Repeat every (${weekly ? 'weeks' : 'months'})`}
            required
            error={errorOf('interval')}
            helper={weekly ? '1: every week; 2: every other week.' : '1: every month; 3: every three months.'}
          >
            <Input type="number" inputMode="numeric" min={1} max={12} step={1} {...register('repeats.interval')} />
          </FormField>
        </HStack>
        {weekly ? (
          <ChoiceGroup legend="On these days" error={errorOf('weekdays')}>
            {WEEKDAYS.map((day) => (
              <Choice key={day.value} type="checkbox" label={day.label} value={day.value} {...register('repeats.weekdays')} />
            ))}
          </ChoiceGroup>
        ) : (
          <ChoiceGroup legend="Each month" error={errorOf('monthlyBy')}>
            <Choice type="radio" value="date" label={monthly?.date ?? 'On the first date’s day of the month'} {...register('repeats.monthlyBy')} />
            <Choice type="radio" value="weekday" label={monthly?.weekday ?? 'On the first date’s weekday (e.g. the second Tuesday)'} {...register('repeats.monthlyBy')} />
          </ChoiceGroup>
        )}
        <ChoiceGroup legend="Ends">
          <Choice type="radio" value="count" label="After a number of dates" {...register('repeats.endsKind')} />
          <Choice type="radio" value="until" label="On a date" {...register('repeats.endsKind')} />
        </ChoiceGroup>
        {values.endsKind === 'count' ? (
          <FormField label="Number of dates" required error={errorOf('count')} helper={`1 to ${MAX_SERIES_DATES}.`}>
            <Input type="number" inputMode="numeric" min={1} max={MAX_SERIES_DATES} step={1} {...register('repeats.count')} />
          </FormField>
        ) : (
          <FormField label="Last date" required error={errorOf('until')} helper="No date after it.">
            <Input type="date" {...register('repeats.until')} />
          </FormField>
        )}
      </Stack>
    </Box>
  )
}
