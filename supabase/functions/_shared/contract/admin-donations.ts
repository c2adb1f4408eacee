// GET /api/admin/donations (admins): the Donations tab's rows and totals, filtered and sorted
// on the server by the same parameters as the tab's filters; POST /api/admin/donations/{id}/
// resend-receipt queues the donation's receipt again.
import { z } from 'zod';

export const DONATION_STATUSES = ['pending', 'succeeded', 'failed', 'refunded', 'canceled'] as const;
export type DonationRowStatus = (typeof DONATION_STATUSES)[number];
export const DONATION_SORTS = ['date-newest', 'date-oldest', 'amount-desc', 'amount-asc'] as const;
export type DonationSort = (typeof DONATION_SORTS)[number];

const invalid = (what: string) => ({ error: `Invalid ${what}` });
const instant = (what: string) => z.iso.datetime({ offset: true, ...invalid(what) }).optional();

/** The query string: every filter optional; `from`/`to` are inclusive instants. */
export const donationsQuerySchema = z.object({
  search: z.string().trim().max(200, invalid('search')).optional(),
  status: z.enum(DONATION_STATUSES, invalid('status')).optional(),
  kind: z.enum(['one-time', 'monthly'], invalid('kind')).optional(),
  from: instant('from date'),
  to: instant('to date'),
  sort: z.enum(DONATION_SORTS, invalid('sort')).default('date-newest'),
});
export type DonationsQuery = z.input<typeof donationsQuerySchema>;

export const adminSubscriptionSchema = z.object({
  stripeSubscriptionId: z.string(),
  stripeCustomerId: z.string(),
  status: z.string(),
  cancelAtPeriodEnd: z.boolean(),
  currentPeriodEnd: z.string().nullable(),
});

export const adminDonationSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  donorName: z.string().nullable(),
  donorEmail: z.string(),
  amountCents: z.number().int(),
  kind: z.enum(['one-time', 'monthly']),
  status: z.enum(DONATION_STATUSES),
  /** The part of amountCents the donor added to cover the processing fee. */
  feeCents: z.number().int(),
  dedication: z.object({ kind: z.enum(['honor', 'memory']), name: z.string(), notifyEmail: z.string().nullable() }).nullable(),
  stripePaymentIntentId: z.string().nullable(),
  stripeInvoiceId: z.string().nullable(),
  subscription: adminSubscriptionSchema.nullable(),
});
export type AdminDonation = z.infer<typeof adminDonationSchema>;

const totalSchema = z.object({ count: z.number().int(), sumCents: z.number().int() });
export type DonationTotal = z.infer<typeof totalSchema>;

export const adminDonationsSchema = z.object({
  donations: z.array(adminDonationSchema),
  totals: z.object({
    /** Every row the filters match. */
    filtered: totalSchema,
    /** Succeeded gifts this calendar month and year, in New Jersey time. */
    thisMonth: totalSchema,
    thisYear: totalSchema,
  }),
});
export type AdminDonations = z.infer<typeof adminDonationsSchema>;

export const RECEIPT_QUEUED = 'The receipt has been queued and will be sent shortly.';
export const RECEIPT_ONLY_SUCCEEDED = 'Only a succeeded donation has a receipt to resend.';
export const DONATION_NOT_FOUND = 'Donation not found';

/** POST /api/admin/donations/year-end-statements (super_admin): one statement per donor and year. */
export const FIRST_STATEMENT_YEAR = 2013;
export const yearEndRequestSchema = z.object({
  year: z.number({ error: 'Choose a year' }).int({ error: 'Choose a year' })
    .min(FIRST_STATEMENT_YEAR, { error: 'Choose a year' }).max(2100, { error: 'Choose a year' }),
});
export const yearEndResultSchema = z.object({ sent: z.number().int(), message: z.string() });
export type YearEndResult = z.infer<typeof yearEndResultSchema>;
export const YEAR_NOT_STARTED = 'That year has not started yet.';
export const statementsSentMessage = (sent: number, year: number) =>
  sent === 0
    ? `No new statements to send for ${year}: every donor with gifts that year already has one.`
    : `${sent} year-end ${sent === 1 ? 'statement' : 'statements'} for ${year} queued for sending.`;
