// The checks of Supabase's splinter linter that apply to this schema, run against the
// migrated database: RLS everywhere, pinned search_path, wrapped auth calls in policies,
// and grants that match what the policies need (and nothing more for the API roles).
import { afterAll, describe, expect, it } from 'vitest'
import { superuser } from './helpers.ts'

const sql = superuser(2)
afterAll(() => sql.end())

const API_ROLES = ['anon', 'authenticated'] as const

/** SQL: does role hold cmd on the table, at table level or on any column (DELETE is table-only). */
const privilege = (role: PendingFragment, table: PendingFragment, cmd: PendingFragment) => sql`
  case when ${cmd} = 'DELETE' then has_table_privilege(${role}, ${table}, 'DELETE')
       else has_any_column_privilege(${role}, ${table}, ${cmd}) end`
type PendingFragment = ReturnType<typeof sql>

/** The only functions in public and private an anonymous caller may execute. */
// each form's function twice: with and without the visitor's language (issue 36 item 5)
const CALLABLE_BY_ANON = ['event_seats_taken', 'join_waitlist', 'join_waitlist', 'register_for_event', 'register_for_event', 'register_for_series', 'scheduler_heartbeat', 'search_site', 'subscribe_newsletter', 'subscribe_newsletter']

async function publicTables() {
  return sql<{ name: string; rls: boolean }[]>`
    select c.relname as name, c.relrowsecurity as rls from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p') order by 1`
}

