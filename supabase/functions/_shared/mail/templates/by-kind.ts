// Template per outbox kind.
import { applicationConfirmation } from './application-confirmation.ts';
import { applicationNotification } from './application-notification.ts';
import { authenticatorAdded } from './authenticator-added.ts';
import { contactNotification } from './contact-notification.ts';
import type { Template } from './context.ts';
import { dedicationNotice } from './dedication-notice.ts';
import { donationReceipt } from './donation-receipt.ts';
import { eventCancelled } from './event-cancelled.ts';
import { eventReminder } from './event-reminder.ts';
import { generic } from './generic.ts';
import { heldSubmissionConfirmation } from './held-submission-confirmation.ts';
import { monthlyGiftCancelled } from './monthly-gift-cancelled.ts';
import { newsletterConfirmation } from './newsletter-confirmation.ts';
import { passwordReset } from './password-reset.ts';
import { registrationConfirmation } from './registration-confirmation.ts';
import { seriesRegistrationConfirmation } from './series-registration-confirmation.ts';
import { waitlistJoined } from './waitlist-joined.ts';
import { waitlistOffer } from './waitlist-offer.ts';
import { yearEndStatement } from './year-end-statement.ts';

export const templates: Record<string, Template> = {
  contact_notification: contactNotification,
  registration_confirmation: registrationConfirmation,
  password_reset: passwordReset,
  donation_receipt: donationReceipt,
  dedication_notice: dedicationNotice,
  monthly_gift_cancelled: monthlyGiftCancelled,
  year_end_statement: yearEndStatement,
  generic,
  waitlist_joined: waitlistJoined,
  waitlist_offer: waitlistOffer,
  event_reminder: eventReminder,
  event_cancelled: eventCancelled,
  application_confirmation: applicationConfirmation,
  application_notification: applicationNotification,
  authenticator_added: authenticatorAdded,
  newsletter_confirmation: newsletterConfirmation,
  held_submission_confirmation: heldSubmissionConfirmation,
  series_registration_confirmation: seriesRegistrationConfirmation,
};
