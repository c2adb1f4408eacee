import { defineConfig } from '@chakra-ui/react/styled-system'
import {
  accordionSlotRecipe,
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  containerRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme'

/**
 * The public site's system: Chakra's base tokens plus a calm blue brand and a warm accent
 * (both AA with white text at .solid), and only the recipes the public pages render. Add a
 * recipe here when a public page first uses its component; components only the admin area
 * renders get theirs in src/features/admin/admin-system.ts, so visitors never download them.
 *
 * A build evaluates this module and ships its exports as data (scripts/stack/site-theme.ts),
 * so it exports data only; src/components/ui/provider.tsx makes the system from it.
 */
const palette = (shades: Record<string, string>) =>
  Object.fromEntries(Object.entries(shades).map(([k, value]) => [k, { value }]))

const paletteSemantics = (name: string, solid: string, fg: string) => ({
  solid: { value: `{colors.${name}.${solid}}` },
  contrast: { value: 'white' },
  fg: { value: `{colors.${name}.${fg}}` },
  muted: { value: `{colors.${name}.100}` },
  subtle: { value: `{colors.${name}.50}` },
  emphasized: { value: `{colors.${name}.200}` },
  focusRing: { value: `{colors.${name}.600}` },
})

/**
 * Chakra's colour palettes minus those nothing here uses: the site needs gray, brand, accent
 * and the status palettes (red, orange, green, blue for alerts, toasts and badges). Every
 * palette adds tokens and CSS variables that the system builds when the page starts.
 */
const UNUSED_PALETTES = new Set(['yellow', 'teal', 'cyan', 'purple', 'pink'])
const usedPalettes = <T extends object>(colors: T): T =>
  Object.fromEntries(Object.entries(colors).filter(([name]) => !UNUSED_PALETTES.has(name))) as T

/**
 * Chakra's semantic tokens with their light value only. The site has no dark mode, so the
 * `_dark` variants would only add CSS variables (about 5 KB of every page) and start-up work.
 */
type TokenTree = { [key: string]: TokenTree } | { value: unknown }
function lightOnly<T extends TokenTree>(node: T): T {
  if (!('value' in node)) return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, lightOnly(child as TokenTree)])) as T
  const value = node.value
  return value !== null && typeof value === 'object' && '_light' in value ? { ...node, value: value._light } : node
}

export const siteConfig = defineConfig({
  preflight: true,
  cssVarsPrefix: 'chakra',
  cssVarsRoot: ':where(html, .chakra-theme)',
  globalCss: {
    ...globalCss,
    // scrollPaddingTop: what the browser scrolls into view (a focused element, a #fragment's
    // target) stops below the sticky header (site-header.tsx, about 61px high), ring included.
    html: { ...(globalCss.html as object), scrollBehavior: 'smooth', _motionReduce: { scrollBehavior: 'auto' }, scrollPaddingTop: '20' },
  },
  theme: {
    breakpoints,
    keyframes: { ...keyframes, 'partner-scroll': { from: { transform: 'translateX(0)' }, to: { transform: 'translateX(-50%)' } } },
    textStyles,
    layerStyles,
    animationStyles,
    tokens: {
      ...tokens,
      colors: {
        ...usedPalettes(tokens.colors),
        brand: palette({
          50: '#eef6fb', 100: '#d5e9f5', 200: '#acd3eb', 300: '#7bb7dc', 400: '#4897c7', 500: '#2a7aad',
          600: '#1f6391', 700: '#1a4f74', 800: '#163f5c', 900: '#12324a', 950: '#0b2031',
        }),
        accent: palette({
          50: '#fdf3ee', 100: '#fadfd2', 200: '#f4bea5', 300: '#ec9673', 400: '#e06f45', 500: '#c9552a',
          600: '#b5471b', 700: '#9c3d17', 800: '#7c3215', 900: '#5f2812', 950: '#3a170a',
        }),
      },
      fonts: {
        ...tokens.fonts,
        heading: { value: "'Segoe UI', Roboto, 'Helvetica Neue', Arial, system-ui, sans-serif" },
        body: { value: "'Segoe UI', Roboto, 'Helvetica Neue', Arial, system-ui, sans-serif" },
      },
    },
    semanticTokens: lightOnly({
      ...semanticTokens,
      colors: {
        ...usedPalettes(semanticTokens.colors),
        brand: paletteSemantics('brand', '600', '700'),
        accent: paletteSemantics('accent', '600', '700'),
      },
    }),
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      input: inputRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      accordion: accordionSlotRecipe,
      alert: alertSlotRecipe,
      card: cardSlotRecipe,
      drawer: drawerSlotRecipe,
      field: fieldSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
})
