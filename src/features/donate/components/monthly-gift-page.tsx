import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { Alert } from '@chakra-ui/react/alert'
import { Box } from '@chakra-ui/react/box'
import { LinkButton } from '@/components/ui/link-button'
import { Heading } from '@chakra-ui/react/heading'
import { Spinner } from '@chakra-ui/react/spinner'
import { Text } from '@chakra-ui/react/text'
import type { MonthlyGift } from '@contract/monthly-gifts.ts'
import { SignedLinkAction } from '@/components/signed-link-action'
import type { Locale } from '@/i18n/locale'
import { defineMessages, useMessages } from '@/i18n/messages'
import { useLocale } from '@/i18n/use-locale'
import { formatLongDate } from '@/lib/format/date'
import { errorMessage } from '@/lib/http'
import { cancelMonthlyGift, useMonthlyGift } from '../api/monthly-gift'
import { formatDollars } from '@contract/donation-rules.ts'

const monthlyGiftMessages = defineMessages({
  en: {
    title: 'Your Monthly Gift',
    goToDonate: 'Go to Donate',
    loading: 'Loading your monthly gift',
    loadFailed: 'We could not load your monthly gift. Please try again later.',
    cancelled: (amount: string, next: string | null) =>
      `Your monthly gift of ${amount} is cancelled.${next ? ` No further payments will be taken after ${next}.` : ''}`,
    active: (amount: string, next: string | null) =>
      `You give ${amount} every month.${next ? ` Your next gift is on ${next}.` : ''} If you cancel, no further payments will be taken after that date.`,
    cancel: 'Cancel monthly gift',
    cancelling: 'Cancelling...',
  },
  es: {
    title: 'Su donación mensual',
    goToDonate: 'Ir a la página de donaciones',
    loading: 'Cargando su donación mensual',
    loadFailed: 'No pudimos cargar su donación mensual. Por favor, inténtelo de nuevo más tarde.',
    cancelled: (amount: string, next: string | null) =>
      `Su donación mensual de ${amount} está cancelada.${next ? ` No se harán más cobros después del ${next}.` : ''}`,
    active: (amount: string, next: string | null) =>
      `Usted dona ${amount} cada mes.${next ? ` Su próxima donación es el ${next}.` : ''} Si cancela, no se harán más cobros después de esa fecha.`,
    cancel: 'Cancelar la donación mensual',
    cancelling: 'Cancelando...',
  },
})

function Frame({ children }: { children: ReactNode }) {
  const t = useMessages(monthlyGiftMessages)
  return (
    <Box maxW="2xl" mx="auto" px="6" py={{ base: '12', md: '20' }} textAlign="center">
      <Heading as="h1" tabIndex={-1} outline="none" size="2xl" color="brand.800">{t.title}</Heading>
      {children}
      <Box mt="10">
        <LinkButton asChild variant="outline" colorPalette="brand">
          <Link to="/donate">{t.goToDonate}</Link>
        </LinkButton>
      </Box>
    </Box>
  )
}

type Words = (typeof monthlyGiftMessages)['en']

function describe(gift: MonthlyGift, t: Words, locale: Locale): string {
  const amount = formatDollars(gift.amountCents)
  const next = gift.nextChargeAt ? formatLongDate(gift.nextChargeAt, locale) : null
  return gift.cancelAtPeriodEnd ? t.cancelled(amount, next) : t.active(amount, next)
}

/** /donate/monthly-gift?token=… : a monthly receipt's link; cancelling takes a button press (a POST). */
export function MonthlyGiftPage({ token }: { token: string | undefined }) {
  const gift = useMonthlyGift(token)
  const locale = useLocale()
  const t = useMessages(monthlyGiftMessages)
  const goToDonate = (
    <LinkButton asChild variant="outline" colorPalette="brand">
      <Link to="/donate">{t.goToDonate}</Link>
    </LinkButton>
  )

  if (token && gift.isPending) {
    return <Frame><Spinner mt="8" color="brand.solid" aria-label={t.loading} /></Frame>
  }
  if (token && gift.isError) {
    return (
      <Frame>
        <Alert.Root status="error" role="alert" mt="6" textAlign="start">
          <Alert.Indicator />
          <Alert.Title>{errorMessage(gift.error, t.loadFailed)}</Alert.Title>
        </Alert.Root>
      </Frame>
    )
  }
  if (gift.data?.cancelAtPeriodEnd) {
    return <Frame><Text mt="6" role="status">{describe(gift.data, t, locale)}</Text></Frame>
  }
  return (
    <SignedLinkAction
      title={t.title}
      question={gift.data ? describe(gift.data, t, locale) : ''}
      actionLabel={t.cancel}
      pendingLabel={t.cancelling}
      token={token}
      action={cancelMonthlyGift}
    >
      {goToDonate}
    </SignedLinkAction>
  )
}
