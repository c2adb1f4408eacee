// Sensory and access profiles on the real function (issue 61 item 2): staff save an event's
// profile with its location and a what-to-expect sequence; bad input is a 400 in the staff's words
// under its field and stores nothing; visitors read the event's own profile laid over its
// location's, each in Spanish where translated, and a step photo only while its release holds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { superuser, type Sql } from '../../../scripts/testing/db.ts'
import { FEATURED_IMAGE_MESSAGES } from '../../functions/_shared/contract/featured-image.ts'
import { anon, signedIn, type Session } from './cms-session.ts'
import { libraryImage, publicImage, RELEASE } from './media-images.ts'

let sql: Sql
let admin: Session
let locationId: string
const s = Math.random().toString(36).slice(2, 8)
const inAMonth = () => new Date(Date.now() + 30 * 86_400_000).toISOString()

const LOCATION_PROFILE = {
  noise: 'medium', lighting: 'low', crowd: null, quietSpace: true, quietSpaceWhere: 'The library next to the hall',
  seating: 'Chairs and floor cushions', food: null, steps: [{ text: 'Park behind the building', imageId: null, imageAlt: null }],
  access: ['step-free', 'accessible-toilet'],
}

beforeAll(async () => {
  sql = superuser()
  admin = await signedIn(sql, 'admin')
  const [row] = await sql<{ id: string }[]>`insert into public.locations (name, sensory_profile, position)
    values (${`Sensory hall ${s}`}, ${sql.json(LOCATION_PROFILE)}, 99) returning id::text`
  locationId = row!.id
})
afterAll(async () => {
  await sql`delete from public.events where location_id = ${locationId}`
  await sql`delete from public.content_translations where subject = 'locations' and subject_key = ${locationId}`
  await sql`delete from public.locations where id = ${locationId}`
  await sql.end()
})

const event = (fields: Record<string, unknown>) => ({
  title: `Quiet Movie ${s} ${Math.random().toString(36).slice(2, 6)}`, description: 'A relaxed film.', location: 'Sensory hall',
  eventDate: inAMonth(), published: true, locationId, ...fields,
})

describe('staff saving a profile', () => {
  // the form's own rules (the same schema) place each message at its step; the answer names the profile
  it('refuses bad input with a 400 under its field, in the staff words, and stores nothing', async () => {
    const cases = [
      [{ sensoryProfile: { noise: 'loud' } }, 'sensoryProfile', 'Noise must be low, medium or high'],
      [{ sensoryProfile: { steps: [{ text: '' }] } }, 'sensoryProfile', 'Each step needs its text'],
      [{ sensoryProfile: { access: ['lift'] } }, 'sensoryProfile', 'Unknown access feature'],
      [{ locationId: '00000000-0000-4000-8000-000000000000' }, 'locationId', 'Choose a location from the list'],
      [{ sensoryProfile: { steps: [{ text: 'Go in', imageId: '00000000-0000-4000-8000-000000000000' }] } },
        'sensoryProfile.steps.0.imageId', FEATURED_IMAGE_MESSAGES.unknown],
    ] as const
    for (const [fields, field, message] of cases) {
      const body = event(fields)
      const res = await admin.call('POST', '/admin/events', body)
      expect(res.status, field).toBe(400)
      expect(res.body.fieldErrors[field], field).toEqual([message])
      expect(await sql`select 1 from public.events where title = ${body.title}`).toHaveLength(0)
    }
  })

  it('refuses an unpublished photo in the sequence of a published event, takes it on a draft', async () => {
    const photo = await libraryImage(admin, { alt: 'The hall door', published: false })
    const profile = { steps: [{ text: 'Go in', imageId: photo.id }] }
    const refused = await admin.call('POST', '/admin/events', event({ sensoryProfile: profile }))
    expect(refused.status).toBe(400)
    expect(refused.body.fieldErrors['sensoryProfile.steps.0.imageId']).toEqual([FEATURED_IMAGE_MESSAGES.unpublished])
    expect((await admin.call('POST', '/admin/events', event({ sensoryProfile: profile, published: false }))).status).toBe(201)
  })
})

