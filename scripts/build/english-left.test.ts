import { describe, expect, it } from 'vitest'
import { englishLeft } from './english-left.ts'

const page = (lang: string, title: string, body: string) =>
  `<!doctype html><html lang="${lang}"><head><title>${title}</title><script>var words = "Donate now"</script></head><body>${body}</body></html>`

const english = page('en', 'About Us | Bright Path Support Services', `
  <header><a href="/">Home</a><a href="/es/about" lang="es" hreflang="es">Español</a></header>
  <main><h1>About Us</h1><p>Our mission is simple.</p><p>Jane Doe</p>
  <p>Call (973) 555-0100 or write to info@example.org</p><p>www.example.org/help</p><p>2026</p><p>12/05/2026 10:30</p>
  <p>Bright Path Support Services, New Jersey</p><p>Serving <span>families</span> since 1998.</p></main>`)

describe('englishLeft', () => {
  it('lists the runs of the Spanish page that are the English page word for word', () => {
    const spanish = page('es', 'About Us | Bright Path Support Services', `
      <header><a href="/es">Inicio</a><a href="/about" lang="en" hreflang="en">English</a></header>
      <main><h1>Quiénes somos</h1><p>Our mission is simple.</p><p>Serving <span>familias</span> since 1998.</p></main>`)
    expect(englishLeft(english, spanish)).toEqual(['About Us | Bright Path Support Services', 'Our mission is simple.', 'Serving since 1998.'])
  })

  it('leaves out what is marked English, numbers, dates, phones, e-mail and web addresses and proper names', () => {
    const spanish = page('es', 'Quiénes somos | Bright Path Support Services', `
      <main><h1>Quiénes somos</h1><div lang="en"><p>Our mission is simple.</p></div>
      <p>Call (973) 555-0100 or write to info@example.org</p><p>www.example.org/help</p><p>2026</p><p>12/05/2026 10:30</p>
      <p>Bright Path Support Services, New Jersey</p><p>Jane Doe</p></main>`)
    // "Call … or write to …" is English around a phone and an address: still English.
    expect(englishLeft(english, spanish, ['Jane Doe'])).toEqual(['Call (973) 555-0100 or write to info@example.org'])
  })

  it('finds nothing on a page wholly in Spanish', () => {
    const spanish = page('es', 'Quiénes somos | Bright Path Support Services', '<main><h1>Quiénes somos</h1><p>Nuestra misión es sencilla.</p></main>')
    expect(englishLeft(english, spanish)).toEqual([])
  })

  it('counts a run marked Spanish inside English marked content', () => {
    const spanish = page('es', 'x', '<div lang="en"><p lang="es">Our mission is simple.</p></div>')
    expect(englishLeft(english, spanish)).toEqual(['Our mission is simple.'])
  })
})
