import { defineConfig } from '@chakra-ui/react/styled-system'
import {
  accordionSlotRecipe,
  alertSlotRecipe,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  containerRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  headingRecipe,
  inputRecipe,
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
import { defaultConditions } from '@chakra-ui/react/preset-base'
import { isLeaf, lightOnly, type TokenTree } from './theme-tokens'

/**
 * The public site's system: Chakra's base tokens plus a calm blue brand and a warm accent
 * (both AA with white text at .solid), and only the recipes the public pages render. Add a
 * recipe here when a public page first uses its component; components only the admin area
 * renders get theirs in src/features/admin/admin-system.ts, so visitors never download them.
 *
 * A build evaluates this module and ships its exports as data (scripts/build/site-theme.ts),
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
 * The tokens of Chakra's scales that the site's styles name, with the brand palettes. Every token
 * is work while a page starts: createSystem registers it, transforms it and writes its CSS
 * variable, and Chakra's whole scale (487 tokens) made that the largest part of the longest task
 * at start. An entry keeps that token; `name.*` keeps everything under it (a palette's shades and
 * its semantic colours). src/theme.test.ts fails on a style in src/ or in a recipe below that
 * resolves differently than with Chakra's whole scale, naming the token to add here. The admin
 * area's system adds the whole scale back (src/features/admin/admin-system.ts).
 */
const SITE_SCALE: Record<string, readonly string[]> = {
  animations: ['spin', 'pulse'],
  colors: [
    'gray.*', 'red.*', 'orange.*', 'green.*', 'blue.*', 'brand.*', 'accent.*',
    'transparent', 'black', 'white', 'current', 'blackAlpha.500', 'whiteAlpha.200',
    'bg', 'bg.subtle', 'bg.muted', 'bg.emphasized', 'bg.panel',
    'fg', 'fg.muted', 'fg.subtle', 'fg.error', 'border', 'border.error',
  ],
  cursor: ['button'],
  durations: ['moderate', 'slow', 'slower', 'slowest'],
  easings: ['ease-in-smooth'],
  fonts: ['heading', 'body', 'mono'],
  fontSizes: ['2xs', 'xs', 'sm', 'md', 'lg', 'xl', '2xl', '3xl', '4xl', '5xl', '6xl', '7xl'],
  fontWeights: ['normal', 'medium', 'semibold', 'bold'],
  letterSpacings: ['widest'],
  lineHeights: ['short', 'tall'],
  radii: ['xs', 'sm', 'md', 'lg', 'xl', 'full', 'l1', 'l2', 'l3'],
  shadows: ['xs', 'sm', 'md', 'lg', 'xl'],
  sizes: [
    '1', '2', '3', '3.5', '4', '5', '6', '7', '8', '9', '10', '11', '12', '16', '24', '32', '36', '64',
    '1/3', '2/3', 'xs', 'sm', 'md', 'lg', '2xl', '3xl', '4xl', '5xl', '6xl', '7xl', '8xl', 'full',
  ],
  // Chakra derives the negative spacing tokens (-4 for margins) from these.
  spacing: ['0.5', '1', '1.5', '2', '2.5', '3', '3.5', '4', '4.5', '5', '6', '7', '8', '10', '12', '14', '16', '20', '24'],
  zIndex: ['dropdown', 'sticky', 'popover', 'skipNav'],
}

/**
 * The conditions (`_hover`, `_open`…) that the site's styles, the recipes above and the Chakra
 * components the public pages render write, of Chakra's 104. createSystem registers each one and
 * builds a selector for it while the page starts. A style naming a condition left out loses that
 * part silently (Emotion drops an unknown key): src/theme.test.ts names the condition to add.
 */
const SITE_CONDITIONS = [
  'hover', 'focus', 'focusVisible', 'focusWithin', 'currentPage', 'motionReduce', 'rtl',
  'open', 'closed', 'expanded', 'disabled', 'invalid', 'icon',
] as const

/** Chakra's own definitions of SITE_CONDITIONS, for the public system's base config (src/components/ui/provider.tsx). */
export const siteConditions = Object.fromEntries(SITE_CONDITIONS.map((name) => [name, defaultConditions[name]]))

/** A token tree (`tokens` or `semanticTokens`) with only the leaves SITE_SCALE keeps. */
function siteScale<T extends Record<string, TokenTree>>(categories: T): T {
  const keep = (node: TokenTree, path: string[], kept: readonly string[]): TokenTree | undefined => {
    const name = path.filter((key) => key !== 'DEFAULT').join('.')
    if (isLeaf(node)) return kept.some((entry) => entry === name || (entry.endsWith('.*') && name.startsWith(entry.slice(0, -1)))) ? node : undefined
    const children = Object.entries(node).flatMap(([key, child]) => {
      const result = keep(child, [...path, key], kept)
      return result ? [[key, result] as const] : []
    })
    return children.length > 0 ? Object.fromEntries(children) : undefined
  }
  return Object.fromEntries(
    Object.entries(categories).flatMap(([category, tree]) => {
      const result = keep(tree, [], SITE_SCALE[category] ?? [])
      return result ? [[category, result]] : []
    }),
  ) as T
}

/** The public site's tokens, recipes and styles: what every element's style is made from. */
export const siteConfig = defineConfig({
  preflight: true,
  // The site's own global rule. Chakra's global styles and the keyframes are page-wide CSS that a
  // prerendered page carries as it is (src/page-wide-theme.ts), so the browser's system does not
  // make them while the page starts.
  globalCss: {
    // scrollPaddingTop: what the browser scrolls into view (a focused element, a #fragment's
    // target) stops below the sticky header (site-header.tsx, about 61px high), ring included.
    html: { scrollBehavior: 'smooth', _motionReduce: { scrollBehavior: 'auto' }, scrollPaddingTop: '20' },
  },
  cssVarsPrefix: 'chakra',
  cssVarsRoot: ':where(html, .chakra-theme)',
  theme: {
    breakpoints,
    textStyles,
    // the one layer style the recipes use (disabled buttons and fields); the site uses no animation style
    layerStyles: { disabled: layerStyles.disabled! },
    tokens: siteScale({
      ...tokens,
      colors: {
        ...tokens.colors,
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
    }),
    semanticTokens: siteScale(lightOnly({
      ...semanticTokens,
      colors: {
        ...semanticTokens.colors,
        brand: paletteSemantics('brand', '600', '700'),
        accent: paletteSemantics('accent', '600', '700'),
      },
    })),
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
