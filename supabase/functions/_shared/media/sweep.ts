// The drain's sweep of media files no image holds (an upload whose image was never saved, a file
// Storage kept when its image was deleted): a day after upload, each is deleted through the
// Storage API (Storage refuses direct deletes from storage.objects). Run with the retention.
import type { Config } from '../config.ts';
import type { Sql } from '../db/pool.ts';
import { MEDIA_BUCKET } from '../storage/buckets.ts';
import { deleteObject } from '../storage/client.ts';

export async function sweepOrphanMedia(sql: Sql, config: Config, max = 100): Promise<number> {
  const orphans = await sql<{ name: string }[]>`select name from private.orphan_media_objects(${max}) as name`;
  let removed = 0;
  for (const { name } of orphans) {
    if (await deleteObject(config, MEDIA_BUCKET, name)) removed += 1;
  }
  return removed;
}
