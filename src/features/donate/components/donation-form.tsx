import { useCallback, useRef } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { Box } from '@chakra-ui/react/box'
import { Button } from '@chakra-ui/react/button'
import { Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { dollarsToCents, EMAIL_REQUIRED_TITLE, INVALID_AMOUNT_TITLE, PAYMENTS_UNAVAILABLE_MESSAGE, PAYMENTS_UNAVAILABLE_TITLE, processingFeeCents, formatDollars } from '@contract/donation-rules.ts'
import type { DonationCreated } from '@contract/donations.ts'
import { notify } from '@/components/ui/toaster'
import { defineMessages, useMessages } from '@/i18n/messages'
import { resolverIn } from '@/i18n/spanish-errors'
import { useLocale } from '@/i18n/use-locale'
import { HumanCheck, useHumanCheck } from '@/components/human-check/human-check'
import { ApiError, errorMessage } from '@/lib/http'
import { lazyResolver } from '@/lib/lazy-resolver'
import { useCreateDonation } from '../api/create-donation'
import { chosenDollars } from '../chosen-dollars'
import { emptyDonorForm, invalidFormToast, type DonorFormOutput, type DonorFormValues } from '../donor-form'
import { impactFor, impactMessages } from '../impact'
import { donateMessages } from '../messages'
import { stripePublishableKey } from '../payment-config'
import { AmountPicker } from './amount-picker'
import { DonorFields } from './donor-fields'
import { FrequencyPicker } from './frequency-picker'
import { GiftOptions } from './gift-options'

const messages = defineMessages({
  en: {
    tryLater: 'Please try again later.',
    unavailableTitle: PAYMENTS_UNAVAILABLE_TITLE,
    unavailableMessage: PAYMENTS_UNAVAILABLE_MESSAGE,
    invalidFormTitles: { invalidAmount: INVALID_AMOUNT_TITLE, emailRequired: EMAIL_REQUIRED_TITLE },
    impact: (text: string) => `Your impact: ${text}`,
    donateNow: (amount: string) => `Donate ${amount} Now`,
    donateMonthly: (amount: string) => `Donate ${amount} Monthly`,
  },
  es: {
    tryLater: 'Por favor, inténtelo de nuevo más tarde.',
    unavailableTitle: 'Los pagos no están disponibles',
    unavailableMessage: 'El sistema de pagos no está configurado. Por favor, comuníquese directamente con nosotros.',
    invalidFormTitles: { invalidAmount: 'Cantidad no válida', emailRequired: 'Falta el correo electrónico' },
    impact: (text: string) => `Su impacto: ${text}`,
    donateNow: (amount: string) => `Donar ${amount} ahora`,
    donateMonthly: (amount: string) => `Donar ${amount} cada mes`,
  },
})

// /donate is prerendered: zod and the form's schema load when the visitor turns to the form.
const validation = lazyResolver<DonorFormValues, unknown, DonorFormOutput>(() =>
  Promise.all([import('@hookform/resolvers/zod'), import('../donor-form-schema')]).then(([{ zodResolver }, { donorFormSchema }]) =>
    zodResolver(donorFormSchema),
  ),
)

/** SPEC §3–§5: one-time or monthly, amount, impact, donor information and 'Donate $X Now' ('… Monthly'). */
export function DonationForm({ onPaymentReady }: { onPaymentReady: (payment: DonationCreated) => void }) {
  const locale = useLocale()
  const { register, handleSubmit, setValue, control, formState: { errors } } = useForm<DonorFormValues, unknown, DonorFormOutput>({
    resolver: resolverIn(locale, validation.resolver),
    defaultValues: emptyDonorForm,
  })
  const createDonation = useCreateDonation()
  const check = useHumanCheck()
  const t = useMessages(messages)
  const impact = useMessages(impactMessages)
  const { paymentFailed, processing } = useMessages(donateMessages)
  // One attempt id per distinct request body: a retried identical request is idempotent at Stripe.
  const attempt = useRef<{ key: string; id: string } | null>(null)

  // useWatch, not watch(): watch() makes useForm render the whole form once more after it mounts,
  // a second pass over the prerendered form as the page hydrates.
  const [frequency, presetAmount, customAmount, donorEmail, coverFee, dedicate] = useWatch({
    control,
    name: ['frequency', 'presetAmount', 'customAmount', 'donorEmail', 'coverFee', 'dedicate'],
  })
  // Stable handlers, so the memoized sections render again only when what they show changes:
  // react-hook-form renders the whole form once more as it mounts (its isReady state, set in a
  // layout effect, so in the same task as hydration) and on every watched keystroke.
  const onFrequency = useCallback((value: DonorFormValues['frequency']) => setValue('frequency', value), [setValue])
  const onPreset = useCallback((amount: number) => {
    setValue('presetAmount', amount)
    setValue('customAmount', '')
  }, [setValue])
  const onCustom = useCallback((value: string) => {
    setValue('customAmount', value)
    setValue('presetAmount', null)
  }, [setValue])
  const dollars = chosenDollars({ presetAmount, customAmount })
  const giftCents = dollars >= 1 ? dollarsToCents(dollars) : 0
  const feeCents = giftCents > 0 ? processingFeeCents(giftCents) : null
  // The button shows what will be charged: the gift, plus the fee when the donor covers it.
  const label = formatDollars(giftCents + (coverFee && feeCents !== null ? feeCents : 0))
  const disabled = dollars < 1 || donorEmail === '' || createDonation.isPending

  const onValid = async (values: DonorFormOutput) => {
    const publishableKey = stripePublishableKey()
    if (!publishableKey) {
      notify.error(t.unavailableTitle, t.unavailableMessage)
      return
    }
    const key = JSON.stringify(values)
    if (attempt.current?.key !== key) attempt.current = { key, id: crypto.randomUUID() }
    // each request carries its own solution: the server accepts a solution once
    createDonation.mutate(
      { ...values, attemptId: attempt.current.id, altcha: await check.proof() },
      {
        onSettled: check.spent,
        onSuccess: (payment) => onPaymentReady(payment),
        onError: (err) => {
          if (err instanceof ApiError) check.refused(err.fieldErrors?.altcha?.[0])
          if (err instanceof ApiError && err.status === 503) notify.error(t.unavailableTitle, t.unavailableMessage)
          else notify.error(paymentFailed, errorMessage(err, t.tryLater))
        },
      },
    )
  }
  const onInvalid = (formErrors: Parameters<typeof invalidFormToast>[0]) => {
    const toast = invalidFormToast(formErrors, t.invalidFormTitles)
    if (toast) notify.error(toast.title, toast.description)
  }

  return (
    <form
      noValidate
      onFocus={() => {
        validation.preload()
        check.load()
      }}
      // The catch only runs when the validation code or the check could not be loaded (the connection dropped).
      onSubmit={(event) => handleSubmit(onValid, onInvalid)(event).catch(() => notify.error(paymentFailed, t.tryLater))}
    >
      <Stack gap="6">
        <FrequencyPicker value={frequency} onChange={onFrequency} />
        <AmountPicker
          presetAmount={presetAmount}
          customAmount={customAmount}
          onPreset={onPreset}
          onCustom={onCustom}
          error={errors.customAmount?.message}
        />
        <Box role="status" aria-live="polite" bg="accent.50" borderRadius="md" p="4">
          <Text fontWeight="semibold" color="accent.800">{t.impact(impactFor(dollars, impact))}</Text>
        </Box>
        <GiftOptions
          register={register}
          feeCents={feeCents}
          dedicate={dedicate}
          dedicationNameError={errors.dedicationName?.message}
          dedicationEmailError={errors.dedicationEmail?.message}
        />
        <DonorFields register={register} emailError={errors.donorEmail?.message} />
        <HumanCheck id="donation-check" check={check} locale={locale} />
        <Button type="submit" colorPalette="accent" size="xl" disabled={disabled} loading={createDonation.isPending} loadingText={processing}>
          {frequency === 'monthly' ? t.donateMonthly(label) : t.donateNow(label)}
        </Button>
      </Stack>
    </form>
  )
}
