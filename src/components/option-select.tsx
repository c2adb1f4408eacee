import { NativeSelect } from '@chakra-ui/react/native-select'

type FieldProps = Omit<NativeSelect.FieldProps, 'children'>

/**
 * A native select of [value, label] pairs (the admin's sort and filter lists, the post form's
 * category); every other prop goes to the select itself: a value and onChange, or a registration.
 */
export function OptionSelect({ options, ...field }: FieldProps & { options: readonly (readonly [string, string])[] }) {
  return (
    <NativeSelect.Root>
      <NativeSelect.Field {...field}>
        {options.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  )
}
