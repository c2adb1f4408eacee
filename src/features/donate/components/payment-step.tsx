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
import { impactFor } from '../impact'

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
  return (
    <Stack gap="5">
      <Heading as="h2" size="2xl" color="brand.800" tabIndex={-1} ref={heading}>
        Complete Your Donation
      </Heading>
      <Text>
        Your {frequency === 'monthly' ? 'monthly gift' : 'gift'} of {formatDollars(amountCents)} provides:{' '}
        <strong>{impactFor(amountCents / 100)}</strong>
      </Text>
      <Elements stripe={stripeFor(publishableKey)} options={{ clientSecret }}>
        <ConfirmForm amountCents={amountCents} frequency={frequency} onBack={onBack} />
      </Elements>
    </Stack>
  )
}

function ConfirmForm({ amountCents, frequency, onBack }: Pick<PaymentStepProps, 'amountCents' | 'frequency' | 'onBack'>) {
  const stripe = useStripe()
  const elements = useElements()
  const [busy, setBusy] = useState(false)

  const confirm = async (event: FormEvent) => {
    event.preventDefault()
    if (!stripe || !elements) return
    setBusy(true)
    const { error } = await stripe.confirmPayment({
      elements,
      confirmParams: { return_url: `${window.location.origin}/donate?success=true` },
    })
    // Only reached when confirmation failed before any redirect.
    setBusy(false)
    notify.error('Payment Failed', error.message ?? 'Your payment could not be completed. Please try again.')
  }

  return (
    <Box as="form" onSubmit={confirm}>
      <PaymentElement />
      <HStack mt="6" gap="3" wrap="wrap">
        <Button type="button" variant="outline" colorPalette="brand" onClick={onBack} disabled={busy}>
          Back
        </Button>
        <Button type="submit" colorPalette="accent" disabled={!stripe || !elements || busy} loading={busy} loadingText="Processing...">
          {frequency === 'monthly'
            ? `Complete Monthly Donation of ${formatDollars(amountCents)}`
            : `Complete Donation of ${formatDollars(amountCents)}`}
        </Button>
      </HStack>
    </Box>
  )
}
