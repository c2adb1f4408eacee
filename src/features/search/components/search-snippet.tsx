import { Fragment } from 'react'
import { MARK_END, MARK_START } from '@contract/search-marks.ts'
import { chakra } from '@chakra-ui/react/styled-system'

/** The parts of a snippet: plain text, and the matched words between the marks (contract/search-marks.ts). */
export function snippetParts(snippet: string): { text: string; marked: boolean }[] {
  const parts: { text: string; marked: boolean }[] = []
  for (const [i, piece] of snippet.split(MARK_START).entries()) {
    const end = piece.indexOf(MARK_END)
    if (i === 0 || end < 0) parts.push({ text: piece.replaceAll(MARK_END, ''), marked: false })
    else parts.push({ text: piece.slice(0, end), marked: true }, { text: piece.slice(end + 1).replaceAll(MARK_END, ''), marked: false })
  }
  return parts.filter((part) => part.text !== '')
}

/** A result's snippet as text, its matched words in <mark>: React escapes every part. */
export function SearchSnippet({ snippet }: { snippet: string }) {
  return (
    <>
      {snippetParts(snippet).map((part, i) => (
        <Fragment key={i}>
          {part.marked ? <chakra.mark bg="orange.100" color="inherit" fontWeight="semibold" px="0.5">{part.text}</chakra.mark> : part.text}
        </Fragment>
      ))}
    </>
  )
}
