import { Button } from '@chakra-ui/react/button'
import { HStack } from '@chakra-ui/react/stack'

/** Save and Cancel at the foot of every CMS form. */
export function FormActions({ saving, onCancel }: { saving: boolean; onCancel: () => void }) {
  return (
    <HStack gap="3">
      <Button type="submit" colorPalette="brand" loading={saving} loadingText="Saving...">
        Save
      </Button>
      <Button variant="outline" onClick={onCancel}>
        Cancel
      </Button>
    </HStack>
  )
}
