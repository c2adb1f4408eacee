// What a token sent straight to Storage may do (issue 57, migration 20261206100000): Storage runs
// each request on storage.objects under the caller's role and JWT claims, so these policies are
// all such a token meets. /api reads and writes files with the service key after its own checks;
// visitors' reads of /media/* go through /api with the anon key. So no signed-in token, not even
// an admin's with its second step done (aal2), reads a CV or writes an image file directly, and
// visitors read only the files of published images.
import { randomUUID } from 'node:crypto'
import { afterAll, describe, expect, it } from 'vitest'
import { actAs, actAsSuperuser, actWithAal, addFactor, createPeople, createUser, rolledBack, superuser, type Role, type Tx } from './helpers.ts'
import { applicationRow } from './rls-application-tables.ts'
import { mediaFile, mediaRow } from './rls-media-tables.ts'

const sql = superuser(2)
afterAll(() => sql.end())

/** An admin with a verified authenticator, acting with an aal2 token: the strongest staff token. */
async function actAsTwoStepAdmin(tx: Tx, role: 'admin' | 'super_admin' = 'admin'): Promise<void> {
  const id = await createUser(tx, role)
  await addFactor(tx, id)
  await actWithAal(tx, id, 'aal2')
  const [check] = await tx<{ admin: boolean }[]>`select private.is_admin() as admin`
  if (!check?.admin) throw new Error('the token should be a full admin one')
}

/** An object row as Storage stores it (metadata as /api's upload sends it). */
const storeObject = (tx: Tx, bucket: string, name: string) =>
  tx`insert into storage.objects (bucket_id, name, metadata) values (${bucket}, ${name}, '{"size": 10}')`

describe("an admin's own token at Storage", () => {
  it.each(['admin', 'super_admin'] as const)('%s at aal2 reads no CV, so can neither download nor sign a link to one', async (role) => {
    const { value, error } = await rolledBack(sql, async (tx) => {
      const id = await applicationRow(tx, 'general')
      const [app] = await tx<{ cv_path: string }[]>`select cv_path from public.applications where id = ${id}`
      await storeObject(tx, 'applications', app!.cv_path)
      await actAsTwoStepAdmin(tx, role)
      const all = await tx`select name from storage.objects where bucket_id = 'applications'`
      const one = await tx`select name from storage.objects where bucket_id = 'applications' and name = ${app!.cv_path}`
      return { all: all.length, one: one.length }
    })
    expect(error).toBeUndefined()
    expect(value).toEqual({ all: 0, one: 0 })
  })

  it('an admin at aal2 cannot upload an image file (42501)', async () => {
    const { error } = await rolledBack(sql, async (tx) => {
      await actAsTwoStepAdmin(tx)
      await storeObject(tx, 'media', `${randomUUID()}.webp`)
    })
    expect(error?.code).toBe('42501')
  })

  it("an admin at aal2 neither overwrites nor deletes a published image's file, nor reads a draft's", async () => {
    const { value, error } = await rolledBack(sql, async (tx) => {
      const published = await mediaFile(tx, await mediaRow(tx, 'published'))
      const draft = await mediaFile(tx, await mediaRow(tx, 'draft'))
      await storeObject(tx, 'media', published)
      await storeObject(tx, 'media', draft)
      await actAsTwoStepAdmin(tx)
      const updated = await tx`update storage.objects set metadata = '{"size": 99}', user_metadata = '{"width": 1}'
        where bucket_id = 'media' and name = ${published} returning id`
      // Storage's own delete lifts storage.protect_delete() for its transaction; the policies still decide
      await tx`select set_config('storage.allow_delete_query', 'true', true)`
      const deleted = await tx`delete from storage.objects where bucket_id = 'media' and name = any(${[published, draft]}) returning id`
      const read = await tx`select name from storage.objects where bucket_id = 'media' and name = any(${[published, draft]})`
      await actAsSuperuser(tx)
      const [kept] = await tx<{ size: string; n: number }[]>`select (select metadata ->> 'size' from storage.objects where name = ${published}) as size,
        (select count(*)::int from storage.objects where name = any(${[published, draft]})) as n`
      return { updated: updated.length, deleted: deleted.length, read: read.length, kept }
    })
    expect(error).toBeUndefined()
    expect(value).toEqual({ updated: 0, deleted: 0, read: 0, kept: { size: '10', n: 2 } })
  })
})

describe('storage.objects for every caller', () => {
  it.each<[Role, string]>([
    ['anon', 'media'], ['user', 'media'], ['admin', 'media'], ['super_admin', 'media'],
    ['anon', 'applications'], ['user', 'applications'], ['admin', 'applications'], ['super_admin', 'applications'],
  ])('%s cannot store a file in %s directly (42501)', async (role, bucket) => {
    const { error } = await rolledBack(sql, async (tx) => {
      await actAs(tx, role, await createPeople(tx))
      await storeObject(tx, bucket, `${randomUUID()}.${bucket === 'media' ? 'webp' : 'pdf'}`)
    })
    expect(error?.code).toBe('42501')
  })

  it('lets visitors read the files of published images only, signed-in tokens none, and nobody a CV', async () => {
    const { value } = await rolledBack(sql, async (tx) => {
      const people = await createPeople(tx)
      const files: Record<string, string> = {}
      for (const kind of ['published', 'draft', 'released', 'withdrawn'] as const) {
        files[kind] = await mediaFile(tx, await mediaRow(tx, kind))
        await storeObject(tx, 'media', files[kind])
      }
      files.orphan = `${randomUUID()}.webp`
      await storeObject(tx, 'media', files.orphan)
      files.cv = `${randomUUID()}.pdf`
      await storeObject(tx, 'applications', files.cv)
      const seen: Record<string, string[]> = {}
      for (const role of ['anon', 'user', 'admin', 'super_admin'] as const) {
        await actAs(tx, role, people)
        const rows = await tx<{ name: string }[]>`select name from storage.objects where name = any(${Object.values(files)})`
        seen[role] = Object.entries(files).filter(([, f]) => rows.some((r) => r.name === f)).map(([k]) => k)
        await actAsSuperuser(tx)
      }
      return seen
    })
    expect(value).toEqual({ anon: ['published', 'released'], user: [], admin: [], super_admin: [] })
  })

  it('keeps no storage.objects policy for authenticated, and only the visitors\' read for anon', async () => {
    const policies = await sql<{ policyname: string; roles: string[]; cmd: string }[]>`
      select policyname, roles::text[] as roles, cmd from pg_policies where schemaname = 'storage' and tablename = 'objects' order by policyname`
    expect(policies).toEqual([{ policyname: 'media_objects_select_anon', roles: ['anon'], cmd: 'SELECT' }])
  })
})
