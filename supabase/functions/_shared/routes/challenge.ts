// GET /api/challenge (public): a new proof-of-work challenge for a public form's widget
// (human-check/proof-of-work.ts). Never cached: each form gets its own.
import { Hono } from 'hono';
import type { AppEnv } from '../http/context.ts';
import { issueChallenge } from '../human-check/proof-of-work.ts';

export function challengeRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/', async (c) => {
    const { config, clock } = c.get('deps');
    c.header('Cache-Control', 'no-store');
    return c.json(await issueChallenge(config, clock()));
  });
  return app;
}
