// The fixed terms of sensory and access profiles (contract/sensory.ts). No zod here: collections.ts
// (read in a staff member's first load) imports it. The events list's filters are in
// event-needs.ts, which the events route's search validator (every visitor's first load) reads.
import type { EventNeed } from './event-needs.ts';

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

/** Whether a profile meets every need asked for (no need: every event does). */
export function meetsNeeds(profile: { noise: SensoryLevel | null; quietSpace: boolean | null; access: readonly AccessFeature[] } | null | undefined, needs: readonly EventNeed[]): boolean {
  return needs.every((need) => {
    if (!profile) return false;
    if (need === 'quiet-room') return profile.quietSpace === true;
    if (need === 'low-noise') return profile.noise === 'low';
    return profile.access.includes('spanish-interpretation');
  });
}
