import { NativeSelect } from '@chakra-ui/react/native-select'
import { contactStatusSchema, type ContactStatus } from '@contract/contact.ts'

export const STATUS_LABELS: Record<ContactStatus, string> = { unread: 'Unread', read: 'Read', responded: 'Responded' }

interface Props {
  value: ContactStatus
  onChange: (status: ContactStatus) => void
  /** Accessible name, e.g. 'Status for Ana Lopez'. */
  label: string
  disabled?: boolean
}

/** The inline status dropdown of the table, the mobile cards and the dialog. */
export function StatusSelect({ value, onChange, label, disabled }: Props) {
  return (
    <NativeSelect.Root size="sm" width="9rem" disabled={disabled}>
      <NativeSelect.Field
        aria-label={label}
        value={value}
        onClick={(e) => e.stopPropagation()}
        onChange={(e) => {
          const next = contactStatusSchema.safeParse(e.currentTarget.value)
          if (next.success && next.data !== value) onChange(next.data)
        }}
      >
        {contactStatusSchema.options.map((status) => (
          <option key={status} value={status}>
            {STATUS_LABELS[status]}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  )
}
