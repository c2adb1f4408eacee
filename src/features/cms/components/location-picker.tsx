import { useQuery } from '@tanstack/react-query'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { NativeSelect } from '@chakra-ui/react/native-select'
import { defineMessages, useMessages } from '@/i18n/messages'
import { collectionQueryOptions } from '../api/site-content-admin'
import { FormField } from './form-field'

const messages = defineMessages({
  en: {
    label: 'Held at one of our locations',
    none: 'None of our locations',
    loading: 'Loading locations…',
    helper: 'The event takes that location’s sensory and access information; what you fill in below overrides it.',
    failed: 'The locations could not be loaded.',
  },
  es: {
    label: 'Se realiza en uno de nuestros lugares',
    none: 'Ninguno de nuestros lugares',
    loading: 'Cargando lugares…',
    helper: 'El evento toma la información sensorial y de accesibilidad de ese lugar; lo que complete abajo la reemplaza.',
    failed: 'No se pudieron cargar los lugares.',
  },
})

/** The location (Content → Locations) an event is held at, or none: a native select of their names. */
export function LocationPicker({ registration, error }: { registration: UseFormRegisterReturn; error?: string }) {
  const t = useMessages(messages)
  const locations = useQuery(collectionQueryOptions('locations'))
  return (
    <FormField label={t.label} helper={t.helper} error={error ?? (locations.isError ? t.failed : undefined)}>
      <NativeSelect.Root disabled={locations.isPending}>
        {/* made again once the locations arrive, so the saved choice shows */}
        <NativeSelect.Field key={locations.isPending ? 'loading' : 'ready'} {...registration}>
          <option value="">{locations.isPending ? t.loading : t.none}</option>
          {(locations.data ?? []).map((row) => <option key={row.id} value={row.id}>{String(row.name)}</option>)}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  )
}
