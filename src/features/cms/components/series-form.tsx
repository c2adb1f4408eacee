import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import type { Path } from 'react-hook-form'
import { Alert } from '@chakra-ui/react/alert'
import type { Recurrence } from '@contract/series.ts'
import { notify } from '@/components/ui/toaster'
import { ApiError, errorMessage } from '@/lib/http'
import { useDebouncedValue } from '@/lib/use-debounced-value'
import { seriesPreviewQueryOptions, useCreateSeries } from '../api/admin-series'
import { useContentForm } from '../hooks/use-content-form'
import { eventFieldsSchema } from '../lib/event-form'
import {
  placeRepeatsError, repeatsFieldOf, seriesFormDefaults, seriesFormSchema, toRecurrence,
  type SeriesFormValues,
} from '../lib/series-form'
import { ContentForm } from './content-form'
import { EventFields } from './event-fields'
import { RepeatsFieldset } from './repeats-fieldset'
import { SeriesPreview } from './series-preview'

const FAILURE = 'Failed to create the series.'
const PREVIEW_FAILURE = 'Failed to work out the dates. Please try again.'
/** how long the rule must stay unchanged before its dates are asked for */
const PREVIEW_WAIT_MS = 400

/** An event field's name, when the API's field error key (`title`, `event.title`) names one. */
function eventFieldOf(key: string): Path<SeriesFormValues> | null {
  const name = key.replace(/^event\./, '').split('.')[0] ?? ''
  return name in eventFieldsSchema.shape && !['eventDate', 'endDate', 'registrationDeadline'].includes(name)
    ? (name as Path<SeriesFormValues>)
    : null
}

/**
 * New series (issue 61): the event every date copies and how it repeats, with the dates it will
 * make shown as staff type; Save creates the series and all its dates (POST /api/admin/series).
 */
export function SeriesForm({ onClose }: { onClose: () => void }) {
  const create = useCreateSeries()
  // refusals the form could not say at a field: said above the actions instead
  const [unplaced, setUnplaced] = useState<string[]>([])
  const { register, handleSubmit, control, setError, formState: { errors }, titled, watch } = useContentForm(seriesFormSchema, seriesFormDefaults())

  const repeats = watch('repeats')
  const rule = toRecurrence(repeats)
  const ruleKey = 'data' in rule ? JSON.stringify(rule.data) : ''
  // the preview is asked for once the rule has held still (as JSON: the same rule is the same key)
  const settledKey = useDebouncedValue(ruleKey, PREVIEW_WAIT_MS)
  const upToDate = ruleKey !== '' && settledKey === ruleKey
  const preview = useQuery(seriesPreviewQueryOptions(upToDate ? (JSON.parse(settledKey) as Recurrence) : null))
  const refusal = upToDate && preview.isError ? placeRepeatsError(preview.error, repeats.endsKind, PREVIEW_FAILURE) : null

  /** Says each of the API's refusals at its field; answers those no field of the form names. */
  const placeFieldErrors = (error: Error): string[] => {
    if (!(error instanceof ApiError)) return [errorMessage(error, FAILURE)]
    const entries: [string | undefined, string[]][] = error.fieldErrors
      ? Object.entries(error.fieldErrors)
      : [[undefined, [errorMessage(error, FAILURE)]]]
    const left: string[] = []
    for (const [key, [message]] of entries) {
      if (!message) continue
      const eventField = key ? eventFieldOf(key) : null
      const repeatsField = eventField ? null : repeatsFieldOf(key, message, repeats.endsKind)
      if (eventField) setError(eventField, { message })
      else if (repeatsField) setError(`repeats.${repeatsField}`, { message })
      else left.push(message)
    }
    return left
  }

  const submit = handleSubmit((body) => {
    setUnplaced([])
    create.mutate(body, {
      onSuccess: (created) => {
        const n = created.eventIds.length
        notify.success('Series Created', `${n} ${n === 1 ? 'date' : 'dates'} created for “${body.event.title}”.`)
        onClose()
      },
      onError: (error) => {
        setUnplaced(placeFieldErrors(error))
        // the field's own sentence rather than a bare 'Validation failed'
        const first = error instanceof ApiError && error.fieldErrors ? Object.values(error.fieldErrors)[0]?.[0] : undefined
        notify.error('Error', first ?? errorMessage(error, FAILURE))
      },
    })
  })

  // when it happens: the rule, and the dates it makes
  const when = (
    <>
      <RepeatsFieldset register={register} errors={errors} values={repeats} serverError={refusal} />
      <SeriesPreview complete={ruleKey !== ''} query={upToDate ? preview : null} refusal={refusal} />
    </>
  )

  return (
    <ContentForm
      id="series-form"
      heading="New Series"
      onSubmit={submit}
      {...titled}
      status={{ saving: create.isPending, error: null, failure: FAILURE }}
      // nothing is saved before the series is created: no other editor's version to reload
      onReload={() => undefined}
      onCancel={onClose}
    >
      <EventFields control={control} register={register} errors={errors} when={when} />
      {unplaced.length > 0 && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            {unplaced.map((message) => (
              <Alert.Title key={message}>{message}</Alert.Title>
            ))}
          </Alert.Content>
        </Alert.Root>
      )}
    </ContentForm>
  )
}
