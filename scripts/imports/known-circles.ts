// The import circles the repository had when the check came (issue 59 item 3), each named by the
// one import that closes it; the check (import-circles.test.ts) fails on any other circle, and on
// an entry here that no longer closes one, so this list can only shrink. None may start in
// scripts/ or supabase/functions/: there the rule is no circle at all. All are type-only imports.
export const KNOWN_CIRCLES: ReadonlyArray<readonly [from: string, to: string]> = [
  // The trace event type, read by the blocking-time sums the trace reader imports.
  ['bench/trace-blocking.ts', 'bench/trace-events.ts'],
]
