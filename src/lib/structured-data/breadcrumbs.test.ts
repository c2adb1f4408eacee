import { expect, it } from 'vitest'
import { breadcrumbsJsonLd } from './breadcrumbs'

it('starts the trail at Home and numbers each step', () => {
  expect(breadcrumbsJsonLd('https://www.example.org', [{ name: 'Blog', path: '/blog' }, { name: 'A Post', path: '/blog/a-post' }])).toEqual({
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.example.org/' },
      { '@type': 'ListItem', position: 2, name: 'Blog', item: 'https://www.example.org/blog' },
      { '@type': 'ListItem', position: 3, name: 'A Post', item: 'https://www.example.org/blog/a-post' },
    ],
  })
})

it('on a Spanish page: Inicio, and the /es/ addresses', () => {
  expect(breadcrumbsJsonLd('https://www.example.org', [{ name: 'Eventos', path: '/events' }], 'es').itemListElement).toEqual([
    { '@type': 'ListItem', position: 1, name: 'Inicio', item: 'https://www.example.org/es' },
    { '@type': 'ListItem', position: 2, name: 'Eventos', item: 'https://www.example.org/es/events' },
  ])
})
