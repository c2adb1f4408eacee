import { useState, type ReactNode } from 'react'
import { Button } from '@chakra-ui/react/button'
import { HStack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { notify } from '@/components/ui/toaster'
import { errorMessage } from '@/lib/http'

interface Props {
  total: number
  page: number
  pageSize: number
  /** e.g. ['application', 'applications'] */
  noun: readonly [string, string]
  /** The page navigation's name, e.g. 'Applicant pages'. */
  navLabel: string
  onPage: (page: number) => void
  /** Fetches every match and saves the CSV; answers how many rows went in and whether that was all. */
  exportAll: () => Promise<{ count: number; truncated: boolean }>
  /** e.g. 'the applications', in "Failed to export the applications." */
  exportWhat: string
  children: ReactNode
}

/** One page of a filtered admin list: how many match, Export CSV of them all, the rows, and Previous/Next. */
export function PagedList({ total, page, pageSize, noun, navLabel, onPage, exportAll, exportWhat, children }: Props) {
  const [exporting, setExporting] = useState(false)
  const pages = Math.max(1, Math.ceil(total / pageSize))
  const onExport = async () => {
    setExporting(true)
    try {
      const { count, truncated } = await exportAll()
      if (truncated) notify.error('Export Shortened', `Only the newest ${count} ${noun[1]} are in the file; narrow the filters for the rest.`)
    } catch (error) {
      notify.error('Error', errorMessage(error, `Failed to export ${exportWhat}.`))
    } finally {
      setExporting(false)
    }
  }
  return (
    <>
      <HStack justify="space-between" wrap="wrap">
        <Text role="status">
          {total} {total === 1 ? noun[0] : noun[1]} · page {page} of {pages}
        </Text>
        <Button size="sm" variant="outline" onClick={() => void onExport()} loading={exporting} loadingText="Exporting...">
          Export CSV
        </Button>
      </HStack>
      {children}
      <HStack as="nav" aria-label={navLabel} justify="space-between">
        <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous Page
        </Button>
        <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Next Page
        </Button>
      </HStack>
    </>
  )
}
