// Additions to contract/applications.ts (issue 35), kept apart so that file stays as both sides
// agreed it: the answers of the application routes (what the applicant reads after applying or
// withdrawing, the refusals of an opening that cannot be applied for), the admin's messages, and
// what an application's kind and purpose are called on the admin list and in its CSV file
// (POST /api/admin/exports/applications: contract/exports.ts).
import type { ApplicationDetail } from './applications.ts';

export const APPLICATION_SENT = 'Thank you for applying. We have sent a confirmation to your e-mail address.';
export const APPLICATION_WITHDRAWN = 'Your application has been withdrawn and your resume deleted.';
export const JOB_NOT_FOUND = 'We could not find this job opening. It may have been removed.';
export const JOB_CLOSED = 'This job opening has closed and no longer takes applications.';
export const ROLE_NOT_FOUND = 'We could not find this volunteer role. Please choose another.';
export const DUPLICATE_APPLICATION = 'You have already applied for this job with this e-mail address.';
export const APPLICATION_NOT_FOUND = 'Application not found';
export const NO_CV = 'This application has no resume';
export const CV_LINK_EXPIRED = 'This resume link has expired. Open the resume again from the application.';
export const APPLICANT_EMAIL_QUEUED = 'Your e-mail to the applicant is on its way.';
export const APPLICANT_DETAILS_CLEARED = 'This applicant withdrew and their contact details have been cleared, so they cannot be e-mailed.';
/** The short-lived CV link's lifetime. */
export const CV_LINK_MINUTES = 5;
/** Applications per page in the admin list. */
export const APPLICATION_PAGE_SIZE = 25;
export const APPLICATION_KIND_LABELS = { job: 'Job', general: 'General', volunteer: 'Volunteer' } as const;

/** What the application was for, as the admin list and the CSV show it. */
export const appliedFor = (a: Pick<ApplicationDetail, 'kind' | 'jobTitle' | 'volunteerRoleTitle'>) =>
  a.kind === 'job' ? (a.jobTitle ?? 'A removed opening') : a.kind === 'general' ? 'General application' : (a.volunteerRoleTitle ?? 'Volunteer (any role)');
