// What both application mails read (issue 35): the application with what it was for, and the
// language of the page it was sent from (issue 36: the applicant's mail follows it).
import type { ApplicationKind } from '../../contract/application-rules.ts';
import type { Sql } from '../../db/pool.ts';
import { mailLocale, type Locale } from './language.ts';

export interface ApplicationForMail {
  id: string; kind: ApplicationKind; name: string; email: string; phone: string; heardAbout: string;
  availability: string; note: string | null; hasCv: boolean; withdrawn: boolean; jobTitle: string | null; roleTitle: string | null;
  locale: Locale;
  /** The job's and the role's published Spanish titles (content_translations), when there are any. */
  spanishJobTitle: string | null; spanishRoleTitle: string | null;
}

export async function loadApplication(sql: Sql, id: unknown): Promise<ApplicationForMail | null> {
  if (typeof id !== 'string') return null;
  const [row] = await sql<ApplicationForMail[]>`
    select a.id, a.kind, a.name, a.email, a.phone, a.heard_about as "heardAbout", a.availability, a.note,
      a.cv_path is not null as "hasCv", a.withdrawn_at is not null as withdrawn,
      coalesce(j.title, a.job_title) as "jobTitle", r.title as "roleTitle", a.locale,
      (select nullif(btrim(t.fields ->> 'title'), '') from public.content_translations t
        where t.subject = 'jobs' and t.subject_key = a.job_id::text and t.locale = 'es' and t.status = 'published') as "spanishJobTitle",
      (select nullif(btrim(t.fields ->> 'title'), '') from public.content_translations t
        where t.subject = 'volunteer-roles' and t.subject_key = a.volunteer_role_id::text and t.locale = 'es' and t.status = 'published') as "spanishRoleTitle"
    from public.applications a
      left join public.job_openings j on j.id = a.job_id left join public.volunteer_roles r on r.id = a.volunteer_role_id
    where a.id = ${id}::uuid`;
  return row ? { ...row, locale: mailLocale(row.locale) } : null;
}

/**
 * "the Direct Support Professional opening", "a position with us", "volunteering (any role)";
 * in Spanish with the Spanish titles where they are published.
 */
export function appliedFor(a: ApplicationForMail, locale: Locale = 'en'): string {
  if (locale === 'es') {
    const job = a.spanishJobTitle ?? a.jobTitle;
    const role = a.spanishRoleTitle ?? a.roleTitle;
    if (a.kind === 'job') return job ? `el puesto de ${job}` : 'un puesto de trabajo';
    if (a.kind === 'general') return 'un puesto con nosotros (solicitud general)';
    return role ? `el voluntariado como ${role}` : 'el voluntariado';
  }
  if (a.kind === 'job') return a.jobTitle ? `the ${a.jobTitle} opening` : 'a job opening';
  if (a.kind === 'general') return 'a position with us (general application)';
  return a.roleTitle ? `volunteering as ${a.roleTitle}` : 'volunteering';
}
