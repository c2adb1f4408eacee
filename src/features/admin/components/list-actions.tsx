import { Button } from '@chakra-ui/react/button'
import { HStack } from '@chakra-ui/react/stack'

export interface ListActionsProps {
  onClear: () => void
  onRefresh: () => void
  refreshing: boolean
  onExport: () => void
  exportDisabled: boolean
}

/** The contacts' and donations' list actions under their filters. */
export function ListActions(props: ListActionsProps) {
  return (
    <HStack gap="2" wrap="wrap">
      <Button size="sm" variant="outline" onClick={props.onClear}>
        Clear Filters
      </Button>
      <Button size="sm" variant="outline" onClick={props.onRefresh} loading={props.refreshing} loadingText="Refreshing...">
        Refresh
      </Button>
      <Button size="sm" variant="outline" onClick={props.onExport} disabled={props.exportDisabled}>
        Export CSV
      </Button>
    </HStack>
  )
}
