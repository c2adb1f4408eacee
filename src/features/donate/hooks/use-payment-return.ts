import { useEffect, useRef, useState } from 'react'
import type { DonationFrequency } from '@contract/donation-rules.ts'
import { notify } from '@/components/ui/toaster'
import { defineMessages, useMessages } from '@/i18n/messages'
import { useDonationStatus } from '../api/donation-status'
import { donateMessages } from '../messages'

export const PAYMENT_SUCCESS_TITLE = 'Payment Successful!'
export const PAYMENT_SUCCESS_MESSAGE = 'Thank you for your generous donation.'

const messages = defineMessages({
  en: {
    paymentFailed: donateMessages.en.paymentFailed,
    notConfirmed: 'We could not confirm your payment. Please contact us before trying again.',
    notCompleted: 'Your payment was not completed.',
    successTitle: PAYMENT_SUCCESS_TITLE,
    successMessage: PAYMENT_SUCCESS_MESSAGE,
  },
  es: {
    paymentFailed: donateMessages.es.paymentFailed,
    notConfirmed: 'No pudimos confirmar su pago. Por favor, comuníquese con nosotros antes de intentarlo de nuevo.',
    notCompleted: 'Su pago no se completó.',
    successTitle: '¡Pago realizado!',
    successMessage: 'Gracias por su generosa donación.',
  },
})

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
  const t = useMessages(messages)
  const announced = useRef<string | null>(null)
  const [completed, setCompleted] = useState<CompletedGift | null>(null)

  useEffect(() => {
    if (!paymentIntent || announced.current === paymentIntent) return
    if (status.isError) {
      announced.current = paymentIntent
      // Toasts flush synchronously: raise them after this effect, not during React's commit.
      queueMicrotask(() => notify.error(t.paymentFailed, t.notConfirmed))
      onSettled()
      return
    }
    const data = status.data
    if (!data || data.status === 'processing') return
    announced.current = paymentIntent
    if (data.status === 'succeeded') setCompleted({ frequency: data.frequency, amountCents: data.amountCents })
    queueMicrotask(() => {
      if (data.status === 'succeeded') notify.success(t.successTitle, t.successMessage)
      else notify.error(t.paymentFailed, data.message ?? t.notCompleted)
    })
    onSettled()
  }, [paymentIntent, status.data, status.isError, onSettled, t])

  return { processing: status.data?.status === 'processing', completed, dismissCompleted: () => setCompleted(null) }
}
