import { lazy, Suspense, useState, type ReactNode } from 'react'
import { Alert } from '@chakra-ui/react/alert'
import { Box } from '@chakra-ui/react/box'
import { Container } from '@chakra-ui/react/container'
import { Heading } from '@chakra-ui/react/heading'
import { Spinner } from '@chakra-ui/react/spinner'
import { Text } from '@chakra-ui/react/text'
import type { DonationCreated } from '@contract/donations.ts'
import { defineMessages, useMessages } from '@/i18n/messages'
import { usePageContent } from '@/lib/site-content'
import { UntranslatedNotice } from '@/i18n/untranslated-notice'
import { usePaymentReturn } from '../hooks/use-payment-return'
import { stripePublishableKey } from '../payment-config'
import { DonateHero } from './donate-hero'
import { DonationForm } from './donation-form'
import { IN_KIND_SECTION_ID, InKindGivingSection, SPONSORSHIP_SECTION_ID, SponsorshipTiersSection } from './donate-far-sections'
import { ThankYou } from './thank-you'

const PaymentStep = lazy(() => import('./payment-step'))

const messages = defineMessages({
  en: {
    formTitle: 'Make Your Donation',
    formIntro: 'Every gift, large or small, supports people with disabilities and their families.',
    processing: 'Your payment is processing. We will e-mail your receipt as soon as it completes.',
    loadingPayment: 'Loading secure payment form',
    sponsorshipTitle: 'Sponsorship Opportunities',
    sponsorshipIntro: 'Partner with us as a sponsor and see your support at work all year.',
    inKindTitle: 'In-Kind Donations',
    inKindIntro: 'Goods and professional skills make a difference too.',
  },
  es: {
    formTitle: 'Haga su donación',
    formIntro: 'Cada donación, grande o pequeña, apoya a las personas con discapacidades y a sus familias.',
    processing: 'Su pago se está procesando. Le enviaremos el recibo por correo electrónico en cuanto se complete.',
    loadingPayment: 'Cargando el formulario de pago seguro',
    sponsorshipTitle: 'Oportunidades de patrocinio',
    sponsorshipIntro: 'Sea nuestro patrocinador y vea el resultado de su apoyo durante todo el año.',
    inKindTitle: 'Donaciones en especie',
    inKindIntro: 'Los artículos y los servicios profesionales también hacen una diferencia.',
  },
})

function Section({ id, title, intro, tinted, children }: { id: string; title: string; intro?: string; tinted?: boolean; children: ReactNode }) {
  return (
    <Box as="section" id={id} aria-labelledby={`${id}-heading`} py={{ base: '10', md: '14' }} bg={tinted ? 'gray.50' : undefined}>
      <Container maxW="5xl">
        <Heading as="h2" id={`${id}-heading`} size={{ base: '2xl', md: '3xl' }} textAlign="center" color="brand.800">
          {title}
        </Heading>
        {intro && <Text mt="3" textAlign="center" color="fg.muted" maxW="3xl" mx="auto">{intro}</Text>}
        <Box mt="8">{children}</Box>
      </Container>
    </Box>
  )
}

interface DonatePageProps {
  /** payment_intent from the return address /donate?success=true. */
  returnedPaymentIntent?: string
  /** Drops the return parameters once their outcome has been shown. */
  onReturnHandled: () => void
}

export function DonatePage({ returnedPaymentIntent, onReturnHandled }: DonatePageProps) {
  const [payment, setPayment] = useState<DonationCreated | null>(null)
  const { processing, completed, dismissCompleted } = usePaymentReturn(returnedPaymentIntent, onReturnHandled)
  const publishableKey = stripePublishableKey()
  const t = useMessages(messages)
  // the tiers and the in-kind lists are the page's own content
  const page = usePageContent('donate')

  return (
    <>
      <DonateHero />
      <UntranslatedNotice pageContent={page} w="calc(100% - 2rem)" maxW="5xl" mx="auto" mt="6" />
      <Section id="donate-form" title={t.formTitle} intro={t.formIntro}>
        <Box maxW="2xl" mx="auto" borderWidth="1px" borderRadius="xl" p={{ base: '5', md: '8' }} bg="bg">
          {processing && (
            <Alert.Root status="info" mb="6">
              <Alert.Indicator />
              <Alert.Title>{t.processing}</Alert.Title>
            </Alert.Root>
          )}
          {completed && <ThankYou gift={completed} onGiveAgain={dismissCompleted} />}
          {payment && publishableKey && (
            <Suspense fallback={<Spinner color="brand.solid" aria-label={t.loadingPayment} />}>
              <PaymentStep
                publishableKey={publishableKey}
                clientSecret={payment.clientSecret}
                amountCents={payment.amountCents}
                frequency={payment.frequency}
                onBack={() => setPayment(null)}
              />
            </Suspense>
          )}
          {/* Kept mounted behind the payment step, so Back returns to the same amount and donor. */}
          <Box hidden={!!payment || !!completed}>
            <DonationForm onPaymentReady={setPayment} />
          </Box>
        </Box>
      </Section>
      <Section id={SPONSORSHIP_SECTION_ID} title={t.sponsorshipTitle} tinted intro={t.sponsorshipIntro}>
        <SponsorshipTiersSection />
      </Section>
      <Section id={IN_KIND_SECTION_ID} title={t.inKindTitle} intro={t.inKindIntro}>
        <InKindGivingSection />
      </Section>
    </>
  )
}
