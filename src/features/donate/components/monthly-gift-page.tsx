import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { Alert } from '@chakra-ui/react/alert'
import { Box } from '@chakra-ui/react/box'
import { LinkButton } from '@/components/ui/link-button'
import { Heading } from '@chakra-ui/react/heading'
import { Spinner } from '@chakra-ui/react/spinner'
import { Text } from '@chakra-ui/react/text'
import { formatDollars } from '@contract/donation-rules.ts'
import type { MonthlyGift } from '@contract/monthly-gifts.ts'
import { SignedLinkAction } from '@/components/signed-link-action'
import { formatLongDate } from '@/lib/format/date'
import { errorMessage } from '@/lib/http'
import { cancelMonthlyGift, useMonthlyGift } from '../api/monthly-gift'

const TITLE = 'Your Monthly Gift'

function Frame({ children }: { children: ReactNode }) {
  return (
    <Box maxW="2xl" mx="auto" px="6" py={{ base: '12', md: '20' }} textAlign="center">
      <Heading as="h1" tabIndex={-1} outline="none" size="2xl" color="brand.800">{TITLE}</Heading>
      {children}
      <Box mt="10">
        <LinkButton asChild variant="outline" colorPalette="brand">
          <Link to="/donate">Go to Donate</Link>
        </LinkButton>
      </Box>
    </Box>
  )
}

function describe(gift: MonthlyGift): string {
  const amount = formatDollars(gift.amountCents)
  const next = gift.nextChargeAt ? formatLongDate(gift.nextChargeAt) : null
  if (gift.cancelAtPeriodEnd) {
    return `Your monthly gift of ${amount} is cancelled.${next ? ` No further payments will be taken after ${next}.` : ''}`
  }
  return `You give ${amount} every month.${next ? ` Your next gift is on ${next}.` : ''} If you cancel, no further payments will be taken after that date.`
}

/** /donate/monthly-gift?token=… : a monthly receipt's link; cancelling takes a button press (a POST). */
export function MonthlyGiftPage({ token }: { token: string | undefined }) {
  const gift = useMonthlyGift(token)
  const goToDonate = (
    <LinkButton asChild variant="outline" colorPalette="brand">
      <Link to="/donate">Go to Donate</Link>
    </LinkButton>
  )

  if (token && gift.isPending) {
    return <Frame><Spinner mt="8" color="brand.solid" aria-label="Loading your monthly gift" /></Frame>
  }
  if (token && gift.isError) {
    return (
      <Frame>
        <Alert.Root status="error" role="alert" mt="6" textAlign="start">
          <Alert.Indicator />
          <Alert.Title>{errorMessage(gift.error, 'We could not load your monthly gift. Please try again later.')}</Alert.Title>
        </Alert.Root>
      </Frame>
    )
  }
  if (gift.data?.cancelAtPeriodEnd) {
    return <Frame><Text mt="6" role="status">{describe(gift.data)}</Text></Frame>
  }
  return (
    <SignedLinkAction
      title={TITLE}
      question={gift.data ? describe(gift.data) : ''}
      actionLabel="Cancel monthly gift"
      pendingLabel="Cancelling..."
      token={token}
      action={cancelMonthlyGift}
    >
      {goToDonate}
    </SignedLinkAction>
  )
}
