// GET /api/health: the database's state, plus two booleans for the first deploy to see (the
// deploy's smoke test reads them): whether this request came through the static host's signed
// proxy (a valid X-Nf-Sign for PROXY_SIGNING_SECRET: http/proxy-signature.ts), and whether a
// request's database transaction runs with the intended timeouts (db/pool.ts SESSION_TIMEOUTS).
import { z } from 'zod';

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  signedProxy: z.boolean(),
  databaseTimeouts: z.boolean(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
