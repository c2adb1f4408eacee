// The translatable texts of a sensory and access profile (contract/sensory.ts), as paths in an
// event's or a location's English answer. No zod here: collections.ts, read in a staff member's
// first load, imports it.
export const SENSORY_TRANSLATABLE = [
  'sensoryProfile.quietSpaceWhere', 'sensoryProfile.seating', 'sensoryProfile.food',
  'sensoryProfile.steps.*.text', 'sensoryProfile.steps.*.imageAlt',
] as const;
