import { defineConfig } from '@chakra-ui/react/styled-system'
import { globalCss, keyframes } from '@chakra-ui/react/theme'

/** Chakra's keyframes that the recipes and the site's styles animate with (every page's CSS carries each one). */
const SITE_KEYFRAMES = [
  'spin', 'pulse', 'bg-position', 'position', 'expand-height', 'collapse-height', 'fade-in', 'fade-out',
  ...['left', 'right', 'top', 'bottom'].flatMap((side) => [`slide-from-${side}`, `slide-to-${side}`, `slide-from-${side}-full`, `slide-to-${side}-full`]),
]

/**
 * The CSS of the whole page rather than of its elements: Chakra's global styles and the keyframes.
 * A prerendered page carries it as static CSS the build writes (src/lib/page-wide-css.tsx), in place
 * for the page's life, so the browser's system (src/theme.ts alone) does not make it again while the
 * page starts; the admin area's system adds it (src/features/admin/admin-system.ts). It stays out of
 * src/theme.ts so that it never rides in a visitor's first load.
 */
export const pageWideConfig = defineConfig({
  globalCss,
  theme: {
    keyframes: {
      ...Object.fromEntries(SITE_KEYFRAMES.map((name) => [name, keyframes[name]])),
      'partner-scroll': { from: { transform: 'translateX(0)' }, to: { transform: 'translateX(-50%)' } },
    },
  },
})
