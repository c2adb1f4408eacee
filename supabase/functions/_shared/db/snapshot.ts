// The database's current snapshot as text (pg_current_snapshot(): xmin:xmax:the xids in progress).
// Two reads answer the same text only when no transaction that wrote anything ended between them
// (xmax moves past every xid that completes, and a completed xid leaves the in-progress list for
// good), so the data every read-only query sees is then the same. The in-function memo of public
// reads (http/public-read-memo.ts) keeps its answers only while the snapshot is the one it read
// before making them. Read-only transactions, every anonymous read, take no xid and change nothing.
import type { Sql } from './pool.ts';

/** The database's snapshot, taken after the call began. */
export type SnapshotReader = () => Promise<string>;

export async function currentSnapshot(sql: Sql): Promise<string> {
  const [row] = await sql<{ snapshot: string }[]>`select pg_current_snapshot()::text as snapshot`;
  return row!.snapshot;
}

/**
 * `read` shared between concurrent callers without ever answering one a snapshot older than its
 * call: a caller that arrives while a read is on its way waits for the next read, which starts
 * when that one ends and serves everyone who arrived meanwhile. So a burst of requests costs the
 * database one query at a time, and each still sees every commit made before it asked.
 */
export function sharedSnapshotReader(read: () => Promise<string>): SnapshotReader {
  let running: Promise<string> | null = null;
  let next: Promise<string> | null = null;
  const start = (): Promise<string> => {
    const reading: Promise<string> = read().finally(() => {
      if (running === reading) running = null;
    });
    running = reading;
    return reading;
  };
  return () => {
    if (!running) return start();
    next ??= running.then(() => undefined, () => undefined).then(() => {
      next = null;
      return start();
    });
    return next;
  };
}
