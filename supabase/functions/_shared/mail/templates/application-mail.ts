// What both application mails read (issue 35): the application with what it was for.
import type { ApplicationKind } from '../../contract/applications.ts';
import type { Sql } from '../../db/pool.ts';

export interface ApplicationForMail {
  id: string; kind: ApplicationKind; name: string; email: string; phone: string; heardAbout: string;
  availability: string; note: string | null; hasCv: boolean; withdrawn: boolean; jobTitle: string | null; roleTitle: string | null;
}

export async function loadApplication(sql: Sql, id: unknown): Promise<ApplicationForMail | null> {
  if (typeof id !== 'string') return null;
  const [row] = await sql<ApplicationForMail[]>`
    select a.id, a.kind, a.name, a.email, a.phone, a.heard_about as "heardAbout", a.availability, a.note,
      a.cv_path is not null as "hasCv", a.withdrawn_at is not null as withdrawn,
      coalesce(j.title, a.job_title) as "jobTitle", r.title as "roleTitle"
    from public.applications a
      left join public.job_openings j on j.id = a.job_id left join public.volunteer_roles r on r.id = a.volunteer_role_id
    where a.id = ${id}::uuid`;
  return row ?? null;
}

/** "the Direct Support Professional opening", "a position with us", "volunteering (any role)". */
export function appliedFor(a: ApplicationForMail): string {
  if (a.kind === 'job') return a.jobTitle ? `the ${a.jobTitle} opening` : 'a job opening';
  if (a.kind === 'general') return 'a position with us (general application)';
  return a.roleTitle ? `volunteering as ${a.roleTitle}` : 'volunteering';
}
