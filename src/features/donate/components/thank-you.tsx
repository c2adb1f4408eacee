import { useEffect, useRef } from 'react'
import { Box } from '@chakra-ui/react/box'
import { Button } from '@chakra-ui/react/button'
import { Heading } from '@chakra-ui/react/heading'
import { Text } from '@chakra-ui/react/text'
import { formatDollars } from '@contract/donation-rules.ts'
import type { CompletedGift } from '../hooks/use-payment-return'

/** The thank-you screen after Stripe reports a gift paid; focus moves to its heading. */
export function ThankYou({ gift, onGiveAgain }: { gift: CompletedGift; onGiveAgain: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  const amount = formatDollars(gift.amountCents)
  const monthly = gift.frequency === 'monthly'
  return (
    <Box textAlign="center" py="4">
      <Heading as="h2" size="2xl" color="brand.800" tabIndex={-1} ref={heading}>
        {monthly ? `Thank you! Your monthly gift of ${amount} is set up.` : `Thank you! Your gift of ${amount} has been received.`}
      </Heading>
      <Text mt="4" color="fg.muted">
        {monthly
          ? 'We will e-mail a receipt for each monthly payment. Every receipt has a link to manage or cancel your monthly gift.'
          : 'We will e-mail your receipt shortly.'}
      </Text>
      <Button mt="6" variant="outline" colorPalette="brand" onClick={onGiveAgain}>
        Make Another Gift
      </Button>
    </Box>
  )
}
