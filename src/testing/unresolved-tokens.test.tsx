import { render } from '@testing-library/react'
import { Box } from '@chakra-ui/react'
import { describe, expect, it } from 'vitest'
import { Provider } from '@/components/ui/provider'
import { emotionCss, unresolvedTokens } from './unresolved-tokens'

describe('unresolvedTokens', () => {
  it('finds token names Chakra wrote as they are, and nothing in CSS of its own', () => {
    const css = [
      '.a{color:gray.450;background:fg.mutedd;box-shadow:0 0 0 2px colors\\.brand\\.650;}',
      '.b{padding:13;max-width:9xl;height:container.md;}',
      '.c{color:var(--chakra-colors-gray-600);padding:0;margin:auto;width:100%;max-width:var(--chakra-sizes-6xl);gap:var(--chakra-spacing-4\\.5);}',
      '.c:is(:hover, [data-hover]){transition:opacity 0.2s cubic-bezier(0.4, 0, 0.2, 1);font-family:\'Segoe UI\', system-ui;}',
      '.d{background-image:url(data:image/svg+xml;utf8,a.b);content:"a.b";z-index:10;line-height:1.5;min-height:-webkit-fill-available;}',
      '@media screen and (min-width: 48rem){.e{inset:0;top:50%;width:max-content;}}',
    ].join('')
    expect(unresolvedTokens(css)).toEqual([
      'color:gray.450', 'background:fg.mutedd', 'box-shadow:0 0 0 2px colors\\.brand\\.650',
      'padding:13', 'max-width:9xl', 'height:container.md',
    ])
  })

  it("reads what Chakra renders in the tests' document", () => {
    render(<Provider><Box color="gray.450" p="4" maxW="9xl">x</Box></Provider>)
    expect(unresolvedTokens(emotionCss())).toEqual(expect.arrayContaining(['color:gray.450', 'max-width:9xl']))
    expect(unresolvedTokens(emotionCss()).some((declaration) => declaration.startsWith('padding'))).toBe(false)
    // the probe's own rules leave the document, or the shared check after each test would find them
    for (const style of document.querySelectorAll('style[data-emotion]')) if (unresolvedTokens(style.textContent ?? '').length > 0) style.remove()
  })
})
