// /api/notification-recipients: list, add, toggle active, choose topics (contact messages, job
// and volunteer applications), delete (admin; RLS decides again).
import { Hono } from 'hono';
import { createRecipientSchema, updateRecipientSchema, type Recipient } from '../contract/recipients.ts';
import { requireAdmin } from '../auth/admin.ts';
import { withCaller } from '../db/with-caller.ts';
import { sqlState } from '../db/pool.ts';
import type { AppEnv } from '../http/context.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { uuidParam, validBody } from '../http/validate.ts';

const RECIPIENT_NOT_FOUND = 'Notification recipient not found';
export const RECIPIENT_EXISTS = 'A recipient with this email already exists';
const columns = 'id, name, email, active, topics, created_at as "createdAt"';

export function recipientsRoutes() {
  const app = new Hono<AppEnv>();
  app.use('*', requireAdmin);

  app.get('/', async (c) => {
    const rows = await withCaller(c, (tx) => tx<Recipient[]>`
      select ${tx.unsafe(columns)} from public.notification_recipients order by created_at, id`);
    return c.json(rows);
  });

  app.post('/', async (c) => {
    const body = await validBody(c, createRecipientSchema);
    try {
      const [row] = await withCaller(c, (tx) => tx<Recipient[]>`
        insert into public.notification_recipients (name, email, active, topics)
        values (${body.name}, ${body.email}, ${body.active}, ${body.topics}) returning ${tx.unsafe(columns)}`);
      return c.json(row, 201);
    } catch (err) {
      if (sqlState(err) === '23505') {
        throw new HttpError(409, { error: RECIPIENT_EXISTS, fieldErrors: { email: [RECIPIENT_EXISTS] } });
      }
      throw err;
    }
  });

  app.patch('/:id', async (c) => {
    const id = uuidParam(c, 'id', RECIPIENT_NOT_FOUND);
    const { active, topics } = await validBody(c, updateRecipientSchema);
    const [row] = await withCaller(c, (tx) => tx<Recipient[]>`
      update public.notification_recipients set ${tx({ ...(active !== undefined ? { active } : {}), ...(topics !== undefined ? { topics } : {}) })}
      where id = ${id} returning ${tx.unsafe(columns)}`);
    if (!row) throw notFound(RECIPIENT_NOT_FOUND);
    return c.json(row);
  });

  app.delete('/:id', async (c) => {
    const id = uuidParam(c, 'id', RECIPIENT_NOT_FOUND);
    const rows = await withCaller(c, (tx) => tx`delete from public.notification_recipients where id = ${id} returning id`);
    if (rows.length === 0) throw notFound(RECIPIENT_NOT_FOUND);
    return c.json({ message: 'Notification recipient has been removed.' });
  });
  return app;
}
