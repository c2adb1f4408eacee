import { useEffect } from 'react'
import { Link } from '@tanstack/react-router'
import { bindDonateWidget, isDonateWidgetReady, loadDonateWidget } from '@/features/site/every-org'
import { LinkButton, type LinkButtonProps } from '@/components/ui/link-button'
import { siteMessages } from '@/features/site/messages'
import { useMessages } from '@/i18n/messages'

/**
 * Opens the Every.org donate widget when it has loaded; otherwise (not yet, no network, blocked
 * script, init failure) it is simply a link to our own /donate page. The widget's script is
 * loaded when the visitor points at, focuses or presses the button, not with the page.
 */
export function DonateButton({ onNavigate, ...props }: LinkButtonProps & { onNavigate?: () => void }) {
  const t = useMessages(siteMessages)
  // A button shown after the widget is ready (the mobile menu's) is bound to it as well.
  useEffect(() => {
    if (isDonateWidgetReady()) bindDonateWidget()
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
          if (isDonateWidgetReady() && event.currentTarget.hasAttribute('data-every-bound')) {
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
