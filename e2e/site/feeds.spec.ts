// The feeds on the production build (issue 60, item 3): each address on the site's own origin
// answers its feed with its media type, through the host's rules (dist/_redirects) and the
// function; the blog's pages name theirs in the head; the pages with calendar links stay axe clean.
import { expect, test } from '../support/test'
import { axeViolationsAtWidths, NO_VIOLATIONS_AT_WIDTHS } from '../support/axe'

const feeds = [
  { path: '/blog/feed.xml', type: 'application/rss+xml; charset=utf-8', start: /^<\?xml[^>]*>\s*<rss version="2.0"/ },
  { path: '/es/blog/feed.xml', type: 'application/rss+xml; charset=utf-8', start: /^<\?xml[^>]*>\s*<rss version="2.0"/ },
  { path: '/blog/atom.xml', type: 'application/atom+xml; charset=utf-8', start: /^<\?xml[^>]*>\s*<feed xmlns="http:\/\/www.w3.org\/2005\/Atom"/ },
  { path: '/es/blog/atom.xml', type: 'application/atom+xml; charset=utf-8', start: /^<\?xml[^>]*>\s*<feed xmlns="http:\/\/www.w3.org\/2005\/Atom"/ },
  { path: '/events/calendar.ics', type: 'text/calendar; charset=utf-8', start: /^BEGIN:VCALENDAR\r\n/ },
  { path: '/es/events/calendar.ics', type: 'text/calendar; charset=utf-8', start: /^BEGIN:VCALENDAR\r\n/ },
]

for (const { path, type, start } of feeds) {
  test(`${path} answers its feed as ${type.split(';')[0]}`, async ({ request }) => {
    const answer = await request.get(path)
    expect(answer.status()).toBe(200)
    expect(answer.headers()['content-type']).toBe(type)
    expect(answer.headers()['cache-control']).toMatch(/^public/)
    expect(await answer.text()).toMatch(start)
  })
}

test('the Spanish calendar holds the seeded events with their Spanish pages', async ({ request }) => {
  const text = await (await request.get('/es/events/calendar.ics')).text()
  expect(text).toContain('X-WR-CALNAME:')
  expect(text).toContain('BEGIN:VTIMEZONE\r\nTZID:America/New_York')
  expect(text.replace(/\r\n[ \t]/g, '')).toMatch(/URL;VALUE=URI:https?:\/\/[^/]+\/es\/events\/family-resource-fair\r\n/)
})

for (const { blog, rss, atom } of [
  { blog: '/blog', rss: '/blog/feed.xml', atom: '/blog/atom.xml' },
  { blog: '/es/blog/celebrating-our-nonprofit-recognition', rss: '/es/blog/feed.xml', atom: '/es/blog/atom.xml' },
]) {
  test(`${blog} names its language's RSS and Atom feeds in its prerendered head`, async ({ request }) => {
    const html = await (await request.get(blog)).text()
    expect(html).toMatch(new RegExp(`<link rel="alternate" type="application/rss\\+xml" title="[^"]+" href="https?://[^"/]+${rss.replaceAll('.', '\\.')}"`))
    expect(html).toMatch(new RegExp(`<link rel="alternate" type="application/atom\\+xml" title="[^"]+" href="https?://[^"/]+${atom.replaceAll('.', '\\.')}"`))
  })
}

for (const path of ['/events', '/es/events', '/events/family-resource-fair', '/es/events/family-resource-fair']) {
  test(`${path} with its calendar links has no WCAG 2.2 AA violations at desktop and phone widths`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto(path)
    await expect(page.locator('a[href^="webcal:"], a[href^="https://calendar.google.com/"]').first()).toBeVisible()
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
    expect(await axeViolationsAtWidths(page)).toEqual(NO_VIOLATIONS_AT_WIDTHS)
  })
}
