// Sensory and access profiles in the database (issue 61 item 2, migration 20261210100000): the
// shape check on events and locations, row-level security deciding who reads and writes them,
// a library photo in a what-to-expect sequence kept from deletion, and a location's change
// purging its events' pages.
import { afterAll, describe, expect, it } from 'vitest'
import { actAs, clearOwnQueuedTags, createEvent, createPeople, ownQueuedTags, rolledBack, superuser, type Tx } from './helpers.ts'

const sql = superuser(2)
afterAll(() => sql.end())

const GOOD = { noise: 'low', lighting: 'medium', crowd: 'low', quietSpace: true, quietSpaceWhere: 'Room 2', seating: null, food: null,
  steps: [{ text: 'Arrive at the front door', imageId: null, imageAlt: null }], access: ['step-free', 'sensory-kits'] }

const save = (tx: Tx, id: string, profile: unknown) =>
  tx`update public.events set sensory_profile = ${tx.json(profile as never)} where id = ${id}`

async function photo(tx: Tx): Promise<string> {
  const [row] = await tx<{ id: string }[]>`insert into public.media_assets (alt, width, height, published)
    values ('The cinema door', 800, 600, true) returning id`
  return row!.id
}

describe('the shape check', () => {
  it('takes a whole profile on an event and on a location', async () => {
    const { error } = await rolledBack(sql, async (tx) => {
      await save(tx, await createEvent(tx), GOOD)
      await tx`update public.locations set sensory_profile = ${tx.json(GOOD)} where id = (select id from public.locations limit 1)`
    })
    expect(error).toBeUndefined()
  })

  it('refuses each thing the contract refuses', async () => {
    const bad: Record<string, unknown> = {
      'a level off the scale': { ...GOOD, noise: 'deafening' },
      'a quiet space said to be nowhere': { ...GOOD, quietSpace: false },
      'a blank step': { ...GOOD, steps: [{ text: '  ', imageId: null }] },
      'a step photo that is no id': { ...GOOD, steps: [{ text: 'Go', imageId: 'door.jpg' }] },
      'eleven steps': { ...GOOD, steps: Array.from({ length: 11 }, () => ({ text: 'Step', imageId: null })) },
      'an unknown access feature': { ...GOOD, access: ['lift'] },
      'a feature twice': { ...GOOD, access: ['step-free', 'step-free'] },
      'a key of its own': { ...GOOD, colour: 'blue' },
      'seating past its limit': { ...GOOD, seating: 'x'.repeat(501) },
      'no steps list': { noise: 'low', access: [] },
      'a list instead of a profile': [GOOD],
    }
    for (const [what, profile] of Object.entries(bad)) {
      const { error } = await rolledBack(sql, async (tx) => save(tx, await createEvent(tx), profile))
      expect(error?.code, what).toBe('23514')
      expect(error?.message, what).toMatch(/events_sensory_profile_shape/)
    }
    const location = await rolledBack(sql, (tx) => tx`update public.locations set sensory_profile = '{"noise":"x","steps":[],"access":[]}'`)
    expect(location.error?.message).toMatch(/locations_sensory_profile_shape/)
  })
})

describe('row-level security', () => {
  it('lets visitors read the profiles of published events and locations only, and staff alone write them', async () => {
    const outcome = await rolledBack(sql, async (tx) => {
      const people = await createPeople(tx)
      const shown = await createEvent(tx)
      const draft = await createEvent(tx, { published: false })
      await save(tx, shown, GOOD)
      await save(tx, draft, GOOD)
      await tx`update public.locations set sensory_profile = ${tx.json(GOOD)}`
      const [hidden] = await tx<{ id: string }[]>`update public.locations set published = false
        where id = (select id from public.locations order by position limit 1) returning id`
      await actAs(tx, 'anon', people)
      const events = await tx`select id from public.events where sensory_profile is not null and id in (${shown}, ${draft})`
      const locations = await tx<{ id: string }[]>`select id from public.locations where sensory_profile is not null`
      await actAs(tx, 'user', people)
      const userWrite = await tx`update public.events set sensory_profile = null where id = ${shown} returning id`
      await actAs(tx, 'admin', people)
      const adminWrite = await tx`update public.events set sensory_profile = null, location_id = ${locations[0]!.id} where id = ${shown} returning id`
      return { events: events.map((r) => r.id), hiddenShown: locations.some((l) => l.id === hidden!.id), userWrite: userWrite.length, adminWrite: adminWrite.length }
    })
    expect(outcome.error).toBeUndefined()
    expect(outcome.value!.events).toHaveLength(1)
    expect(outcome.value!.hiddenShown).toBe(false)
    expect(outcome.value!.userWrite).toBe(0)
    expect(outcome.value!.adminWrite).toBe(1)
  })

  it('refuses a visitor any write', async () => {
    const { error } = await rolledBack(sql, async (tx) => {
      const people = await createPeople(tx)
      const id = await createEvent(tx)
      await actAs(tx, 'anon', people)
      await save(tx, id, GOOD)
    })
    expect(error?.code).toBe('42501')
  })
})

describe('the photos of a sequence', () => {
  it('keep their library image from deletion while a sequence shows them', async () => {
    const used = await rolledBack(sql, async (tx) => {
      const image = await photo(tx)
      await save(tx, await createEvent(tx), { ...GOOD, steps: [{ text: 'Go in', imageId: image, imageAlt: null }] })
      await tx`delete from public.media_assets where id = ${image}`
    })
    expect(used.error?.code).toBe('23503')
    const free = await rolledBack(sql, async (tx) => {
      const image = await photo(tx)
      await save(tx, await createEvent(tx), GOOD)
      await tx`delete from public.media_assets where id = ${image}`
    })
    expect(free.error).toBeUndefined()
  })
})

describe('the CDN', () => {
  it('purges the pages of a location events when its profile changes, and not for other edits', async () => {
    const { value, error } = await rolledBack(sql, async (tx) => {
      const [location] = await tx<{ id: string }[]>`select id from public.locations order by position limit 1`
      const event = await createEvent(tx)
      await tx`update public.events set location_id = ${location!.id} where id = ${event}`
      await clearOwnQueuedTags(tx)
      await tx`update public.locations set sensory_profile = ${tx.json(GOOD)} where id = ${location!.id}`
      const changed = await ownQueuedTags(tx)
      await clearOwnQueuedTags(tx)
      await tx`update public.locations set is_new = not is_new where id = ${location!.id}`
      return { event, changed, other: await ownQueuedTags(tx) }
    })
    expect(error).toBeUndefined()
    expect(value!.changed).toContain(`events:${value!.event}`)
    expect(value!.other).not.toContain(`events:${value!.event}`)
  })
})
