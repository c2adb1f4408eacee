import { forwardRef, useState, type ComponentProps } from 'react'
import { Box } from '@chakra-ui/react/box'
import { Button } from '@chakra-ui/react/button'
import { Input } from '@chakra-ui/react/input'

type Props = Omit<ComponentProps<typeof Input>, 'type'>

/**
 * A password field with a Show/Hide toggle. Pasting and password managers work as usual
 * (WCAG 3.3.8): the caller sets autoComplete, nothing blocks paste.
 */
export const PasswordInput = forwardRef<HTMLInputElement, Props>(function PasswordInput(props, ref) {
  const [visible, setVisible] = useState(false)
  return (
    <Box position="relative" width="full">
      <Input ref={ref} {...props} type={visible ? 'text' : 'password'} pe="5.5rem" />
      <Button
        type="button"
        size="sm"
        variant="ghost"
        position="absolute"
        insetEnd="1"
        top="50%"
        transform="translateY(-50%)"
        aria-label={visible ? 'Hide password' : 'Show password'}
        aria-pressed={visible}
        onClick={() => setVisible((v) => !v)}
      >
        {visible ? 'Hide' : 'Show'}
      </Button>
    </Box>
  )
})
