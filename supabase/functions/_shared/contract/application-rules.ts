// The applications' rules a page shows before anything is sent (issue 35): the kinds, how visitors
// heard of us, what a CV may be and its messages. A file of its own, without zod: the application
// pages read it as they start, and the schemas (applications.ts) load only with validation.

export const APPLICATION_KINDS = ['job', 'general', 'volunteer'] as const;
export type ApplicationKind = (typeof APPLICATION_KINDS)[number];

/** Whether this kind of application carries a CV (job and general do, volunteer does not). */
export const takesCv = (kind: ApplicationKind) => kind !== 'volunteer';

export const HEARD_ABOUT_OPTIONS = [
  'Our website', 'A job board', 'Social media', 'A friend or family member', 'An event', 'A school or agency', 'Other',
] as const;

/** The CV: PDF or DOCX (checked by its bytes on the server), at most 5 MB. */
export const CV_MAX_BYTES = 5 * 1024 * 1024;
export const CV_TYPES = {
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
} as const;
export const CV_REQUIRED = 'Please attach your resume (PDF or Word .docx)';
export const CV_WRONG_TYPE = 'Your resume must be a PDF or a Word (.docx) file';
export const CV_TOO_LARGE = 'Your resume must be 5 MB or smaller';

/** SPEC: the note under "Apply to Volunteer", shown on the volunteer application. */
export const BACKGROUND_CHECK_NOTICE = 'All volunteers are subject to background checks and orientation training.';
