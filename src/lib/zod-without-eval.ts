// Zod compiles fast object parsers with `new Function`, and probes whether it may as it builds its
// first object schema. The site's Content-Security-Policy allows no eval (scripts/stack/host-rules.ts),
// so the browser reports even the probe as a violation. Imported first by main.tsx, before any
// module builds a schema: zod then never tries (and parses the same, without the compiled path).
import { config } from 'zod'

config({ jitless: true })
