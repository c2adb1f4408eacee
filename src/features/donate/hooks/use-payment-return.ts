import { useEffect, useRef, useState } from 'react'
import type { DonationFrequency } from '@contract/donation-rules.ts'
import { notify } from '@/components/ui/toaster'
import { useDonationStatus } from '../api/donation-status'

export const PAYMENT_SUCCESS_TITLE = 'Payment Successful!'
export const PAYMENT_SUCCESS_MESSAGE = 'Thank you for your generous donation.'

export interface CompletedGift {
  frequency: DonationFrequency
  amountCents: number
}

/**
 * The return address /donate?success=true&payment_intent=pi_…: the toast and the thank-you
 * screen follow the PaymentIntent's status as the server reads it from Stripe, never the
 * redirect alone. Answers whether the payment is still processing, and the gift it completed.
 */
export function usePaymentReturn(paymentIntent: string | undefined, onSettled: () => void): {
  processing: boolean
  completed: CompletedGift | null
  dismissCompleted: () => void
} {
  const status = useDonationStatus(paymentIntent)
  const announced = useRef<string | null>(null)
  const [completed, setCompleted] = useState<CompletedGift | null>(null)

  useEffect(() => {
    if (!paymentIntent || announced.current === paymentIntent) return
    if (status.isError) {
      announced.current = paymentIntent
      // Toasts flush synchronously: raise them after this effect, not during React's commit.
      queueMicrotask(() => notify.error('Payment Failed', 'We could not confirm your payment. Please contact us before trying again.'))
      onSettled()
      return
    }
    const data = status.data
    if (!data || data.status === 'processing') return
    announced.current = paymentIntent
    if (data.status === 'succeeded') setCompleted({ frequency: data.frequency, amountCents: data.amountCents })
    queueMicrotask(() => {
      if (data.status === 'succeeded') notify.success(PAYMENT_SUCCESS_TITLE, PAYMENT_SUCCESS_MESSAGE)
      else notify.error('Payment Failed', data.message ?? 'Your payment was not completed.')
    })
    onSettled()
  }, [paymentIntent, status.data, status.isError, onSettled])

  return { processing: status.data?.status === 'processing', completed, dismissCompleted: () => setCompleted(null) }
}
