// Chakra's and Ark's component anatomies (the part names of a date picker, a color picker, …)
// are built when their module loads, by calls a bundler must assume have side effects. So
// every anatomy of every component stayed in the entry and was built at each page's start,
// though the site renders a handful of those components.
import type { Plugin } from 'vite'

const ANATOMY_MODULE = /@(chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]anatomy|ark-ui[\\/]react[\\/]dist[\\/]components[\\/].*\.anatomy)\.js$/
/** `= accordionAnatomy$1.extendWith("itemBody")`, `= anatomy.rename("segment-group")` */
const DERIVED_ANATOMY = /= ([\w$]+\.(?:extendWith|rename)\()/g

/**
 * The module's anatomy definitions marked pure, so those the site never uses are dropped.
 * Throws when a Chakra or Ark upgrade derives an anatomy some other way, so the build stops
 * rather than silently losing the saving.
 */
export function markAnatomiesPure(code: string): string {
  const derived = code.match(/\.(?:extendWith|rename)\(/g)?.length ?? 0
  const marked = code.match(DERIVED_ANATOMY)?.length ?? 0
  if (marked !== derived) throw new Error('pure-anatomies: an anatomy module changed; update scripts/stack/pure-anatomies.ts')
  return code.replace(DERIVED_ANATOMY, '= /* @__PURE__ */ $1')
}

/**
 * Marks derived anatomies pure; `createAnatomy` itself is listed in vite.config.ts's
 * manualPureFunctions, which covers the `createAnatomy(…).parts(…)` chains.
 */
export function pureAnatomies(): Plugin {
  return {
    name: 'pure-anatomies',
    transform(code, id) {
      return ANATOMY_MODULE.test(id.split('?')[0]!) ? { code: markAnatomiesPure(code), map: null } : undefined
    },
  }
}
