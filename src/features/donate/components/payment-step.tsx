// Loaded with React.lazy only once a client secret exists: Stripe's browser script and the
// Payment Element live in this chunk and nowhere else.
import { useEffect, useRef, useState, type FormEvent } from 'react'
import type { Stripe } from '@stripe/stripe-js'
import { loadStripe } from '@stripe/stripe-js/pure'
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js'
import { Box } from '@chakra-ui/react/box'
import { Button } from '@chakra-ui/react/button'
import { Heading } from '@chakra-ui/react/heading'
import { HStack, Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { formatDollars, type DonationFrequency } from '@contract/donation-rules.ts'
import { notify } from '@/components/ui/toaster'
import { defineMessages, useMessages } from '@/i18n/messages'
import { pathIn } from '@/i18n/locale'
import { useLocale } from '@/i18n/use-locale'
import { impactFor, impactMessages } from '../impact'
import { donateMessages } from '../messages'

const messages = defineMessages({
  en: {
    heading: 'Complete Your Donation',
    provides: (monthly: boolean, amount: string) => `Your ${monthly ? 'monthly gift' : 'gift'} of ${amount} provides:`,
    notCompleted: 'Your payment could not be completed. Please try again.',
    back: 'Back',
    completeMonthly: (amount: string) => `Complete Monthly Donation of ${amount}`,
    complete: (amount: string) => `Complete Donation of ${amount}`,
  },
  es: {
    heading: 'Complete su donación',
    provides: (monthly: boolean, amount: string) => `Su ${monthly ? 'donación mensual' : 'donación'} de ${amount} ofrece:`,
    notCompleted: 'No se pudo completar su pago. Por favor, inténtelo de nuevo.',
    back: 'Volver',
    completeMonthly: (amount: string) => `Completar la donación mensual de ${amount}`,
    complete: (amount: string) => `Completar la donación de ${amount}`,
  },
})

export interface PaymentStepProps {
  publishableKey: string
  clientSecret: string
  amountCents: number
  frequency: DonationFrequency
  onBack: () => void
}

const stripeByKey = new Map<string, Promise<Stripe | null>>()
function stripeFor(publishableKey: string) {
  let stripe = stripeByKey.get(publishableKey)
  if (!stripe) stripeByKey.set(publishableKey, (stripe = loadStripe(publishableKey)))
  return stripe
}

/**
 * SPEC 'Donate': Complete Your Donation, the impact line, the Payment Element, confirm and back.
 * A monthly gift confirms its subscription's first invoice the same way (its client secret).
 */
export default function PaymentStep({ publishableKey, clientSecret, amountCents, frequency, onBack }: PaymentStepProps) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  const locale = useLocale()
  const t = useMessages(messages)
  const impact = useMessages(impactMessages)
  return (
    <Stack gap="5">
      <Heading as="h2" size="2xl" color="brand.800" tabIndex={-1} ref={heading}>
        {t.heading}
      </Heading>
      <Text>
        {t.provides(frequency === 'monthly', formatDollars(amountCents))}{' '}
        <strong>{impactFor(amountCents / 100, impact)}</strong>
      </Text>
      {/* Stripe's own words (labels, card errors) in the page's language, not the browser's */}
      <Elements stripe={stripeFor(publishableKey)} options={{ clientSecret, locale }}>
        <ConfirmForm amountCents={amountCents} frequency={frequency} onBack={onBack} />
      </Elements>
    </Stack>
  )
}

function ConfirmForm({ amountCents, frequency, onBack }: Pick<PaymentStepProps, 'amountCents' | 'frequency' | 'onBack'>) {
  const stripe = useStripe()
  const elements = useElements()
  const [busy, setBusy] = useState(false)
  const locale = useLocale()
  const t = useMessages(messages)
  const { paymentFailed, processing } = useMessages(donateMessages)

  const confirm = async (event: FormEvent) => {
    event.preventDefault()
    if (!stripe || !elements) return
    setBusy(true)
    const { error } = await stripe.confirmPayment({
      elements,
      // back to the donate page in the language the gift was given in
      confirmParams: { return_url: `${window.location.origin}${pathIn(locale, '/donate')}?success=true` },
    })
    // Only reached when confirmation failed before any redirect.
    setBusy(false)
    notify.error(paymentFailed, error.message ?? t.notCompleted)
  }

  return (
    <Box as="form" onSubmit={confirm}>
      <PaymentElement />
      <HStack mt="6" gap="3" wrap="wrap">
        <Button type="button" variant="outline" colorPalette="brand" onClick={onBack} disabled={busy}>
          {t.back}
        </Button>
        <Button type="submit" colorPalette="accent" disabled={!stripe || !elements || busy} loading={busy} loadingText={processing}>
          {frequency === 'monthly' ? t.completeMonthly(formatDollars(amountCents)) : t.complete(formatDollars(amountCents))}
        </Button>
      </HStack>
    </Box>
  )
}
