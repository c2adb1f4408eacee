// The scheduler's heartbeat on GET /api/health (issue 58): the test stack runs no notify beside
// the API, so the drain is stopped; the heartbeat's times are set back in the database
// (private.scheduler_heartbeat, migration 20261205100000) instead of waiting. notify-function.test.ts
// runs a real notify that writes fresh beats meanwhile, so a reading taken after such a write is
// taken again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthResponseSchema, type HealthResponse } from '@contract/health.ts';
import { superuser } from '../../../scripts/testing/db.ts';
import { Client } from './http.ts';

const sql = superuser(1);
const visitor = new Client();
let saved: { drain_at: Date | null; retention_at: Date | null } | undefined;
beforeAll(async () => {
  [saved] = await sql<{ drain_at: Date | null; retention_at: Date | null }[]>`select drain_at, retention_at from private.scheduler_heartbeat`;
});
afterAll(async () => {
  await sql`update private.scheduler_heartbeat set drain_at = ${saved?.drain_at ?? null}, retention_at = ${saved?.retention_at ?? null}`;
  await sql.end();
});

/** Sets the beats to these ages (seconds) and reads /api/health, again if a running notify wrote in between. */
async function healthWithBeats(drainAge: number | null, retentionAge: number | null): Promise<{ status: number; body: HealthResponse }> {
  const at = (age: number | null) => (age === null ? null : new Date(Date.now() - age * 1000));
  for (let attempt = 1; ; attempt++) {
    await sql`update private.scheduler_heartbeat set drain_at = ${at(drainAge)}, retention_at = ${at(retentionAge)}`;
    const res = await visitor.get('/health');
    const body = healthResponseSchema.parse(res.body);
    const untouched = (beat: { ageSeconds: number | null } | undefined, age: number | null) =>
      age === null ? beat?.ageSeconds === null : (beat?.ageSeconds ?? -1) >= age;
    if ((untouched(body.scheduler?.drain, drainAge) && untouched(body.scheduler?.retention, retentionAge)) || attempt === 5) {
      return { status: res.status, body };
    }
  }
}

describe('GET /api/health: the scheduler\'s heartbeat', () => {
  it('is ok with a drain a minute old and a retention run five minutes old, and reports both ages', async () => {
    const { status, body } = await healthWithBeats(60, 300);
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'ok', database: 'up', scheduler: { drain: { late: false }, retention: { late: false } } });
    expect(body.scheduler!.drain.ageSeconds).toBeGreaterThanOrEqual(60);
    expect(body.scheduler!.drain.ageSeconds).toBeLessThan(120);
    expect(body.scheduler!.retention.ageSeconds).toBeGreaterThanOrEqual(300);
    expect(Date.parse(body.scheduler!.drain.lastAt!)).toBeLessThan(Date.now() - 55_000);
  });

  it('with the drain stopped, says degraded once the last drain is over 3 minutes old (HTTP 200: the API serves)', async () => {
    const { status, body } = await healthWithBeats(181, 300);
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'degraded', database: 'up', scheduler: { drain: { late: true }, retention: { late: false } } });
    expect(body.scheduler!.drain.ageSeconds).toBeGreaterThanOrEqual(181);
  });

  it('says degraded when the retention is a whole period (10 minutes) overdue', async () => {
    const { body } = await healthWithBeats(30, 20 * 60 + 5);
    expect(body).toMatchObject({ status: 'degraded', scheduler: { drain: { late: false }, retention: { late: true } } });
  });

  it('counts a heartbeat never recorded as late', async () => {
    const { body } = await healthWithBeats(null, null);
    expect(body).toMatchObject({
      status: 'degraded',
      scheduler: { drain: { lastAt: null, ageSeconds: null, late: true }, retention: { lastAt: null, ageSeconds: null, late: true } },
    });
  });
});
