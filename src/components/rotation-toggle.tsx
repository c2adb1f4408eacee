import { IconButton, type IconButtonProps } from '@chakra-ui/react/button'
import { chakra } from '@chakra-ui/react/styled-system'
import { defineMessages, useMessages } from '@/i18n/messages'

const messages = defineMessages({
  en: { play: (what: string) => `Play ${what}`, pause: (what: string) => `Pause ${what}` },
  es: { play: (what: string) => `Reproducir ${what}`, pause: (what: string) => `Pausar ${what}` },
})

/**
 * The visible pause/play control every moving region has (WCAG 2.2.2). `what` names the region in
 * the page's language ('slideshow', 'la presentación de imágenes'), as its name reads after the verb.
 */
export function RotationToggle({ paused, what, ...props }: { paused: boolean; what: string } & Omit<IconButtonProps, 'aria-label'>) {
  const t = useMessages(messages)
  return (
    <IconButton aria-label={paused ? t.play(what) : t.pause(what)} size="sm" {...props}>
      <chakra.svg viewBox="0 0 24 24" w="5" h="5" aria-hidden="true" fill="currentColor">
        {paused ? <path d="M8 5v14l11-7z" /> : <path d="M7 5h4v14H7zM13 5h4v14h-4z" />}
      </chakra.svg>
    </IconButton>
  )
}