describe('visitors reading a profile', () => {
  it('read the event own fields over its location, with the step photos, until a release is withdrawn', async () => {
    const photo = await libraryImage(admin, { alt: 'Two friends at the hall door', showsPeople: true, release: RELEASE, published: true })
    const own = {
      noise: 'low', quietSpace: null, food: 'Popcorn and water',
      steps: [
        { text: 'Show your name at the door', imageId: photo.id },
        { text: 'Find a seat', imageId: null, imageAlt: null },
        { text: 'The film starts with the lights half up', imageId: null },
      ],
      access: ['spanish-interpretation', 'sensory-kits'],
    }
    const created = await admin.call('POST', '/admin/events', event({ sensoryProfile: own }))
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    expect(created.body).toMatchObject({ locationId, sensoryProfile: { noise: 'low', food: 'Popcorn and water', seating: null } })

    const read = await anon()('GET', `/events/${created.body.slug}`)
    expect(read.body.sensoryProfile).toEqual({
      noise: 'low', lighting: 'low', crowd: null, quietSpace: true, quietSpaceWhere: 'The library next to the hall',
      seating: 'Chairs and floor cushions', food: 'Popcorn and water', access: ['spanish-interpretation', 'sensory-kits'],
      steps: [
        { text: 'Show your name at the door', imageAlt: null, image: publicImage(photo, 'Two friends at the hall door') },
        { text: 'Find a seat', imageAlt: null, image: null },
        { text: 'The film starts with the lights half up', imageAlt: null, image: null },
      ],
    })
    const listed = (await anon()('GET', '/events')).body.find((e: { id: string }) => e.id === created.body.id)
    expect(listed.sensoryProfile.quietSpace).toBe(true)

    expect((await admin.call('PATCH', `/admin/media/${photo.id}`, { withdrawRelease: true })).status).toBe(200)
    const after = await anon()('GET', `/events/${created.body.slug}`)
    expect(after.body.sensoryProfile.steps[0]).toEqual({ text: 'Show your name at the door', imageAlt: null, image: null })
  })

  it('read the event and its location in Spanish where translated', async () => {
    const created = await admin.call('POST', '/admin/events', event({ sensoryProfile: { food: 'Popcorn', steps: [{ text: 'Sit down' }] } }))
    expect(created.status).toBe(201)
    const translate = (subject: string, key: string, fields: unknown) => sql`insert into public.content_translations
      (subject, subject_key, locale, fields, source, status) values (${subject}, ${key}, 'es', ${sql.json(fields as never)}, '{}', 'published')`
    await translate('events', created.body.id, { sensoryProfile: { food: 'Palomitas', steps: [{ text: 'Siéntese' }] } })
    await translate('locations', locationId, { sensoryProfile: { quietSpaceWhere: 'La biblioteca junto a la sala' } })
    const es = await anon()('GET', `/events/${created.body.slug}?lang=es`)
    expect(es.body.sensoryProfile).toMatchObject({
      food: 'Palomitas', quietSpaceWhere: 'La biblioteca junto a la sala', seating: 'Chairs and floor cushions', steps: [{ text: 'Siéntese' }],
    })
    const en = await anon()('GET', `/events/${created.body.slug}`)
    expect(en.body.sensoryProfile).toMatchObject({ food: 'Popcorn', quietSpaceWhere: 'The library next to the hall' })
    await sql`delete from public.content_translations where subject = 'events' and subject_key = ${created.body.id}`
  })

  it('answer no profile for an event with none and no location', async () => {
    const created = await admin.call('POST', '/admin/events', event({ locationId: null }))
    expect((await anon()('GET', `/events/${created.body.slug}`)).body.sensoryProfile).toBeNull()
  })
})
