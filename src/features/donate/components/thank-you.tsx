import { useEffect, useRef } from 'react'
import { Box } from '@chakra-ui/react/box'
import { Button } from '@chakra-ui/react/button'
import { Heading } from '@chakra-ui/react/heading'
import { Text } from '@chakra-ui/react/text'
import { defineMessages, useMessages } from '@/i18n/messages'
import type { CompletedGift } from '../hooks/use-payment-return'
import { formatDollars } from '@contract/donation-rules.ts'

const messages = defineMessages({
  en: {
    monthlyHeading: (amount: string) => `Thank you! Your monthly gift of ${amount} is set up.`,
    oneTimeHeading: (amount: string) => `Thank you! Your gift of ${amount} has been received.`,
    monthlyReceipts: 'We will e-mail a receipt for each monthly payment. Every receipt has a link to manage or cancel your monthly gift.',
    oneTimeReceipt: 'We will e-mail your receipt shortly.',
    giveAgain: 'Make Another Gift',
  },
  es: {
    monthlyHeading: (amount: string) => `¡Gracias! Su donación mensual de ${amount} quedó lista.`,
    oneTimeHeading: (amount: string) => `¡Gracias! Recibimos su donación de ${amount}.`,
    monthlyReceipts: 'Le enviaremos un recibo por correo electrónico por cada pago mensual. Cada recibo tiene un enlace para administrar o cancelar su donación mensual.',
    oneTimeReceipt: 'En breve le enviaremos el recibo por correo electrónico.',
    giveAgain: 'Hacer otra donación',
  },
})

/** The thank-you screen after Stripe reports a gift paid; focus moves to its heading. */
export function ThankYou({ gift, onGiveAgain }: { gift: CompletedGift; onGiveAgain: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  const t = useMessages(messages)
  const amount = formatDollars(gift.amountCents)
  const monthly = gift.frequency === 'monthly'
  return (
    <Box textAlign="center" py="4">
      <Heading as="h2" size="2xl" color="brand.800" tabIndex={-1} ref={heading}>
        {monthly ? t.monthlyHeading(amount) : t.oneTimeHeading(amount)}
      </Heading>
      <Text mt="4" color="fg.muted">
        {monthly ? t.monthlyReceipts : t.oneTimeReceipt}
      </Text>
      <Button mt="6" variant="outline" colorPalette="brand" onClick={onGiveAgain}>
        {t.giveAgain}
      </Button>
    </Box>
  )
}
