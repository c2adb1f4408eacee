import { Button } from '@chakra-ui/react/button'
import { Dialog } from '@chakra-ui/react/dialog'
import { HStack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import type { AdminDonation } from '@contract/admin-donations.ts'
import { DEDICATION_LABELS, formatDollars } from '@contract/donation-rules.ts'
import { notify } from '@/components/ui/toaster'
import { errorMessage } from '@/lib/http'
import { useResendReceipt } from '../api/donations'
import { KIND_LABELS } from '../lib/donation-filters'
import { formatShortDate } from '../lib/format-date'
import { DetailItem } from './detail-item'
import { DetailsDialog } from './details-dialog'
import { DonationStatusBadge } from './donations-table'

const Id = ({ value }: { value: string | null | undefined }) => (value ? <Text fontFamily="mono" fontSize="sm" wordBreak="break-all">{value}</Text> : <Text>None</Text>)

function subscriptionState(s: NonNullable<AdminDonation['subscription']>): string {
  if (s.status === 'canceled') return 'Ended'
  if (s.cancelAtPeriodEnd) return `Cancelled by the donor; ends ${formatShortDate(s.currentPeriodEnd)}`
  const next = s.currentPeriodEnd ? `; next charge ${formatShortDate(s.currentPeriodEnd)}` : ''
  return `${s.status === 'past_due' ? 'Payment overdue' : s.status === 'active' ? 'Active' : s.status}${next}`
}

/** Everything about one donation: donor, amount, status, the Stripe ids, the subscription, and a receipt resend. */
export function DonationDetailsDialog({ donation, onClose }: { donation: AdminDonation | undefined; onClose: () => void }) {
  const resend = useResendReceipt()
  const send = (id: string) =>
    resend.mutate(id, {
      onSuccess: (answer) => notify.success('Receipt Queued', answer.message),
      onError: (error) => notify.error('Error', errorMessage(error, 'Failed to resend the receipt.')),
    })
  return (
    <DetailsDialog item={donation} onClose={onClose} title="Donation Details" datedWord="Received on"
      closeLabel="Close" scrollBehavior="outside"
      footer={(donation) => (
        <>
          {donation.status === 'succeeded' && (
            <Button colorPalette="brand" onClick={() => send(donation.id)} loading={resend.isPending} loadingText="Sending...">
              Resend receipt
            </Button>
          )}
          <Dialog.ActionTrigger asChild>
            <Button variant="outline">Close</Button>
          </Dialog.ActionTrigger>
        </>
      )}
    >
      {(donation) => (
        <>
          <DetailItem label="Donor"><Text>{donation.donorName ?? 'Anonymous'} ({donation.donorEmail})</Text></DetailItem>
          <HStack gap="8" wrap="wrap" align="flex-start">
            <DetailItem label="Amount"><Text>{formatDollars(donation.amountCents)}</Text></DetailItem>
            <DetailItem label="Kind"><Text>{KIND_LABELS[donation.kind]}</Text></DetailItem>
            <DetailItem label="Status"><DonationStatusBadge status={donation.status} /></DetailItem>
          </HStack>
          {donation.feeCents > 0 && <DetailItem label="Processing fee covered"><Text>{formatDollars(donation.feeCents)}</Text></DetailItem>}
          {donation.dedication && (
            <DetailItem label="Dedication">
              <Text>
                {DEDICATION_LABELS[donation.dedication.kind]} {donation.dedication.name}
                {donation.dedication.notifyEmail && ` (notified: ${donation.dedication.notifyEmail})`}
              </Text>
            </DetailItem>
          )}
          <DetailItem label="Stripe payment intent"><Id value={donation.stripePaymentIntentId} /></DetailItem>
          {donation.kind === 'monthly' && <DetailItem label="Stripe invoice"><Id value={donation.stripeInvoiceId} /></DetailItem>}
          {donation.subscription && (
            <>
              <DetailItem label="Stripe subscription"><Id value={donation.subscription.stripeSubscriptionId} /></DetailItem>
              <DetailItem label="Stripe customer"><Id value={donation.subscription.stripeCustomerId} /></DetailItem>
              <DetailItem label="Subscription"><Text>{subscriptionState(donation.subscription)}</Text></DetailItem>
            </>
          )}
        </>
      )}
    </DetailsDialog>
  )
}
