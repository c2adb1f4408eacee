import { Controller, get, useFormContext } from 'react-hook-form'
import { Box } from '@chakra-ui/react/box'
import { Button } from '@chakra-ui/react/button'
import { Field } from '@chakra-ui/react/field'
import { Grid } from '@chakra-ui/react/grid'
import { Input } from '@chakra-ui/react/input'
import { HStack, Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { Textarea } from '@chakra-ui/react/textarea'
import { EnglishSide } from './english-side'
import { SpokenContext } from './spoken-context'
import { errorIdOf, isLong } from './text-tree'

interface Props {
  path: string
  label: string
  /** One entry's name, e.g. 'Paragraph'. */
  item: string
  english: string[]
  context: string | undefined
  then: string | string[] | undefined
}

const messageAt = (errors: object, path: string) => (get(errors, path) as { message?: string } | undefined)?.message

/**
 * A list of texts (paragraphs, benefits, items) in Spanish: each entry edited, removed or added,
 * so the Spanish may have more or fewer entries than the English beside it.
 */
export function TranslatedListField({ path, label, item, english, context, then }: Props) {
  const { control: formControl, formState } = useFormContext()
  const long = english.some(isLong)
  const of = context ? ` of ${context}` : ''
  const listError = messageAt(formState.errors, path)
  return (
    <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="3" alignItems="start">
      <EnglishSide now={english} then={then} />
      <Box as="fieldset" minW="0">
        <Box as="legend" fontWeight="medium" mb="2">
          <SpokenContext context={context} />
          {label} (Spanish)
        </Box>
        <Controller
          control={formControl}
          name={path}
          render={({ field }) => {
            const entries = (field.value as string[] | undefined) ?? []
            const change = (next: string[]) => field.onChange(next)
            const control = (i: number) => ({
              lang: 'es',
              value: entries[i],
              onBlur: field.onBlur,
              onChange: (e: { target: { value: string } }) => change(entries.map((v, j) => (j === i ? e.target.value : v))),
              'aria-describedby': messageAt(formState.errors, `${path}.${i}`) ? errorIdOf(`${path}.${i}`) : undefined,
            })
            return (
              <Stack gap="2">
                {entries.map((_, i) => {
                  const error = messageAt(formState.errors, `${path}.${i}`)
                  return (
                    <HStack key={i} align="flex-end" gap="2">
                      <Field.Root invalid={!!error} flex="1" ids={{ errorText: errorIdOf(`${path}.${i}`) }}>
                        <Field.Label fontSize="sm">
                          <SpokenContext context={context} />
                          {item} {i + 1} (Spanish)
                        </Field.Label>
                        {long ? <Textarea rows={3} {...control(i)} /> : <Input {...control(i)} />}
                        {error && <Field.ErrorText color="red.700">{error}</Field.ErrorText>}
                      </Field.Root>
                      <Button size="sm" variant="outline" colorPalette="red" aria-label={`Remove ${item.toLowerCase()} ${i + 1}${of}`}
                        onClick={() => change(entries.filter((_, j) => j !== i))}>
                        Remove
                      </Button>
                    </HStack>
                  )
                })}
                <Button alignSelf="flex-start" size="sm" variant="outline" aria-label={`Add ${item.toLowerCase()}${of}`} onClick={() => change([...entries, ''])}>
                  Add {item.toLowerCase()}
                </Button>
                {listError && (
                  <Text color="red.700" fontSize="sm">
                    {listError}
                  </Text>
                )}
              </Stack>
            )
          }}
        />
      </Box>
    </Grid>
  )
}
