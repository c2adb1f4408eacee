import { useEffect } from 'react'
import { Link } from '@tanstack/react-router'
import type * as EveryOrg from '@/features/site/every-org'
import { LinkButton, type LinkButtonProps } from '@/components/ui/link-button'
import { siteMessages } from '@/features/site/messages'
import { useMessages } from '@/i18n/messages'

// The widget's loader is code of its own too, fetched on the same first sign of intent: every
// page has a Donate button, and few visitors use it.
let widget: typeof EveryOrg | undefined
const loadDonateWidget = () => {
  void import('@/features/site/every-org').then((loaded) => {
    widget = loaded
    loaded.loadDonateWidget()
  })
}

/**
 * Opens the Every.org donate widget when it has loaded; otherwise (not yet, no network, blocked
 * script, init failure) it is simply a link to our own /donate page. The widget's script is
 * loaded when the visitor points at, focuses or presses the button, not with the page.
 */
export function DonateButton({ onNavigate, ...props }: LinkButtonProps & { onNavigate?: () => void }) {
  const t = useMessages(siteMessages)
  // A button shown after the widget is ready (the mobile menu's) is bound to it as well.
  useEffect(() => {
    if (widget?.isDonateWidgetReady()) widget.bindDonateWidget()
  }, [])

  return (
    <LinkButton asChild colorPalette="accent" {...props}>
      <Link
        to="/donate"
        data-every-donate=""
        onPointerEnter={loadDonateWidget}
        onFocus={loadDonateWidget}
        onPointerDown={loadDonateWidget}
        onClick={(event) => {
          if (widget?.isDonateWidgetReady() && event.currentTarget.hasAttribute('data-every-bound')) {
            event.preventDefault()
            return
          }
          onNavigate?.()
        }}
      >
        {t.donate}
      </Link>
    </LinkButton>
  )
}
