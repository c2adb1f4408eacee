import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form'
import { Switch } from '@chakra-ui/react/switch'

/** The form's Published switch, or another on/off field by `label` (bound with a Controller, as Chakra's Switch is not a native input). */
export function PublishedSwitch<T extends FieldValues, Out extends FieldValues>({
  control,
  name,
  label = 'Published',
}: {
  control: Control<T, unknown, Out>
  name: Path<T>
  label?: string
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Switch.Root
          checked={!!field.value}
          onCheckedChange={(e) => field.onChange(e.checked)}
          colorPalette="brand"
          name={field.name}
        >
          <Switch.HiddenInput onBlur={field.onBlur} />
          <Switch.Control />
          <Switch.Label>{label}</Switch.Label>
        </Switch.Root>
      )}
    />
  )
}
