// Reading applications for the admin routes (issue 35), under the caller's role (RLS: admins
// only): one page of summaries, every match for the export, one in full.
import type { ApplicationDetail, ApplicationFilters, ApplicationSummary } from '../contract/applications.ts';
import type { Tx } from '../db/pool.ts';

type Filters = Omit<ApplicationFilters, 'page'>;

const like = (s: string) => `%${s.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

export function whereOf(tx: Tx, f: Filters) {
  return tx`true
    ${f.kind ? tx`and a.kind = ${f.kind}` : tx``}
    ${f.jobId ? tx`and a.job_id = ${f.jobId}` : tx``}
    ${f.status ? tx`and a.status = ${f.status}` : tx``}
    ${f.q ? tx`and (a.name ilike ${like(f.q)} or a.email ilike ${like(f.q)})` : tx``}`;
}

const SUMMARY = (tx: Tx) => tx`a.id, a.kind, a.job_id as "jobId", coalesce(j.title, a.job_title) as "jobTitle",
  a.volunteer_role_id as "volunteerRoleId", r.title as "volunteerRoleTitle", a.name, a.email, a.status,
  a.cv_path is not null as "hasCv", a.created_at as "createdAt"`;
const DETAIL = (tx: Tx) => tx`${SUMMARY(tx)}, a.phone, a.heard_about as "heardAbout", a.availability, a.note, a.notes,
  a.updated_at as "updatedAt", a.withdrawn_at as "withdrawnAt"`;
const FROM = (tx: Tx) => tx`public.applications a
  left join public.job_openings j on j.id = a.job_id left join public.volunteer_roles r on r.id = a.volunteer_role_id`;

type Dated<T> = Omit<T, 'createdAt' | 'updatedAt' | 'withdrawnAt'> & { createdAt: Date; updatedAt?: Date; withdrawnAt?: Date | null };
const iso = <T>({ createdAt, updatedAt, withdrawnAt, ...row }: Dated<T>) => ({
  ...row,
  createdAt: createdAt.toISOString(),
  ...(updatedAt ? { updatedAt: updatedAt.toISOString() } : {}),
  ...(withdrawnAt !== undefined ? { withdrawnAt: withdrawnAt?.toISOString() ?? null } : {}),
}) as unknown as T;

export async function readPage(tx: Tx, f: Filters, page: number, pageSize: number) {
  const [count] = await tx<{ n: number }[]>`select count(*)::int as n from public.applications a where ${whereOf(tx, f)}`;
  const rows = await tx<Dated<ApplicationSummary>[]>`select ${SUMMARY(tx)} from ${FROM(tx)} where ${whereOf(tx, f)}
    order by a.created_at desc, a.id limit ${pageSize} offset ${(page - 1) * pageSize}`;
  return { items: rows.map((r) => iso<ApplicationSummary>(r)), total: count!.n, page, pageSize };
}

export async function readAll(tx: Tx, f: Filters, limit: number): Promise<ApplicationDetail[]> {
  const rows = await tx<Dated<ApplicationDetail>[]>`select ${DETAIL(tx)} from ${FROM(tx)} where ${whereOf(tx, f)}
    order by a.created_at desc, a.id limit ${limit}`;
  return rows.map((r) => iso<ApplicationDetail>(r));
}

export async function readOne(tx: Tx, id: string): Promise<ApplicationDetail | null> {
  const [row] = await tx<Dated<ApplicationDetail>[]>`select ${DETAIL(tx)} from ${FROM(tx)} where a.id = ${id}`;
  return row ? iso<ApplicationDetail>(row) : null;
}
