// The events list's filters by what visitors need (issue 61), as URL search params. A file of its
// own, without zod or the profiles' terms: the events route's search validator reads it, and a
// route's options are in every visitor's first load. Whether an event meets them is
// sensory-terms.ts meetsNeeds.

/** The events list's filters, each a URL search param of its own (?quiet-room=on&spanish=on). */
export const EVENT_NEEDS = ['quiet-room', 'low-noise', 'spanish'] as const;
export type EventNeed = (typeof EVENT_NEEDS)[number];
export type EventNeedsSearch = { [N in EventNeed]?: 'on' };

/** The needs a list's search asks for: each one present and on, as a form's checkboxes send them. */
export function needsSearch(search: Record<string, unknown>): EventNeedsSearch {
  return Object.fromEntries(EVENT_NEEDS.filter((need) => search[need] === 'on').map((need) => [need, 'on'])) as EventNeedsSearch;
}

export const needsOf = (search: EventNeedsSearch): EventNeed[] => EVENT_NEEDS.filter((need) => search[need] === 'on');
