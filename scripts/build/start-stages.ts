// The page's code starts in stages. Evaluating one 520 kB entry is one task of 80-100 ms on this
// kind of host, far longer on a phone, and nothing the visitor does is handled until it ends. So
// the libraries the entry evaluates first go to chunks of their own (the bundler's chunk groups),
// and the page's start script runs each in its own task, in order, before the entry
// (after-first-paint.ts). Each stage names one module; the stage's chunk holds that module and
// whatever it imports that no earlier stage holds. The entry imports every stage statically, so
// a stage runs once, however the entry is reached, and the page's first load is the same code.

export type StartStage = { name: string; module: RegExp }

export const START_STAGES: readonly StartStage[] = [
  // React and React DOM
  { name: 'start-react', module: /[\\/]src[\\/]boot[\\/]react\.ts$/ },
  // Chakra's styled system, Emotion and the site's theme
  { name: 'start-styles', module: /[\\/]src[\\/]components[\\/]ui[\\/]provider\.tsx$/ },
]

/**
 * The bundler's chunk groups for the stages and the rest of the start (the entry's chunk): each
 * stage's group outranks the next, so a module two stages reach sits in the earlier one.
 */
export const START_CHUNK_GROUPS = [
  ...START_STAGES.map(({ name, module }, index) => ({ name, test: module, tags: ['$initial' as const], priority: START_STAGES.length - index + 1 })),
  { name: 'start', tags: ['$initial' as const] },
]
