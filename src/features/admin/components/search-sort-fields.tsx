import { Field } from '@chakra-ui/react/field'
import { Input } from '@chakra-ui/react/input'
import { HStack } from '@chakra-ui/react/stack'
import { OptionSelect } from '@/components/option-select'

interface Props<S extends string> {
  search: { label: string; placeholder: string; text: string; onText: (text: string) => void }
  sort: { label: string; options: readonly (readonly [S, string])[]; value: S; onChange: (sort: S) => void }
}

/** A list's search box and its Sort by select, side by side (contacts, donations). */
export function SearchSortFields<S extends string>({ search, sort }: Props<S>) {
  return (
    <HStack gap="3" wrap="wrap" align="flex-end">
      <Field.Root flex="2" minW="14rem">
        <Field.Label>{search.label}</Field.Label>
        <Input type="search" placeholder={search.placeholder} value={search.text} onChange={(e) => search.onText(e.target.value)} />
      </Field.Root>
      <Field.Root flex="1" minW="12rem">
        <Field.Label>{sort.label}</Field.Label>
        {/* the options are S's own values */}
        <OptionSelect options={sort.options} value={sort.value} onChange={(e) => sort.onChange(e.target.value as S)} />
      </Field.Root>
    </HStack>
  )
}
