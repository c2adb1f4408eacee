import { IconButton, type IconButtonProps } from '@chakra-ui/react/button'
import { chakra } from '@chakra-ui/react/styled-system'

/** The visible pause/play control every moving region has (WCAG 2.2.2). */
export function RotationToggle({ paused, what, ...props }: { paused: boolean; what: string } & Omit<IconButtonProps, 'aria-label'>) {
  return (
    <IconButton aria-label={paused ? `Play ${what}` : `Pause ${what}`} size="sm" {...props}>
      <chakra.svg viewBox="0 0 24 24" w="5" h="5" aria-hidden="true" fill="currentColor">
        {paused ? <path d="M8 5v14l11-7z" /> : <path d="M7 5h4v14H7zM13 5h4v14h-4z" />}
      </chakra.svg>
    </IconButton>
  )
}
