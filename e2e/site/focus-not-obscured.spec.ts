import { expect, test, type Page } from '../support/test'

// WCAG 2.2 SC 2.4.11 Focus Not Obscured: whatever the keyboard focuses is at least partly in
// sight, not under the sticky header or anything else. A page is tabbed through
// forwards (where the browser brings the element in at the bottom of the window) and back
// (where it brings it in at the top, under the header). At a desktop width, each kind of page (the
// legal pages share one layout: /privacy stands for /terms and /accessibility); at a phone width,
// where the header is shorter and the layouts stack, a page of each layout that is not a list: the
// lists are the cards their details are reached from, walked at the desktop width. The header and
// footer every page shares are walked whole on the home page; on the others, the page's <main>.

const desktopPages = [
  '/', '/about', '/services', '/services/community-based-support', '/blog', '/blog/celebrating-our-nonprofit-recognition',
  '/events', '/events/family-resource-fair', '/events/family-resource-fair/register', '/get-involved', '/resources',
  '/contact', '/donate', '/privacy', '/sitemap',
]
const phonePages = [
  '/', '/services/community-based-support', '/blog/celebrating-our-nonprofit-recognition',
  '/events/family-resource-fair/register', '/contact', '/donate', '/sitemap',
]
const viewports = {
  desktop: { size: { width: 1280, height: 800 }, pages: desktopPages },
  phone: { size: { width: 390, height: 844 }, pages: phonePages },
}
/**
 * The header and footer are the same on every page: walked whole on one page at each width. On
 * the others the walk covers the page's own content, its <main>.
 */
const SHARED_PARTS_WALKED_ON = '/'
/** Tab presses per direction and page: more than any page has focusable elements (the sitemap has about 60). */
const MAX_TABS = 120

interface FocusState {
  /** Numbers the elements in the order they were first focused; null when nothing on the page is. */
  key: number | null
  name: string
  /** How many of nine points spread over the element's box (in the window) show the element. */
  pointsShown: number
  /** What covers the centre of the element's box, or why nothing of it can show. */
  cover: string
  /** Whether the element is in the page's <main> (not the header or footer every page shares). */
  inMain: boolean
}

/**
 * Where the focused element is, after the browser brought it into view. A point shows the
 * element when the topmost element there is it or its content. A visually hidden control
 * (a styled radio or checkbox) is shown by its label; a transparent one by the place drawn for it.
 */
function focusState(): FocusState {
  const focused = document.activeElement
  if (!focused || focused === document.body) return { key: null, name: '', pointsShown: 0, cover: '', inMain: false }
  const w = window as unknown as { focusKeys?: WeakMap<Element, number>; focusCount?: number }
  w.focusKeys ??= new WeakMap()
  let key = w.focusKeys.get(focused)
  if (key === undefined) {
    key = w.focusCount = (w.focusCount ?? 0) + 1
    w.focusKeys.set(focused, key)
  }
  const inMain = focused.closest('main') !== null
  const name = `<${focused.tagName.toLowerCase()}> "${(focused.getAttribute('aria-label') ?? focused.textContent ?? '').trim().slice(0, 60)}"`

  let shown: Element = focused
  const box = focused.getBoundingClientRect()
  if (box.width <= 1 || box.height <= 1) shown = (focused as HTMLInputElement).labels?.[0] ?? focused.closest('label') ?? focused
  // A control its widget draws in its place for a while (the human check's checkbox, under its
  // spinner while it solves): the place shows it, and must then carry the focus ring itself.
  else if (getComputedStyle(focused).opacity === '0' && focused.parentElement) {
    shown = focused.parentElement
    if (getComputedStyle(shown).outlineStyle === 'none') return { key, name, pointsShown: 0, cover: 'nothing: it is transparent and its place draws no focus ring', inMain }
  }
  const rect = shown.getBoundingClientRect()
  const left = Math.max(rect.left, 0)
  const right = Math.min(rect.right, window.innerWidth)
  const top = Math.max(rect.top, 0)
  const bottom = Math.min(rect.bottom, window.innerHeight)
  if (right - left < 1 || bottom - top < 1) return { key, name, pointsShown: 0, cover: `nothing: it is outside the window (${JSON.stringify(rect)})`, inMain }

  // The centres of a 3×3 grid over the box: clear of rounded corners.
  const xs = [1, 3, 5].map((sixths) => left + ((right - left) * sixths) / 6)
  const ys = [1, 3, 5].map((sixths) => top + ((bottom - top) * sixths) / 6)
  const pointsShown = xs.flatMap((x) => ys.map((y) => document.elementFromPoint(x, y))).filter((hit) => hit !== null && shown.contains(hit)).length
  const hit = document.elementFromPoint(xs[1]!, ys[1]!)
  const cover = hit === null || shown.contains(hit) ? 'nothing' : `<${hit.tagName.toLowerCase()}>${hit.closest('header') ? ' in the header' : ''}`
  return { key, name, pointsShown, cover, inMain }
}

