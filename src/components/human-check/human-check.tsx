import { useCallback, useEffect, useRef, useState } from 'react'
import { Box } from '@chakra-ui/react/box'
import { Text } from '@chakra-ui/react/text'
import type { AltchaWidgetElement } from 'altcha/types/generic'
import type {} from 'altcha/types/react'
import type { Locale } from '@/i18n/locale'
import { defineMessages, useMessages } from '@/i18n/messages'

const messages = defineMessages({
  en: { notDone: 'Please wait for the check that you are not a robot to finish, then send again.' },
  es: { notDone: 'Espere a que termine la comprobación de que no es un robot y vuelva a enviar.' },
})

/** The widget element, once React has put it in the form. */
function whenMounted() {
  let resolve: (el: AltchaWidgetElement) => void = () => {}
  const promise = new Promise<AltchaWidgetElement>((r) => (resolve = r))
  return { promise, resolve }
}

type StateChange = CustomEvent<{ state: string; payload?: string }>

/** The widget's solution could not be had (no worker, the challenge did not load, it expired). */
export class HumanCheckUnfinished extends Error {}

/**
 * The proof-of-work check of a public form (issue 57.7; the server's side is
 * supabase/functions/_shared/http/human-check.ts). Its code loads when the form is focused or its
 * check comes into view (`load`), then it solves a challenge from /api/challenge on its own;
 * `proof()` waits for that solution, `spent()` starts a new one after a send used it.
 */
export function useHumanCheck() {
  const t = useMessages(messages)
  const [loaded, setLoaded] = useState(false)
  const [error, setError] = useState<string>()
  const widget = useRef<AltchaWidgetElement | null>(null)
  const payload = useRef<string | null>(null)
  const [mounted] = useState(whenMounted)

  const load = useCallback(() => {
    void import('./altcha-widget').then(() => setLoaded(true))
  }, [])

  const attach = useCallback((el: AltchaWidgetElement | null) => {
    widget.current = el
    if (!el) return
    el.addEventListener('statechange', (event) => {
      const { state, payload: solved } = (event as StateChange).detail
      payload.current = state === 'verified' && solved ? solved : null
      if (payload.current) setError(undefined)
    })
    mounted.resolve(el)
  }, [mounted])

  /** The solution to send with the form, once the widget has one. */
  const proof = useCallback(async (): Promise<string> => {
    load()
    const el = await mounted.promise
    // Just put in the page, the widget starts its own run a moment later (auto="onload"); a
    // verify() of ours before it would be cancelled by it: wait for that run to begin.
    if (el.getState() === 'unverified') await started(el)
    if (payload.current) return payload.current
    const result = el.getState() === 'verifying' ? await settled(el) : (await el.verify())?.payload
    if (!result) {
      setError(t.notDone)
      throw new HumanCheckUnfinished()
    }
    return result
  }, [load, mounted, t])

  /** A send used the solution (the server accepts each once): solve a new one for the next. */
  const spent = useCallback(() => {
    const el = widget.current
    payload.current = null
    if (!el) return
    el.reset()
    void el.verify()
  }, [])

  return { loaded, load, attach, proof, spent, error, refused: setError }
}
export type HumanCheckState = ReturnType<typeof useHumanCheck>

/** Resolves when the widget's state next changes, or after a short while if it does not. */
function started(el: AltchaWidgetElement): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      el.removeEventListener('statechange', done)
      clearTimeout(timer)
      resolve()
    }
    const timer = setTimeout(done, 250)
    el.addEventListener('statechange', done)
  })
}

/** The solution the running verification ends with, or null when it fails or expires. */
function settled(el: AltchaWidgetElement): Promise<string | null> {
  return new Promise((resolve) => {
    const onChange = (event: Event) => {
      const { state, payload } = (event as StateChange).detail
      if (state === 'verifying') return
      el.removeEventListener('statechange', onChange)
      resolve(state === 'verified' && payload ? payload : null)
    }
    el.addEventListener('statechange', onChange)
  })
}

/**
 * Where the check shows in the form: the widget once loaded (its checkbox, labelled and announced
 * by the widget in the page's language), and the refusal's words under it. The space is kept
 * before it loads, so nothing moves.
 */
export function HumanCheck({ check, locale, id }: { check: HumanCheckState; locale: Locale; id: string }) {
  const place = useRef<HTMLDivElement | null>(null)
  const { load, loaded, error } = check
  useEffect(() => {
    const el = place.current
    if (!el || loaded || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) load()
    })
    observer.observe(el)
    return () => observer.disconnect()
  }, [load, loaded])
  const errorId = `${id}-error`
  return (
    <Box ref={place} id={id} minH="16">
      {loaded && (
        <altcha-widget ref={check.attach} challenge="/api/challenge" auto="onload" name="altcha" language={locale}
          configuration={JSON.stringify({ hideFooter: true, hideLogo: true })} />
      )}
      {error && (
        <Text id={errorId} color="red.700" fontSize="sm" mt="1" role="alert">
          {error}
        </Text>
      )}
    </Box>
  )
}
