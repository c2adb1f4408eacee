// The media library in the audit trail and the CDN purge (issue 33, issue 58; migrations
// 20261127141000_media_audit_and_expiry.sql, 20261208120000_cdn_purge_queue.sql): a deletion and a withdrawn release are recorded as
// the admin who made them; a release reaching its expiry queues the image's cache tags, once.
import { afterAll, describe, expect, it } from 'vitest'
import { actAs, actAsSuperuser, comeDueCheck, createPeople, rolledBack, superuser, type Tx } from './helpers.ts'

const sql = superuser(1)
afterAll(() => sql.end())

async function releasedPhoto(tx: Tx, expiresOn: string | null = null): Promise<string> {
  const [row] = await tx<{ id: string }[]>`insert into public.media_assets (original_name, alt, width, height, shows_people,
      release_basis, release_kept_at, release_scope, release_expires_on, published)
    values ('picnic.jpg', 'Friends at a picnic table', 1600, 1067, true, 'signed-release', 'Office binder 2', 'Website',
      ${expiresOn}::date, true) returning id`
  return row!.id
}

const entries = (tx: Tx, id: string) => tx<{ action: string; actorId: string | null; details: Record<string, unknown> }[]>`
  select action, actor_id::text as "actorId", details from public.audit_log where record_id = ${id} order by id`

describe('the media library in the audit trail', () => {
  it('records a withdrawn release and a deletion as the admin, and nothing for other edits', async () => {
    const { value, error } = await rolledBack(sql, async (tx) => {
      const people = await createPeople(tx)
      const id = await releasedPhoto(tx)
      await actAs(tx, 'admin', people)
      await tx`update public.media_assets set caption = 'Summer picnic' where id = ${id}`
      const afterEdit = await entries(tx, id)
      await tx`update public.media_assets set release_withdrawn_at = now() where id = ${id}`
      await tx`update public.media_assets set caption = 'Again' where id = ${id}`
      await tx`delete from public.media_assets where id = ${id}`
      await actAsSuperuser(tx)
      return { afterEdit, all: await entries(tx, id), admin: people.admin }
    })
    if (error) throw error
    expect(value!.afterEdit).toEqual([])
    // the record's id, never its title or alt text, which can name the people pictured (issue 57)
    expect(value!.all).toEqual([
      { action: 'media.consent_withdrawn', actorId: value!.admin, details: { basis: 'signed-release' } },
      { action: 'media.deleted', actorId: value!.admin, details: {} },
    ])
  })
})

describe('the purge when a release reaches its expiry', () => {
  const check = comeDueCheck

  it("queues the image's tags on the first check after the end of the expiry day in New Jersey, once", async () => {
    const { value, error } = await rolledBack(sql, async (tx) => {
      await tx`update public.blog_posts set publish_at = null where publish_at is not null`
      await tx`update public.events set publish_at = null where publish_at is not null`
      await tx`update public.job_openings set closes_on = null where closes_on is not null`
      await tx`update public.media_assets set release_expires_on = null where release_expires_on is not null`
      const quiet = await check(tx, '2 days')
      // Expired yesterday (New Jersey): it left the public side at this midnight, within the 2 days.
      const id = await releasedPhoto(tx, null)
      await tx`update public.media_assets set release_expires_on = (now() at time zone 'America/New_York')::date - 1
        where id = ${id}`
      const [hidden] = await tx<{ visible: boolean }[]>`select private.media_release_in_force(m) as visible
        from public.media_assets m where id = ${id}`
      const due = await check(tx, '2 days')
      const notAgain = await check(tx, '1 minute')
      await tx`update public.media_assets set release_withdrawn_at = now() where id = ${id}`
      const withdrawnIsNotExpiry = await check(tx, '2 days')
      return { quiet, hidden: hidden!.visible, due, notAgain, withdrawnIsNotExpiry, id }
    })
    if (error) throw error
    expect(value!.quiet).toEqual({ due: 0, queued: [] })
    expect(value!.hidden).toBe(false)
    expect(value!.due).toEqual({ due: 1, queued: ['media_assets', `media_assets:${value!.id}`] })
    expect(value!.notAgain).toEqual({ due: 0, queued: [] })
    expect(value!.withdrawnIsNotExpiry).toEqual({ due: 0, queued: [] })
  })
})
