import { describe, expect, it } from 'vitest'
import { pageStyleTags } from './page-style-tags'

describe('pageStyleTags', () => {
  const chunks = {
    html: '',
    styles: [
      { key: 'css-global', ids: ['g1'], css: ':root{--a:1}' },
      { key: 'css', ids: ['abc', 'def'], css: '.css-abc{color:red}.css-def{margin:0}' },
    ],
  }

  it('puts every rule, in Emotion’s order, in one plain style element first', () => {
    const tags = pageStyleTags(chunks)
    expect(tags.startsWith('<style>:root{--a:1}.css-abc{color:red}.css-def{margin:0}</style>')).toBe(true)
  })

  it('then names each chunk’s rules for the browser’s Emotion in an empty element of its own', () => {
    const markers = pageStyleTags(chunks).replace(/^<style>[^<]*<\/style>/, '')
    expect(markers).toBe('<style data-emotion="css-global g1"></style><style data-emotion="css abc def"></style>')
  })
})
