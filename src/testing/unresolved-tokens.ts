// A style that names a design token the theme does not have ('gray.450', p="13", maxW="9xl")
// is not an error anywhere: Chakra writes the name into the CSS as it is, and the browser drops
// the declaration it cannot read, so the element silently loses that style. This finds such
// declarations in the CSS the tests' renders produced (Emotion's <style> tags), so a token the
// theme lacks (a typo, or one src/theme.ts leaves out) fails a test instead.

/** Properties whose value is a length: a bare number or a single word other than CSS's own is a token name Chakra did not find. */
const LENGTH_PROPERTY = /^(?:padding|margin|inset|gap|row-gap|column-gap|width|height|min-width|max-width|min-height|max-height|min-inline-size|max-inline-size|min-block-size|max-block-size|inline-size|block-size|top|right|bottom|left|flex-basis|scroll-padding|scroll-margin)(?:-[a-z]+)*$/

/** CSS's own words a length property may hold. */
const CSS_WORDS = new Set(['auto', 'none', 'inherit', 'initial', 'unset', 'revert', 'normal', 'stretch', 'fit-content', 'max-content', 'min-content', 'fill-available', 'content', 'thin', 'medium', 'thick'])

/** A length with a CSS unit ('48rem', '100%', '-2px'). */
const CSS_LENGTH = /^-?(?:\d*\.)?\d+(?:px|rem|em|%|vh|vw|dvh|svh|lvh|dvw|svw|lvw|ch|ex|lh|vmin|vmax|fr|cqw|cqh|cm|mm|in|pt|pc|q)$/i

/** One word in a length property that is neither CSS's nor a length: a size or spacing token's name ('9xl', 'prose', '13'). */
const isTokenWord = (value: string) =>
  /^-?[\w.-]+$/.test(value) && !CSS_LENGTH.test(value) && !CSS_WORDS.has(value.toLowerCase().replace(/^-(webkit|moz)-/, '')) && Number(value) !== 0

/** A token path as Chakra writes it when it found no token: a word, a dot, more (`gray.450`, `fg.mutedd`, `colors\.brand\.650`). */
const TOKEN_PATH = /(?:^|[\s,(])-?[a-zA-Z][\w-]*\\?\.[\w-]/

/** The value with what may hold dots legitimately taken out: strings, url() and var() (a number cannot match TOKEN_PATH, which starts with a letter). */
const withoutLiterals = (value: string) =>
  value.replace(/"[^"]*"|'[^']*'/g, ' ').replace(/url\([^)]*\)/g, ' ').replace(/var\([^)]*\)/g, ' ')

/** Declarations (`property:value`) in `css` whose value is a token name Chakra could not resolve. */
export function unresolvedTokens(css: string): string[] {
  const found = new Set<string>()
  for (const [, property, rawValue] of css.matchAll(/([a-z-]+)\s*:\s*([^;{}]+)/g)) {
    if (property!.startsWith('--')) continue
    const value = rawValue!.trim().replace(/\s*!important$/, '')
    const declaration = `${property}:${value}`
    if (TOKEN_PATH.test(withoutLiterals(value))) found.add(declaration)
    else if (LENGTH_PROPERTY.test(property!) && isTokenWord(value)) found.add(declaration)
  }
  return [...found]
}

/** The CSS Emotion has put into the document so far. */
export const emotionCss = (doc: Document = document) =>
  [...doc.querySelectorAll('style[data-emotion]')].map((style) => style.textContent ?? '').join('\n')
