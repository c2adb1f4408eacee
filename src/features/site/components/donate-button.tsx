import { useEffect } from 'react'
import { Link } from '@tanstack/react-router'
import { bindDonateWidget, isDonateWidgetReady, loadDonateWidget } from '@/features/site/every-org'
import { LinkButton, type LinkButtonProps } from '@/components/ui/link-button'

/**
 * Opens the Every.org donate widget when it has loaded; otherwise (no network, blocked script,
 * init failure) it is simply a link to our own /donate page.
 */
export function DonateButton({ onNavigate, ...props }: LinkButtonProps & { onNavigate?: () => void }) {
  useEffect(() => {
    loadDonateWidget()
    if (isDonateWidgetReady()) bindDonateWidget()
  }, [])

  return (
    <LinkButton asChild colorPalette="accent" {...props}>
      <Link
        to="/donate"
        data-every-donate=""
        onClick={(event) => {
          if (isDonateWidgetReady() && event.currentTarget.hasAttribute('data-every-bound')) {
            event.preventDefault()
            return
          }
          onNavigate?.()
        }}
      >
        Donate
      </Link>
    </LinkButton>
  )
}
