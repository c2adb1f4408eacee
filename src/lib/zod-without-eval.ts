// Zod compiles fast object parsers with `new Function`, and probes whether it may as it builds its
// first object schema. The site's Content-Security-Policy allows no eval (scripts/host/host-rules.ts),
// so the browser reports even the probe as a violation. The site's build resolves every
// `import … from 'zod'` to this module (vite.config.ts), so zod is told not to try before any module
// can build a schema, and only the code that uses zod loads it (not every page's first load).
import { config } from 'zod/v4'

config({ jitless: true })

export * from 'zod/v4'
export { default } from 'zod/v4'
