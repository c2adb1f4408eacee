// Every change queues exactly the CDN cache tags it touches (issue 58 item 2; migration
// 20261208120000_cdn_purge_queue.sql): a row's tag and its table's tag for the public tables,
// whoever writes (an admin through RLS here, as /api does), the translated row's tags for a
// translation visitors read, the event's tags for a seat count a page shows, nothing for private
// tables. Each test empties the queue first, inside a transaction that is rolled back.
import { afterAll, describe, expect, it } from 'vitest'
import { actAs, actAsSuperuser, clearOwnQueuedTags, createEvent, createPeople, ownQueuedTags, rolledBack, superuser, unique, type Tx } from './helpers.ts'

const sql = superuser(1)
afterAll(() => sql.end())


/** The tags `change` queues, made by an admin; the queue is emptied first. */
async function tagsOf(tx: Tx, change: () => Promise<unknown>): Promise<string[]> {
  await actAsSuperuser(tx)
  await clearOwnQueuedTags(tx)
  await actAs(tx, 'admin', await createPeople(tx))
  await change()
  await actAsSuperuser(tx)
  return ownQueuedTags(tx)
}

async function inTransaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
  const { value, error } = await rolledBack(sql, fn)
  if (error) throw error
  return value!
}

async function newPost(tx: Tx): Promise<string> {
  const [row] = await tx<{ id: string }[]>`insert into public.blog_posts (slug, title, content, published)
    values (${`purge-${unique()}`}, 'Purged', 'Body.', true) returning id`
  return row!.id
}

describe('the purge queue: content tables', () => {
  it("queues a service's row and table tags when its text changes", async () => {
    const { id, tags } = await inTransaction(async (tx) => {
      const [service] = await tx<{ id: string }[]>`select id from public.services order by id limit 1`
      const tags = await tagsOf(tx, () => tx`update public.services set description = 'New words.' where id = ${service!.id}`)
      return { id: service!.id, tags }
    })
    expect(tags).toEqual(['services', `services:${id}`])
  })

  it("queues a post's tags on insert, slug change, unpublish and delete, each once per tag", async () => {
    const result = await inTransaction(async (tx) => {
      let id = ''
      const inserted = await tagsOf(tx, async () => { id = await newPost(tx) })
      const slug = await tagsOf(tx, () => tx`update public.blog_posts set slug = ${`moved-${unique()}`} where id = ${id}`)
      const unpublished = await tagsOf(tx, () => tx`update public.blog_posts set published = false where id = ${id}`)
      const twice = await tagsOf(tx, async () => {
        await tx`update public.blog_posts set title = 'One' where id = ${id}`
        await tx`update public.blog_posts set title = 'Two' where id = ${id}`
      })
      // each change adds its own entries (changes never wait on each other's); they are sent as one tag
      const [entries] = await tx<{ count: number }[]>`select count(*)::int as count from private.cdn_purge_queue
        where tag = 'blog_posts' and xmin::text::bigint = txid_current() % 4294967296`
      const deleted = await tagsOf(tx, () => tx`delete from public.blog_posts where id = ${id}`)
      return { id, inserted, slug, unpublished, twice, entries: entries!.count, deleted }
    })
    const tags = ['blog_posts', `blog_posts:${result.id}`]
    expect(result).toEqual({ id: result.id, inserted: tags, slug: tags, unpublished: tags, twice: tags, entries: 2, deleted: tags })
  })

  it('queues nothing for an update that changes nothing', async () => {
    const tags = await inTransaction(async (tx) => {
      const id = await newPost(tx)
      return tagsOf(tx, () => tx`update public.blog_posts set title = title where id = ${id}`)
    })
    expect(tags).toEqual([])
  })

  it("queues a page document's and the site settings' tags by their keys", async () => {
    const tags = await inTransaction(async (tx) => ({
      page: await tagsOf(tx, () => tx`update public.page_documents set body = body || '{"x": 1}' where page = 'home'`),
      settings: await tagsOf(tx, () => tx`update public.site_settings set body = body || '{"x": 1}'`),
    }))
    expect(tags).toEqual({ page: ['page_documents', 'page_documents:home'], settings: ['site_settings', 'site_settings:true'] })
  })

  it("queues an image's tags when its consent is withdrawn", async () => {
    const { id, tags } = await inTransaction(async (tx) => {
      const [image] = await tx<{ id: string }[]>`insert into public.media_assets (original_name, alt, width, height, shows_people,
          release_basis, release_kept_at, release_scope, published)
        values ('picnic.jpg', 'Friends at a picnic', 1600, 1067, true, 'signed-release', 'Binder 2', 'Website', true) returning id`
      const tags = await tagsOf(tx, () => tx`update public.media_assets set release_withdrawn_at = now() where id = ${image!.id}`)
      return { id: image!.id, tags }
    })
    expect(tags).toEqual(['media_assets', `media_assets:${id}`])
  })

  it('queues a collection row (an emergency contact, a job) by its table', async () => {
    const { rows, tags } = await inTransaction(async (tx) => {
      const [contact] = await tx<{ id: string }[]>`select id from public.emergency_contacts limit 1`
      const [job] = await tx<{ id: string }[]>`select id from public.job_openings limit 1`
      const tags = await tagsOf(tx, async () => {
        await tx`update public.emergency_contacts set description = 'Call now.' where id = ${contact!.id}`
        await tx`update public.job_openings set title = 'New title' where id = ${job!.id}`
      })
      return { rows: { contact: contact!.id, job: job!.id }, tags }
    })
    expect(tags).toEqual(['emergency_contacts', `emergency_contacts:${rows.contact}`, 'job_openings', `job_openings:${rows.job}`])
  })
})

