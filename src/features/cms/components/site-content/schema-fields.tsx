import { useState } from 'react'
import { Controller, get, useFieldArray, useFormContext, useWatch, type FieldErrors } from 'react-hook-form'
import { Box } from '@chakra-ui/react/box'
import { Button } from '@chakra-ui/react/button'
import { Input } from '@chakra-ui/react/input'
import { NativeSelect } from '@chakra-ui/react/native-select'
import { HStack, Stack } from '@chakra-ui/react/stack'
import { Switch } from '@chakra-ui/react/switch'
import { Text } from '@chakra-ui/react/text'
import { Textarea } from '@chakra-ui/react/textarea'
import { chakra } from '@chakra-ui/react/styled-system'
import { emptyValues, type FieldEntry } from '../../lib/schema-form'
import { FeaturedImagePicker } from '../featured-image-picker'
import { FormField } from '../form-field'

const IMAGE_HELP = 'Shown to visitors, instead of any image address, while the image is published in the Media Library. Add images there.'

/** The first message anywhere under `name` (a list's own, or one of its entries'). */
function firstError(errors: FieldErrors, name: string): string | undefined {
  const found: unknown = get(errors, name)
  const walk = (node: unknown): string | undefined => {
    if (!node || typeof node !== 'object') return undefined
    const { message } = node as { message?: unknown }
    if (typeof message === 'string' && message) return message
    for (const child of Object.values(node)) {
      const inner = child && typeof child === 'object' && !('nodeType' in child) ? walk(child) : undefined
      if (inner) return inner
    }
    return undefined
  }
  return walk(found)
}

const Legend = ({ children }: { children: string }) => (
  <Box as="legend" fontWeight="semibold" mb="2">
    {children}
  </Box>
)

/** A list of strings as a text area, one entry per line (blank lines dropped). */
function LinesField({ entry, name, error }: { entry: FieldEntry; name: string; error?: string }) {
  const { control } = useFormContext()
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => <LinesInput label={entry.label} error={error} value={field.value as string[]} onChange={field.onChange} onBlur={field.onBlur} />}
    />
  )
}

function LinesInput({ label, error, value, onChange, onBlur }: { label: string; error?: string; value: string[]; onChange: (v: string[]) => void; onBlur: () => void }) {
  const [text, setText] = useState(() => (value ?? []).join('\n'))
  return (
    <FormField label={label} error={error} helper="One per line.">
      <Textarea
        value={text}
        rows={Math.min(12, Math.max(3, (value ?? []).length + 1))}
        onBlur={onBlur}
        onChange={(e) => {
          setText(e.currentTarget.value)
          onChange(e.currentTarget.value.split('\n').filter((line) => line.trim() !== ''))
        }}
      />
    </FormField>
  )
}

/** A list of choices as checkboxes, kept in the choices' own order. */
function ChoicesField({ entry, name, options, error }: { entry: FieldEntry; name: string; options: readonly string[]; error?: string }) {
  const { control } = useFormContext()
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const chosen = new Set((field.value as string[]) ?? [])
        return (
          <Box as="fieldset" aria-invalid={!!error || undefined}>
            <Legend>{entry.label}</Legend>
            <HStack gap="3" wrap="wrap">
              {options.map((option) => (
                <chakra.label key={option} display="inline-flex" alignItems="center" gap="2" minH="44px">
                  <input
                    type="checkbox"
                    checked={chosen.has(option)}
                    onBlur={field.onBlur}
                    onChange={(e) => {
                      const next = new Set(chosen)
                      if (e.currentTarget.checked) next.add(option)
                      else next.delete(option)
                      field.onChange(options.filter((o) => next.has(o)))
                    }}
                    style={{ width: '1.25rem', height: '1.25rem' }}
                  />
                  {option}
                </chakra.label>
              ))}
            </HStack>
            {error && (
              <Text color="red.700" fontSize="sm" mt="1">
                {error}
              </Text>
            )}
          </Box>
        )
      }}
    />
  )
}

/** Repeatable groups of fields: add, remove. */
function GroupsField({ entry, name, fields, error }: { entry: FieldEntry; name: string; fields: FieldEntry[]; error?: string }) {
  const { control } = useFormContext()
  const list = useFieldArray({ control, name })
  const one = entry.label.replace(/s$/, '')
  return (
    <Box as="fieldset">
      <Legend>{entry.label}</Legend>
      <Stack gap="3">
        {list.fields.map((item, i) => (
          <Box key={item.id} as="fieldset" borderWidth="1px" rounded="md" p="3">
            <Legend>{`${one} ${i + 1}`}</Legend>
            <Stack gap="3">
              <SchemaFields fields={fields} prefix={`${name}.${i}.`} />
              <Button alignSelf="flex-start" size="sm" variant="outline" colorPalette="red" onClick={() => list.remove(i)}>
                {`Remove ${one.toLowerCase()} ${i + 1}`}
              </Button>
            </Stack>
          </Box>
        ))}
        <Button alignSelf="flex-start" size="sm" variant="outline" onClick={() => list.append(emptyValues(fields))}>
          {`Add ${one.toLowerCase()}`}
        </Button>
        {error && !list.fields.length && (
          <Text color="red.700" fontSize="sm">
            {error}
          </Text>
        )}
      </Stack>
    </Box>
  )
}

