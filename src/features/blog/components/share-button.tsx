import { Button } from '@chakra-ui/react/button'
import { defineMessages, useMessages } from '@/i18n/messages'

const messages = defineMessages({
  en: { share: 'Share', copied: 'Link copied to clipboard!' },
  es: { share: 'Compartir', copied: '¡Se copió el enlace!' },
})

interface ShareButtonProps {
  title: string
  text?: string
  /** The page's canonical address. */
  url: string
}

/**
 * SPEC 'Blog post': the device's share sheet when there is one, otherwise the link is copied and
 * the visitor is told 'Link copied to clipboard!'. Failures (including a dismissed sheet) are only logged.
 */
export function ShareButton({ title, text, url }: ShareButtonProps) {
  const t = useMessages(messages)
  async function share() {
    try {
      if (typeof navigator.share === 'function') {
        await navigator.share({ title, text, url })
      } else {
        await navigator.clipboard.writeText(url)
        window.alert(t.copied)
      }
    } catch (error) {
      console.error('Sharing failed', error)
    }
  }

  return (
    <Button type="button" variant="outline" colorPalette="brand" size="sm" onClick={() => void share()}>
      <span aria-hidden="true">↗</span> {t.share}
    </Button>
  )
}
