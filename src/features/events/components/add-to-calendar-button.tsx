import { useState } from 'react'
import { Button } from '@chakra-ui/react/button'
import { Text } from '@chakra-ui/react/text'
import { defineMessages, useMessages } from '@/i18n/messages'
import { useLocale } from '@/i18n/use-locale'
import { buildCalendarIcs, type CalendarEntry } from './event-ics'

const messages = defineMessages({
  en: {
    add: 'Add to Calendar (.ics)',
    failed: 'Sorry, the calendar file could not be created. The confirmation email includes it too.',
  },
  es: {
    add: 'Agregar al calendario (.ics)',
    failed: 'Lo sentimos, no se pudo crear el archivo de calendario. El correo electrónico de confirmación también lo trae.',
  },
})

/**
 * Downloads the registration's .ics, one entry per date registered (built in the browser, same
 * fields as the e-mail's attachment), as `<fileName>.ics`; `label` says what it adds when not one date.
 */
export function AddToCalendarButton({ entries, fileName, label }: { entries: readonly CalendarEntry[]; fileName: string; label?: string }) {
  const t = useMessages(messages)
  const locale = useLocale()
  const [failed, setFailed] = useState(false)

  async function download() {
    try {
      const ics = await buildCalendarIcs(entries, window.location.origin, locale)
      const url = URL.createObjectURL(new Blob([ics], { type: 'text/calendar;charset=utf-8' }))
      const a = document.createElement('a')
      a.href = url
      a.download = `${fileName}.ics`
      document.body.append(a)
      a.click()
      a.remove()
      setTimeout(() => URL.revokeObjectURL(url), 1000)
      setFailed(false)
    } catch (error) {
      console.error('Could not create the calendar file', error)
      setFailed(true)
    }
  }

  return (
    <>
      <Button type="button" colorPalette="brand" variant="outline" onClick={() => void download()}>
        {label ?? t.add}
      </Button>
      {failed && (
        <Text role="alert" color="red.700" fontSize="sm">
          {t.failed}
        </Text>
      )}
    </>
  )
}