describe('schema lint', () => {
  it('enables row level security on every public table', async () => {
    const tables = await publicTables()
    expect(tables.length).toBeGreaterThanOrEqual(10)
    expect(tables.filter((t) => !t.rls).map((t) => t.name)).toEqual([])
  })

  it('pins search_path on every function in public and private', async () => {
    const unpinned = await sql<{ fn: string }[]>`
      select n.nspname || '.' || p.proname as fn from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname in ('public', 'private')
        and not exists (select 1 from unnest(coalesce(p.proconfig, '{}')) c where c like 'search_path=%')`
    expect(unpinned).toEqual([])
    const [counted] = await sql<{ definers: number }[]>`
      select count(*)::int as definers from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname in ('public', 'private') and p.prosecdef`
    expect(counted!.definers).toBeGreaterThanOrEqual(6)
  })

  it('wraps auth.*() and the role helpers as (select …) in every policy', async () => {
    const policies = await sql<{ name: string; expr: string }[]>`
      select tablename || '.' || policyname as name, concat_ws(' ', qual, with_check) as expr
      from pg_policies where schemaname = 'public'`
    expect(policies.length).toBeGreaterThan(20)
    const call = /(auth\.(uid|jwt|role|email)|private\.is_(super_)?admin)\(\)/g
    const unwrapped = policies.filter((p) =>
      [...p.expr.matchAll(call)].some((m) => !/SELECT\s+$/i.test(p.expr.slice(0, m.index))),
    )
    expect(unwrapped.map((p) => `${p.name}: ${p.expr}`)).toEqual([])
    expect(policies.some((p) => p.expr.includes('( SELECT private.is_admin() AS is_admin)'))).toBe(true)
  })

  it('has at most one permissive policy per table, role and command', async () => {
    const duplicates = await sql`
      select tablename, r.role, cmd, count(*)::int from pg_policies, unnest(roles) as r(role)
      where schemaname = 'public' and permissive = 'PERMISSIVE'
      group by 1, 2, 3 having count(*) > 1`
    expect(duplicates).toEqual([])
  })

  it('grants each API role every privilege its policies rely on', async () => {
    const missing = await sql`
      select p.tablename, r.role, c.cmd from pg_policies p, unnest(p.roles) as r(role),
        unnest(case when p.cmd = 'ALL' then array['SELECT','INSERT','UPDATE','DELETE'] else array[p.cmd] end) as c(cmd)
      where p.schemaname = 'public' and r.role in ('anon', 'authenticated')
        and not ${privilege(sql`r.role`, sql`format('public.%I', p.tablename)`, sql`c.cmd`)}`
    expect(missing).toEqual([])
  })

  it('gives the API roles no privilege without a policy, and service_role everything', async () => {
    const unguarded = await sql`
      select c.relname, r.role, cmd.cmd from pg_class c join pg_namespace n on n.oid = c.relnamespace,
        unnest(array['anon','authenticated']) as r(role), unnest(array['SELECT','INSERT','UPDATE','DELETE']) as cmd(cmd)
      where n.nspname = 'public' and c.relkind = 'r'
        and ${privilege(sql`r.role`, sql`c.oid::regclass::text`, sql`cmd.cmd`)}
        and not exists (select 1 from pg_policies p where p.schemaname = 'public' and p.tablename = c.relname
          and r.role = any(p.roles) and p.cmd in (cmd.cmd, 'ALL'))`
    expect(unguarded).toEqual([])
    const extra = await sql`
      select c.relname, r.role from pg_class c join pg_namespace n on n.oid = c.relnamespace,
        unnest(array['anon','authenticated']) as r(role)
      where n.nspname = 'public' and c.relkind = 'r'
        and (has_table_privilege(r.role, c.oid, 'TRUNCATE') or has_table_privilege(r.role, c.oid, 'TRIGGER')
          or has_table_privilege(r.role, c.oid, 'REFERENCES'))`
    expect(extra).toEqual([])
    const serviceMissing = await sql`
      select c.relname, cmd.cmd from pg_class c join pg_namespace n on n.oid = c.relnamespace,
        unnest(array['SELECT','INSERT','UPDATE','DELETE']) as cmd(cmd)
      where n.nspname = 'public' and c.relkind = 'r' and not has_table_privilege('service_role', c.oid, cmd.cmd)`
    // the audit trail is append-only for the service role too (issue 34): only its retention
    // function, owned by the migration's role, removes entries
    expect(serviceMissing).toEqual([{ relname: 'audit_log', cmd: 'UPDATE' }, { relname: 'audit_log', cmd: 'DELETE' }])
  })

  it('keeps private tables and helpers away from the API roles', async () => {
    for (const role of API_ROLES) {
      const tables = await sql`
        select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'private' and c.relkind = 'r'
          and (has_table_privilege(${role}, c.oid, 'SELECT') or has_table_privilege(${role}, c.oid, 'INSERT'))`
      expect(tables, role).toEqual([])
    }
    const anonCallable = await sql<{ fn: string }[]>`
      select p.proname as fn from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname in ('public', 'private') and has_function_privilege('anon', p.oid, 'EXECUTE')
      order by 1`
    expect(anonCallable.map((f) => f.fn)).toEqual(CALLABLE_BY_ANON)
    const [cancel] = await sql`select has_function_privilege('authenticated', 'public.cancel_registration(uuid)', 'EXECUTE') as a,
      has_function_privilege('service_role', 'public.cancel_registration(uuid)', 'EXECUTE') as s,
      has_function_privilege('anon', 'private.hit_rate_limit(text, text, int, int)', 'EXECUTE') as r`
    expect(cancel).toEqual({ a: false, s: true, r: false })
  })

  it('limits every text column of a public table with a CHECK constraint', async () => {
    const unchecked = await sql`
      select c.relname || '.' || a.attname as col from pg_attribute a
      join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped
        and a.atttypid = 'text'::regtype
        and not exists (select 1 from pg_constraint k where k.conrelid = c.oid and k.contype = 'c'
                          and a.attnum = any(k.conkey))`
    expect(unchecked).toEqual([])
  })

  it('indexes every foreign key by its leading column', async () => {
    const keys = await sql<{ name: string; indexed: boolean }[]>`
      select c.conname as name,
             exists (select 1 from pg_index i where i.indrelid = c.conrelid and i.indkey[0] = c.conkey[1]) as indexed
      from pg_constraint c join pg_namespace n on n.oid = c.connamespace
      where c.contype = 'f' and n.nspname in ('public', 'private')`
    expect(keys.length).toBeGreaterThanOrEqual(2)
    expect(keys.filter((k) => !k.indexed)).toEqual([])
  })

  it('has no security definer views in public', async () => {
    const views = await sql`
      select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('v', 'm')
        and not coalesce('security_invoker=true' = any(c.reloptions), false)`
    expect(views).toEqual([])
  })
})
