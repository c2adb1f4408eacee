import { get, useFormContext } from 'react-hook-form'
import { Field } from '@chakra-ui/react/field'
import { Grid } from '@chakra-ui/react/grid'
import { Input } from '@chakra-ui/react/input'
import { Textarea } from '@chakra-ui/react/textarea'
import { EnglishSide } from './english-side'
import { SpokenContext } from './spoken-context'
import { errorIdOf, isLong } from './text-tree'

interface Props {
  path: string
  label: string
  english: string
  /** The group it belongs to ('Key component 2'), read before the label so each name is unique. */
  context: string | undefined
  then: string | string[] | undefined
}

/** The English beside (on narrow screens above) one Spanish text's field. */
export function TranslatedTextField({ path, label, english, context, then }: Props) {
  const { register, formState } = useFormContext()
  const error = (get(formState.errors, path) as { message?: string } | undefined)?.message
  const errorId = errorIdOf(path)
  return (
    <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="3" alignItems="start">
      <EnglishSide now={english} then={then} />
      <Field.Root invalid={!!error} ids={{ errorText: errorId }}>
        <Field.Label>
          <SpokenContext context={context} />
          {label} (Spanish)
        </Field.Label>
        {isLong(english) ? (
          <Textarea lang="es" rows={Math.min(14, Math.max(3, Math.ceil(english.length / 70)))} aria-describedby={error ? errorId : undefined} {...register(path)} />
        ) : (
          <Input lang="es" aria-describedby={error ? errorId : undefined} {...register(path)} />
        )}
        {error && <Field.ErrorText color="red.700">{error}</Field.ErrorText>}
      </Field.Root>
    </Grid>
  )
}
