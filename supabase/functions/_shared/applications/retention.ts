// The applicant's data has an end (issue 35): on the notify drain's retention schedule,
// applications older than APPLICATION_RETENTION_DAYS are deleted with their CVs, the details of
// an application withdrawn 29 days ago are cleared (issue 57: gone within 30 days of the
// withdrawal; private.clear_withdrawn_applicants()), and CVs no application holds (a withdrawal
// or deletion whose file Storage did not remove at once, an upload whose transaction failed)
// are swept an hour after upload.
import type { Config } from '../config.ts';
import type { Sql } from '../db/pool.ts';
import { CV_BUCKET } from '../storage/buckets.ts';
import { deleteObject } from '../storage/client.ts';


export interface ApplicationRetentionResult {
  deletedApplications: number;
  clearedApplicants: number;
  deletedCvs: number;
}

type CvPaths = { path: string | null }[];

/** Deletes old applications and clears withdrawn ones; with Storage configured, their CVs and any orphaned CV too. */
export async function runApplicationRetention(sql: Sql, config: Config, withStorage: boolean): Promise<ApplicationRetentionResult> {
  const removed = await sql<CvPaths>`
    select path from private.run_application_retention(${config.APPLICATION_RETENTION_DAYS}::int) as path`;
  const cleared = await sql<CvPaths>`select path from private.clear_withdrawn_applicants() as path`;
  let deletedCvs = 0;
  if (withStorage) {
    const orphans = await sql<{ name: string }[]>`select name from private.orphan_cv_objects(100) as name`;
    const paths = new Set([...[...removed, ...cleared].flatMap((r) => (r.path ? [r.path] : [])), ...orphans.map((o) => o.name)]);
    for (const path of paths) if (await deleteObject(config, CV_BUCKET, path)) deletedCvs += 1;
  }
  return { deletedApplications: removed.length, clearedApplicants: cleared.length, deletedCvs };
}
