// The import circles the repository had when the check came (issue 59 item 3), each named by the
// one import that closes it; the check (import-circles.test.ts) fails on any other circle, and on
// an entry here that no longer closes one, so this list can only shrink. None may start in
// scripts/ or supabase/functions/: there the rule is no circle at all. All are type-only imports.
export const KNOWN_CIRCLES: ReadonlyArray<readonly [from: string, to: string]> = [
  // The router's context type (RouterContext, in router.tsx, which imports the route tree and so
  // every route and the features they show) read back by the root route and the content queries.
  ['src/routes/__root.tsx', 'src/router.tsx'],
  ['src/lib/site-content.ts', 'src/router.tsx'],
  // The donor form's values type, taken from the schema that imports the form's amount helper.
  ['src/features/donate/donor-form.ts', 'src/features/donate/donor-form-schema.ts'],
  // The trace event type, read by the blocking-time sums the trace reader imports.
  ['bench/trace-blocking.ts', 'bench/trace-events.ts'],
  // The row-level security matrix's types (Expectation, TableCase), read by the per-area tables
  // that the matrix's lists import.
  ['supabase/tests/db/rls-application-tables.ts', 'supabase/tests/db/rls-expectations.ts'],
  ['supabase/tests/db/rls-application-tables.ts', 'supabase/tests/db/rls-tables.ts'],
  ['supabase/tests/db/rls-media-tables.ts', 'supabase/tests/db/rls-expectations.ts'],
  ['supabase/tests/db/rls-media-tables.ts', 'supabase/tests/db/rls-tables.ts'],
]
