// Issue 60's search scale: 1,000 posts and 200 events (~1.5 KB each) of varied words, published,
// under slugs that start with SEARCH_SEED_PREFIX, so they can be removed after. Used by the bench's
// Search section and by the database test of the search's speed (in a rolled-back transaction).

export const SEARCH_SEED_PREFIX = 'bench-search-'

/** Anything with postgres.js's `unsafe` (a client or a transaction). */
type Runs = { unsafe: (query: string) => PromiseLike<unknown> }

const WORDS = `'{respite,therapy,family,community,waiver,medicaid,school,sensory,music,summer,training,support,
  guardianship,transition,employment,housing,advocacy,recreation,speech,behavior}'::text[]`

export async function seedSearchContent(sql: Runs, posts = 1000, events = 200): Promise<void> {
  await sql.unsafe(`
    insert into public.blog_posts (slug, title, excerpt, content, published)
    select '${SEARCH_SEED_PREFIX}post-' || n, 'Notes on ' || w[1 + n % 20] || ' and ' || w[1 + (n * 7) % 20],
      'About ' || w[1 + (n * 3) % 20] || ' for families.',
      repeat('Families asked about ' || w[1 + (n * 11) % 20] || ' and ' || w[1 + (n * 13) % 20] || ' this season. ', 24), true
    from generate_series(1, ${posts}) as n, (select ${WORDS} as w) as v`)
  await sql.unsafe(`
    insert into public.events (slug, title, description, event_date, location, published)
    select '${SEARCH_SEED_PREFIX}event-' || n, w[1 + n % 20] || ' meetup ' || n,
      repeat('Join us for ' || w[1 + (n * 5) % 20] || ' with ' || w[1 + (n * 9) % 20] || ' for everyone. ', 30),
      now() + make_interval(days => n - ${Math.floor(events / 2)}), 'Livingston, NJ', true
    from generate_series(1, ${events}) as n, (select ${WORDS} as w) as v`)
}

export async function removeSearchContent(sql: Runs): Promise<void> {
  await sql.unsafe(`delete from public.blog_posts where slug like '${SEARCH_SEED_PREFIX}%'`)
  await sql.unsafe(`delete from public.events where slug like '${SEARCH_SEED_PREFIX}%'`)
}

/** The searches measured at that scale: a hit, a phrase, a typo, Spanish, and nothing found. */
export const SEARCH_QUERIES = [
  { name: 'a hit', q: 'respite', lang: 'en' },
  { name: 'a phrase', q: '"sensory-friendly movie"', lang: 'en' },
  { name: 'a typo', q: 'autsim', lang: 'en' },
  { name: 'Spanish', q: 'habilitacion diurna', lang: 'es' },
  { name: 'nothing found', q: 'zzzyqv wxqj', lang: 'en' },
] as const
