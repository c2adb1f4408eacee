// The fixed terms of sensory and access profiles (contract/sensory.ts) and the events list's
// filters. No zod here: collections.ts (read in a staff member's first load) and the events
// route's search validator (in every visitor's first download) import it.

/** The small fixed scale of noise, lighting and crowd size. */
export const SENSORY_LEVELS = ['low', 'medium', 'high'] as const;
export type SensoryLevel = (typeof SENSORY_LEVELS)[number];

/** Access features, in the order pages list them; the values are stored as they are. */
export const ACCESS_FEATURES = ['step-free', 'accessible-toilet', 'asl-interpretation', 'spanish-interpretation', 'sensory-kits'] as const;
export type AccessFeature = (typeof ACCESS_FEATURES)[number];

/** The translatable texts of a profile, as paths in an event's or a location's English answer. */
export const SENSORY_TRANSLATABLE = [
  'sensoryProfile.quietSpaceWhere', 'sensoryProfile.seating', 'sensoryProfile.food',
  'sensoryProfile.steps.*.text', 'sensoryProfile.steps.*.imageAlt',
] as const;

/** The events list's filters, each a URL search param of its own (?quiet-room=on&spanish=on). */
export const EVENT_NEEDS = ['quiet-room', 'low-noise', 'spanish'] as const;
export type EventNeed = (typeof EVENT_NEEDS)[number];
export type EventNeedsSearch = { [N in EventNeed]?: 'on' };

/** The needs a list's search asks for: each one present and on, as a form's checkboxes send them. */
export function needsSearch(search: Record<string, unknown>): EventNeedsSearch {
  return Object.fromEntries(EVENT_NEEDS.filter((need) => search[need] === 'on').map((need) => [need, 'on'])) as EventNeedsSearch;
}

export const needsOf = (search: EventNeedsSearch): EventNeed[] => EVENT_NEEDS.filter((need) => search[need] === 'on');

/** Whether a profile meets every need asked for (no need: every event does). */
export function meetsNeeds(profile: { noise: SensoryLevel | null; quietSpace: boolean | null; access: readonly AccessFeature[] } | null | undefined, needs: readonly EventNeed[]): boolean {
  return needs.every((need) => {
    if (!profile) return false;
    if (need === 'quiet-room') return profile.quietSpace === true;
    if (need === 'low-noise') return profile.noise === 'low';
    return profile.access.includes('spanish-interpretation');
  });
}
