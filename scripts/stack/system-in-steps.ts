// Chakra's createSystem builds the whole style system in one piece: merging the configs, the
// token dictionary (every design token, its CSS variable and colour palette), the style utility
// and the rest. On a phone that is 100-200 ms in which the page cannot answer a tap. This build
// step turns it into a generator that pauses after each large step, for the page to give each
// its own task (src/components/ui/provider.tsx); createSystem itself runs the same steps back to
// back, as before. The page imports the generator from the module SYSTEM_IN_STEPS.
import { createRequire } from 'node:module'
import path from 'node:path'
import type { Plugin } from 'vite'

const SYSTEM_MODULE = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/

/** Where a step ends: the text it ends with, in the installed Chakra. */
const STEP_ENDS = [
  'const config = mergeConfigs(...configs);',
  '    prefix: cssVarsPrefix\n  });',
  '    config: utilities,\n    tokens\n  });',
]
const START = 'function createSystem(...configs) {'

export const SYSTEM_IN_STEPS = 'virtual:chakra-system-in-steps'

/** Chakra's system.js with createSystemInSteps (a generator of the same steps) exported beside createSystem. */
export function systemInSteps(code: string): string {
  for (const text of [START, ...STEP_ENDS]) {
    if (code.split(text).length !== 2) {
      throw new Error('system-in-steps: @chakra-ui/react styled-system/system.js changed; update scripts/stack/system-in-steps.ts')
    }
  }
  let steps = code.replace(START, () => 'function* createSystemInSteps(...configs) {')
  for (const text of STEP_ENDS) steps = steps.replace(text, () => `${text}\n  yield;`)
  return `${steps}
function createSystem(...configs) {
  const steps = createSystemInSteps(...configs);
  let step = steps.next();
  while (!step.done) step = steps.next();
  return step.value;
}
export { createSystemInSteps };
`
}

export function systemInStepsPlugin(): Plugin {
  const resolved = `\0${SYSTEM_IN_STEPS}`
  const systemFile = path.join(
    path.dirname(createRequire(import.meta.url).resolve('@chakra-ui/react/package.json')),
    'dist/esm/styled-system/system.js',
  )
  return {
    name: 'system-in-steps',
    resolveId: (id) => (id === SYSTEM_IN_STEPS ? resolved : undefined),
    load: (id) => (id === resolved ? `export { createSystemInSteps } from ${JSON.stringify(systemFile)}` : undefined),
    transform(code, id) {
      return SYSTEM_MODULE.test(id.split('?')[0]!) ? { code: systemInSteps(code), map: null } : undefined
    },
  }
}
