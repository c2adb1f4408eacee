import { useEffect, useRef, useState } from 'react'
import { useNavigate, useRouter } from '@tanstack/react-router'
import { Box } from '@chakra-ui/react/box'
import { Text } from '@chakra-ui/react/text'
import { HumanCheck, useHumanCheck } from '@/components/human-check/human-check'
import { defineMessages, useMessages } from '@/i18n/messages'
import { useLocale } from '@/i18n/use-locale'
import { ApiError } from '@/lib/http'
import { confirmHeld } from '../api/confirm-held'

const messages = defineMessages({
  en: {
    sending: 'Checking that you are not a robot, then sending your form...',
    failed: 'Your form could not be sent from this page. Please use the link in the email we sent you.',
  },
  es: {
    sending: 'Comprobando que no es un robot y enviando su formulario...',
    failed: 'No se pudo enviar su formulario desde esta página. Use el enlace del correo electrónico que le enviamos.',
  },
})

type State = 'idle' | 'sending' | 'failed'

/**
 * The held form's page once the app runs there (/forms/held#<token>; issue 56 with 57.7): the
 * token is read from the address's fragment after the page has started (the prerendered page has
 * none), the check runs, and the form is sent; the page then becomes the form's result page.
 * Without JavaScript the page's text sends the visitor to the e-mailed link instead.
 */
export function HeldConfirm() {
  const locale = useLocale()
  const t = useMessages(messages)
  const navigate = useNavigate()
  const router = useRouter()
  const check = useHumanCheck()
  const [state, setState] = useState<State>('idle')
  const started = useRef(false)

  useEffect(() => {
    const token = decodeURIComponent(router.state.location.hash.replace(/^#/, ''))
    if (!token || started.current) return
    started.current = true
    setState('sending')
    const send = async () => {
      try {
        const { outcome } = await confirmHeld(token, await check.proof())
        void navigate({ to: '/forms/$outcome', params: { outcome }, replace: true })
      } catch (err) {
        if (err instanceof ApiError && err.status === 410) void navigate({ to: '/forms/$outcome', params: { outcome: 'held-expired' }, replace: true })
        else setState('failed')
      }
    }
    void send()
  }, [check, navigate, router])

  if (state === 'idle') return null
  return (
    <Box mt="6" display="flex" flexDirection="column" alignItems="center">
      <HumanCheck id="held-check" check={check} locale={locale} />
      <Text mt="2" role={state === 'failed' ? 'alert' : 'status'}>{state === 'failed' ? t.failed : t.sending}</Text>
    </Box>
  )
}