const describeFocus = (state: FocusState) => `${state.name} (${state.pointsShown} of 9 points show it; at its centre: ${state.cover})`

/**
 * Presses `key` from the focused element until focus leaves the page (after its first press,
 * which may take it from the page to its far end) or reaches an element `done` says ends the
 * walk, or MAX_TABS times; the problems found on the way.
 */
async function walk(page: Page, key: 'Tab' | 'Shift+Tab', done: (state: FocusState) => boolean): Promise<string[]> {
  const problems: string[] = []
  for (let i = 1; i <= MAX_TABS; i++) {
    await page.keyboard.press(key)
    const state = await page.evaluate(focusState)
    if (state.key === null) {
      if (i === 1) continue
      break
    }
    if (done(state)) break
    if (state.pointsShown === 0) problems.push(`${key} #${i}: ${describeFocus(state)} is entirely hidden`)
  }
  return problems
}

for (const [label, { size, pages }] of Object.entries(viewports)) {
  test.describe(`the focused element is never hidden (${label})`, () => {
    test.use({ viewport: size })
    for (const path of pages) {
      test(`tabbing through ${path}`, async ({ page }) => {
        // Without smooth scrolling the window is where the browser brought the element as soon as it is focused.
        await page.emulateMedia({ reducedMotion: 'reduce' })
        // The human check of a public form is met while it still works (its spinner in place of its
        // checkbox), as on a slow connection: its challenge answers only after the walk.
        await page.route('**/api/challenge', async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 5_000))
          await route.continue().catch(() => {})
        })
        await page.goto(path)
        await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible()
        // Home loads its services carousel as the visitor heads down to it.
        if (path === '/') await page.getByRole('region', { name: 'Our Services' }).scrollIntoViewIfNeeded()
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
        await page.evaluate(() => window.scrollTo(0, 0))

        await page.keyboard.press('Tab')
        await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused()
        // The skip link shows whole: at a glance, with a few pixels under the header, it would read as a stray line.
        const first = await page.evaluate(focusState)
        const problems = first.pointsShown === 9 ? [] : [`the skip link: ${describeFocus(first)} is not wholly in sight`]
        if (path === SHARED_PARTS_WALKED_ON) {
          // Forwards until focus comes round to an element it had already, then back to the skip link.
          let last = first.key!
          problems.push(...await walk(page, 'Tab', ({ key }) => { const again = key! <= last; last = key!; return again }))
          problems.push(...await walk(page, 'Shift+Tab', ({ key }) => key === first.key))
        } else {
          // Into the content by the skip link, forwards until focus leaves it (for the footer), then back until it leaves it again.
          await page.keyboard.press('Enter')
          await expect(page.getByRole('main')).toBeFocused()
          problems.push(...await walk(page, 'Tab', ({ inMain }) => !inMain))
          problems.push(...await walk(page, 'Shift+Tab', ({ inMain }) => !inMain))
        }
        expect(problems).toEqual([])
      })
    }
  })
}
