// Job and volunteer applications (issue 35).
//   POST /api/applications (public, multipart/form-data): the fields below as form fields, and
//     for a job or general application the CV as the file field `cv`. 201 { message }.
//   POST /api/applications/withdraw (public): { token } from the confirmation e-mail. 200 { message }.
//   GET /api/admin/applications?kind=&jobId=&status=&q=&page= (admin): one page of summaries.
//   GET /api/admin/applications/:id, PATCH /api/admin/applications/:id { status?, notes? },
//   POST /api/admin/applications/:id/email { subject, message },
//   POST /api/admin/applications/:id/cv-link: a short-lived link to the CV (each one audited),
//   GET /api/admin/applications/export (CSV of every match of the same filters).
import { z } from 'zod';
import { emailSchema, honeypotSchema, optionalTextSchema, requiredTextSchema, timestampSchema, uuidSchema } from './common.ts';
import { humanCheckSchema } from './human-check.ts';
import { APPLICATION_KINDS, HEARD_ABOUT_OPTIONS } from './application-rules.ts';

export const applicationKindSchema = z.enum(APPLICATION_KINDS, { error: 'Choose what you are applying for' });

export const APPLICATION_STATUSES = ['new', 'reviewing', 'interview', 'offer', 'hired', 'not_selected', 'withdrawn'] as const;
export const applicationStatusSchema = z.enum(APPLICATION_STATUSES, { error: 'Choose a status' });
export type ApplicationStatus = z.infer<typeof applicationStatusSchema>;
/** The words staff see for each status. */
export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  new: 'New', reviewing: 'Reviewing', interview: 'Interview', offer: 'Offer', hired: 'Hired',
  not_selected: 'Not selected', withdrawn: 'Withdrawn',
};

const availability = requiredTextSchema(2, 500, 'Please tell us when you are available');

/**
 * The form fields of POST /api/applications (everything but the file). A job application names
 * the opening (`jobId`), a volunteer application its role (`volunteerRoleId`, or none for "any
 * role"); a general application names neither.
 */
export const applicationFieldsSchema = z
  .object({
    kind: applicationKindSchema,
    jobId: uuidSchema.optional(),
    volunteerRoleId: uuidSchema.optional(),
    name: requiredTextSchema(2, 200, 'Name must be at least 2 characters'),
    email: emailSchema,
    phone: requiredTextSchema(7, 40, 'Please enter a phone number we can reach you on'),
    heardAbout: z.enum(HEARD_ABOUT_OPTIONS, { error: 'Please tell us how you heard about us' }),
    availability,
    note: optionalTextSchema(2000),
    website: honeypotSchema,
    altcha: humanCheckSchema,
  })
  .superRefine((value, ctx) => {
    if (value.kind === 'job' && !value.jobId) ctx.addIssue({ code: 'custom', path: ['jobId'], message: 'Choose the job you are applying for' });
    if (value.kind !== 'job' && value.jobId) ctx.addIssue({ code: 'custom', path: ['jobId'], message: 'Only a job application names a job' });
    if (value.kind !== 'volunteer' && value.volunteerRoleId) {
      ctx.addIssue({ code: 'custom', path: ['volunteerRoleId'], message: 'Only a volunteer application names a role' });
    }
  });
export type ApplicationFields = z.infer<typeof applicationFieldsSchema>;
export type ApplicationFormValues = z.input<typeof applicationFieldsSchema>;

/** 201 answer of POST /api/applications. */
export const applicationCreatedSchema = z.object({ message: z.string() });

export const applicationSummarySchema = z.object({
  id: z.string(),
  kind: applicationKindSchema,
  jobId: z.string().nullable(),
  jobTitle: z.string().nullable(),
  volunteerRoleId: z.string().nullable(),
  volunteerRoleTitle: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  status: applicationStatusSchema,
  hasCv: z.boolean(),
  createdAt: timestampSchema,
});
export type ApplicationSummary = z.infer<typeof applicationSummarySchema>;

export const applicationDetailSchema = applicationSummarySchema.extend({
  phone: z.string(),
  heardAbout: z.string(),
  availability: z.string(),
  note: z.string().nullable(),
  notes: z.string(),
  updatedAt: timestampSchema,
  withdrawnAt: timestampSchema.nullable(),
});
export type ApplicationDetail = z.infer<typeof applicationDetailSchema>;

export const applicationPageSchema = z.object({
  items: z.array(applicationSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ApplicationPage = z.infer<typeof applicationPageSchema>;

export const applicationFiltersSchema = z.object({
  kind: applicationKindSchema.optional(),
  jobId: uuidSchema.optional(),
  status: applicationStatusSchema.optional(),
  q: z.string().trim().max(200, { error: 'Search must be at most 200 characters' }).optional(),
  page: z.coerce.number({ error: 'Page must be a number' }).int().min(1).max(10_000).default(1),
});
export type ApplicationFilters = z.infer<typeof applicationFiltersSchema>;

export const applicationUpdateSchema = z
  .object({
    status: applicationStatusSchema.optional(),
    notes: z.string({ error: 'Notes must be text' }).max(10_000, { error: 'Notes must be at most 10000 characters' }).optional(),
  })
  .refine((value) => value.status !== undefined || value.notes !== undefined, { error: 'Nothing to change' });
export type ApplicationUpdate = z.infer<typeof applicationUpdateSchema>;

export const applicantEmailSchema = z.object({
  subject: requiredTextSchema(2, 200, 'Subject must be at least 2 characters'),
  message: requiredTextSchema(2, 10_000, 'Message must be at least 2 characters'),
});
export type ApplicantEmail = z.infer<typeof applicantEmailSchema>;

/** 200 answer of POST /api/admin/applications/:id/cv-link. */
export const cvLinkSchema = z.object({ url: z.string(), expiresAt: timestampSchema });
export type CvLink = z.infer<typeof cvLinkSchema>;
