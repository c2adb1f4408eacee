// Admin calls: contact list + status, newsletter list, notification recipients CRUD.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactListSchema, contactSubmissionSchema } from '@contract/contact.ts';
import { newsletterListSchema } from '@contract/newsletter.ts';
import { recipientListSchema, recipientSchema } from '@contract/recipients.ts';
import { superuser } from '../../../scripts/testing/db.ts';
import { signedIn, uniqueEmail } from './accounts.ts';
import type { Client } from './http.ts';

const sql = superuser();
let admin: Client;
beforeAll(async () => {
  admin = await signedIn(sql, 'admin', uniqueEmail('crm'));
});
afterAll(() => sql.end());

describe('contact submissions', () => {
  it('lists newest first, no-store', async () => {
    const email = uniqueEmail('listed');
    await sql`insert into public.contact_submissions (name, email, subject, message) values ('Lee', ${email}, 'Hello there', 'A message of some length')`;
    const res = await admin.get('/contact');
    expect(res.status).toBe(200);
    const list = contactListSchema.parse(res.body);
    expect(list[0]!.email).toBe(email);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });

  it('changes the status (200), refuses other values (400) and unknown ids (404)', async () => {
    const [row] = await sql`insert into public.contact_submissions (name, email, subject, message)
      values ('Kim', ${uniqueEmail('status')}, 'Status test', 'Please update me') returning id`;
    const ok = await admin.patch(`/contact/${row!.id}/status`, { status: 'responded' });
    expect(ok.status).toBe(200);
    expect(contactSubmissionSchema.parse(ok.body).status).toBe('responded');
    const bad = await admin.patch(`/contact/${row!.id}/status`, { status: 'archived' });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors.status).toEqual(['Status must be one of unread, read, responded']);
    expect((await admin.patch('/contact/00000000-0000-0000-0000-000000000000/status', { status: 'read' })).status).toBe(404);
    expect((await admin.patch('/contact/nope/status', { status: 'read' })).status).toBe(404);
  });
});

describe('GET /api/newsletter', () => {
  it('lists confirmed signups for admins, not pending ones (double opt-in)', async () => {
    const [confirmed, pending] = [uniqueEmail('sub'), uniqueEmail('pending')];
    await sql`insert into public.newsletter_signups (email, confirmed_at) values (${confirmed}, now()), (${pending}, null)`;
    const res = await admin.get('/newsletter');
    expect(res.status).toBe(200);
    const listed = newsletterListSchema.parse(res.body).map((s) => s.email);
    expect(listed).toContain(confirmed);
    expect(listed).not.toContain(pending);
  });
});

describe('notification recipients', () => {
  it('adds (201, active by default), refuses duplicates (409) and invalid input (400)', async () => {
    const email = uniqueEmail('rcpt');
    const res = await admin.post('/notification-recipients', { name: 'Front Desk', email });
    expect(res.status).toBe(201);
    expect(recipientSchema.parse(res.body)).toMatchObject({ name: 'Front Desk', email, active: true });
    const dup = await admin.post('/notification-recipients', { name: 'Again', email: email.toUpperCase() });
    expect(dup.status).toBe(409);
    expect(dup.body.error).toBe('A recipient with this email already exists');
    const bad = await admin.post('/notification-recipients', { name: '', email: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toEqual({ name: ['Required'], email: ['Please enter a valid email address'] });
  });

  it('lists, toggles and deletes; unknown ids answer 404', async () => {
    const created = await admin.post('/notification-recipients', { name: 'Toggle Me', email: uniqueEmail('tog'), active: true });
    const id = created.body.id as string;
    expect(recipientListSchema.parse((await admin.get('/notification-recipients')).body).some((r) => r.id === id)).toBe(true);
    const off = await admin.patch(`/notification-recipients/${id}`, { active: false });
    expect(off.status).toBe(200);
    expect(off.body.active).toBe(false);
    expect((await admin.patch(`/notification-recipients/${id}`, { active: 'yes' })).status).toBe(400);
    const del = await admin.delete(`/notification-recipients/${id}`);
    expect(del.status).toBe(200);
    expect((await admin.delete(`/notification-recipients/${id}`)).status).toBe(404);
    expect((await admin.patch(`/notification-recipients/${id}`, { active: true })).status).toBe(404);
  });
});
