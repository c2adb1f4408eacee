// GET /api/health: 200 when `select 1` works, else 503 (no cache).
import { Hono } from 'hono';
import type { HealthResponse } from '../contract/health.ts';
import type { AppEnv } from '../http/context.ts';

export function healthRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/', async (c) => {
    c.header('Cache-Control', 'no-store');
    try {
      await c.get('deps').sql`select 1`;
      return c.json({ status: 'ok', database: 'up' } satisfies HealthResponse);
    } catch {
      return c.json({ status: 'degraded', database: 'down' } satisfies HealthResponse, 503);
    }
  });
  return app;
}
