import { useFieldArray, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form'
import { Button } from '@chakra-ui/react/button'
import { Box } from '@chakra-ui/react/box'
import { Input } from '@chakra-ui/react/input'
import { HStack, Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { Textarea } from '@chakra-ui/react/textarea'
import type { ServiceFormValues } from '@contract/admin-content.ts'
import { FormField } from './form-field'

interface Props {
  control: Control<ServiceFormValues>
  register: UseFormRegister<ServiceFormValues>
  errors: FieldErrors<ServiceFormValues>
}

/** Key components as name/description rows: add, edit, remove (at least one is required). */
export function KeyComponentsField({ control, register, errors }: Props) {
  const { fields, append, remove } = useFieldArray({ control, name: 'keyComponents' })
  const listError = errors.keyComponents?.message ?? errors.keyComponents?.root?.message
  return (
    <Box as="fieldset">
      <Box as="legend" fontWeight="medium" mb="2">
        Key components
      </Box>
      <Stack gap="3">
        {fields.map((field, i) => (
          <HStack key={field.id} align="flex-start" gap="3" wrap="wrap" borderWidth="1px" rounded="md" p="3">
            <Stack flex="1" minW="14rem" gap="2">
              <FormField label={`Component ${i + 1} name`} required error={errors.keyComponents?.[i]?.name?.message}>
                <Input {...register(`keyComponents.${i}.name`)} />
              </FormField>
              <FormField
                label={`Component ${i + 1} description`}
                required
                error={errors.keyComponents?.[i]?.description?.message}
              >
                <Textarea {...register(`keyComponents.${i}.description`)} rows={2} />
              </FormField>
            </Stack>
            <Button
              size="sm"
              variant="outline"
              colorPalette="red"
              onClick={() => remove(i)}
              aria-label={`Remove component ${i + 1}`}
            >
              Remove
            </Button>
          </HStack>
        ))}
        <Button alignSelf="flex-start" size="sm" variant="outline" onClick={() => append({ name: '', description: '' })}>
          Add component
        </Button>
        {listError && (
          <Text color="red.700" fontSize="sm" role="alert">
            {listError}
          </Text>
        )}
      </Stack>
    </Box>
  )
}