/** A group that may be left out (null): a checkbox gives it, starting empty, or takes it away. */
function OptionalGroup({ entry, name, fields }: { entry: FieldEntry; name: string; fields: FieldEntry[] }) {
  const { control, setValue } = useFormContext()
  const value: unknown = useWatch({ control, name })
  const given = value !== null && value !== undefined
  return (
    <Box as="fieldset">
      <Legend>{entry.label}</Legend>
      <chakra.label display="inline-flex" alignItems="center" gap="2" minH="44px">
        <input
          type="checkbox"
          checked={given}
          onChange={(e) => setValue(name, e.currentTarget.checked ? emptyValues(fields) : null, { shouldDirty: true })}
          style={{ width: '1.25rem', height: '1.25rem' }}
        />
        {`Give a ${entry.label.toLowerCase()}`}
      </chakra.label>
      {given && (
        <Stack gap="3" mt="2">
          <SchemaFields fields={fields} prefix={`${name}.`} />
        </Stack>
      )}
    </Box>
  )
}

function FieldControl({ entry, name }: { entry: FieldEntry; name: string }) {
  const { register, control, formState } = useFormContext()
  const error = firstError(formState.errors, name)
  const { spec } = entry
  switch (spec.kind) {
    case 'image':
      return <FeaturedImagePicker control={control} name={name} error={error} label={entry.label} helper={IMAGE_HELP} />
    case 'object':
      if (spec.nullable) return <OptionalGroup entry={entry} name={name} fields={spec.fields} />
      return (
        <Box as="fieldset">
          <Legend>{entry.label}</Legend>
          <Stack gap="3">
            <SchemaFields fields={spec.fields} prefix={`${name}.`} />
          </Stack>
        </Box>
      )
    case 'objectList':
      return <GroupsField entry={entry} name={name} fields={spec.fields} error={error} />
    case 'enumList':
      return <ChoicesField entry={entry} name={name} options={spec.options} error={error} />
    case 'textList':
      return <LinesField entry={entry} name={name} error={error} />
    case 'boolean':
      return (
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <Switch.Root checked={!!field.value} onCheckedChange={(e) => field.onChange(e.checked)} colorPalette="brand" name={field.name}>
              <Switch.HiddenInput onBlur={field.onBlur} />
              <Switch.Control />
              <Switch.Label>{entry.label}</Switch.Label>
            </Switch.Root>
          )}
        />
      )
    case 'enum':
      return (
        <FormField label={entry.label} required={entry.required} error={error}>
          <NativeSelect.Root>
            <NativeSelect.Field {...register(name)}>
              <option value="">Choose...</option>
              {spec.options.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
      )
    case 'number':
      return (
        <FormField label={entry.label} required={entry.required} error={error}>
          <Input type="number" inputMode="numeric" {...register(name, { valueAsNumber: true })} />
        </FormField>
      )
    case 'text': {
      const type = spec.date ? 'date' : 'text'
      if (!spec.nullable) {
        return (
          <FormField label={entry.label} required={entry.required} error={error}>
            {spec.multiline ? <Textarea rows={4} {...register(name)} /> : <Input type={type} {...register(name)} />}
          </FormField>
        )
      }
      // empty means "none": sent as null
      return (
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <FormField label={entry.label} error={error}>
              <Input
                type={type}
                name={field.name}
                ref={field.ref}
                value={(field.value as string | null) ?? ''}
                onBlur={field.onBlur}
                onChange={(e) => field.onChange(e.currentTarget.value === '' ? null : e.currentTarget.value)}
              />
            </FormField>
          )}
        />
      )
    }
  }
}

/** Every field of a schema's object, named under `prefix` ('' at the top, 'hours.0.' inside a list). */
export function SchemaFields({ fields, prefix = '' }: { fields: FieldEntry[]; prefix?: string }) {
  return (
    <>
      {fields.map((entry) => (
        <FieldControl key={entry.key} entry={entry} name={`${prefix}${entry.key}`} />
      ))}
    </>
  )
}
