import type { ReactNode } from 'react'
import { Button, CloseButton } from '@chakra-ui/react/button'
import { Dialog } from '@chakra-ui/react/dialog'
import { Portal } from '@chakra-ui/react/portal'
import { HStack, Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import type { AdminDonation } from '@contract/admin-donations.ts'
import { DEDICATION_LABELS, formatDollars } from '@contract/donation-rules.ts'
import { notify } from '@/components/ui/toaster'
import { errorMessage } from '@/lib/http'
import { useResendReceipt } from '../api/donations'
import { KIND_LABELS } from '../lib/donation-filters'
import { formatAdminDate, formatShortDate } from '../lib/format-date'
import { DonationStatusBadge } from './donations-table'

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap="1">
      <Text fontWeight="semibold" fontSize="sm" color="gray.700">{label}</Text>
      {children}
    </Stack>
  )
}

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
    <Dialog.Root open={!!donation} onOpenChange={(e) => !e.open && onClose()} size="lg" scrollBehavior="outside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {donation && (
              <>
                <Dialog.Header flexDirection="column" alignItems="flex-start" gap="1">
                  <Dialog.Title>Donation Details</Dialog.Title>
                  <Dialog.Description>Received on {formatAdminDate(donation.createdAt)}</Dialog.Description>
                </Dialog.Header>
                <Dialog.Body>
                  <Stack gap="4">
                    <Item label="Donor"><Text>{donation.donorName ?? 'Anonymous'} ({donation.donorEmail})</Text></Item>
                    <HStack gap="8" wrap="wrap" align="flex-start">
                      <Item label="Amount"><Text>{formatDollars(donation.amountCents)}</Text></Item>
                      <Item label="Kind"><Text>{KIND_LABELS[donation.kind]}</Text></Item>
                      <Item label="Status"><DonationStatusBadge status={donation.status} /></Item>
                    </HStack>
                    {donation.feeCents > 0 && <Item label="Processing fee covered"><Text>{formatDollars(donation.feeCents)}</Text></Item>}
                    {donation.dedication && (
                      <Item label="Dedication">
                        <Text>
                          {DEDICATION_LABELS[donation.dedication.kind]} {donation.dedication.name}
                          {donation.dedication.notifyEmail && ` (notified: ${donation.dedication.notifyEmail})`}
                        </Text>
                      </Item>
                    )}
                    <Item label="Stripe payment intent"><Id value={donation.stripePaymentIntentId} /></Item>
                    {donation.kind === 'monthly' && <Item label="Stripe invoice"><Id value={donation.stripeInvoiceId} /></Item>}
                    {donation.subscription && (
                      <>
                        <Item label="Stripe subscription"><Id value={donation.subscription.stripeSubscriptionId} /></Item>
                        <Item label="Stripe customer"><Id value={donation.subscription.stripeCustomerId} /></Item>
                        <Item label="Subscription"><Text>{subscriptionState(donation.subscription)}</Text></Item>
                      </>
                    )}
                  </Stack>
                </Dialog.Body>
                <Dialog.Footer>
                  {donation.status === 'succeeded' && (
                    <Button colorPalette="brand" onClick={() => send(donation.id)} loading={resend.isPending} loadingText="Sending...">
                      Resend receipt
                    </Button>
                  )}
                  <Dialog.ActionTrigger asChild>
                    <Button variant="outline">Close</Button>
                  </Dialog.ActionTrigger>
                </Dialog.Footer>
                <Dialog.CloseTrigger asChild>
                  <CloseButton size="sm" aria-label="Close" />
                </Dialog.CloseTrigger>
              </>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