describe('the purge queue: translations', () => {
  it("queues the translated row's tags for a published translation, nothing for a draft", async () => {
    const { id, draft, published, withdrawn } = await inTransaction(async (tx) => {
      const [service] = await tx<{ id: string }[]>`select id from public.services order by id limit 1`
      await tx`delete from public.content_translations where subject = 'services' and subject_key = ${service!.id}`
      const draft = await tagsOf(tx, () => tx`insert into public.content_translations (subject, subject_key, locale, fields, source, status)
        values ('services', ${service!.id}, 'es', '{"title": "Servicio"}', '{"title": "Service"}', 'draft')`)
      const published = await tagsOf(tx, () => tx`update public.content_translations set status = 'published'
        where subject = 'services' and subject_key = ${service!.id}`)
      const withdrawn = await tagsOf(tx, () => tx`delete from public.content_translations
        where subject = 'services' and subject_key = ${service!.id}`)
      return { id: service!.id, draft, published, withdrawn }
    })
    const tags = ['content_translations', 'services', `services:${id}`]
    expect({ draft, published, withdrawn }).toEqual({ draft: [], published: tags, withdrawn: tags })
  })

  it('maps posts, pages and the settings to their tables', async () => {
    const { id, tags } = await inTransaction(async (tx) => {
      const id = await newPost(tx)
      await tx`delete from public.content_translations where subject in ('posts', 'pages', 'settings')`
      const tags = await tagsOf(tx, async () => {
        await tx`insert into public.content_translations (subject, subject_key, locale, fields, source, status) values
          ('posts', ${id}, 'es', '{"title": "T"}', '{"title": "T"}', 'published'),
          ('pages', 'about', 'es', '{"mission": "M"}', '{"mission": "M"}', 'published'),
          ('settings', 'site', 'es', '{"tagline": "L"}', '{"tagline": "L"}', 'published')`
      })
      return { id, tags }
    })
    expect(tags).toEqual([
      'blog_posts', `blog_posts:${id}`, 'content_translations', 'page_documents', 'page_documents:about', 'site_settings', 'site_settings:true',
    ])
  })
})

describe('the purge queue: seats', () => {
  it("queues an event's tags when a registration or a waitlist offer changes its seats, where it has a capacity", async () => {
    const result = await inTransaction(async (tx) => {
      const full = await createEvent(tx, { capacity: 1 })
      const open = await createEvent(tx, { capacity: null })
      const reg = async (event: string, email: string) => {
        const [row] = await tx<{ r: { registrationId?: string } }[]>`
          select public.register_for_event(${event}, 'A Family', ${email}, null, 0, null, null) as r`
        return row!.r.registrationId!
      }
      let registration = ''
      const registered = await tagsOf(tx, async () => { registration = await reg(full, `${unique()}@example.org`) })
      const noCapacity = await tagsOf(tx, () => reg(open, `${unique()}@example.org`))
      let entry = ''
      const waiting = await tagsOf(tx, async () => {
        await tx`select public.join_waitlist(${full}, 'B Family', ${`${unique()}@example.org`}, null, 0, null, null)`
        const [row] = await tx<{ id: string }[]>`select id from public.event_waitlist where event_id = ${full}`
        entry = row!.id
      })
      // a cancellation frees the seat, which is offered to the waitlist at once
      const cancelled = await tagsOf(tx, () => tx`select public.staff_cancel_registration(${registration})`)
      const [offer] = await tx<{ status: string }[]>`select status from public.event_waitlist where id = ${entry}`
      await clearOwnQueuedTags(tx)
      await tx`update public.event_waitlist set status = 'expired' where id = ${entry}`
      const expired = await ownQueuedTags(tx)
      return { full, registered, noCapacity, waiting, cancelled, offer: offer!.status, expired }
    })
    const tags = ['events', `events:${result.full}`]
    expect(result).toEqual({
      full: result.full, registered: tags, noCapacity: [], waiting: [], cancelled: tags, offer: 'offered', expired: tags,
    })
  })
})

describe('the purge queue: private tables', () => {
  it('queues nothing for a contact message, a newsletter sign-up or an audit entry', async () => {
    const tags = await inTransaction(async (tx) => {
      await clearOwnQueuedTags(tx)
      await tx`insert into public.contact_submissions (name, email, subject, message) values ('Ann', 'ann@example.org', 'Hi', 'Hello')`
      await tx`select public.subscribe_newsletter(${`${unique()}@example.org`})`
      await tx`select private.write_audit('media.deleted', 'media_asset', 'x', '{}')`
      return ownQueuedTags(tx)
    })
    expect(tags).toEqual([])
  })
})
