// Issue 58, "Done means": what staff change is in the HTML the site serves within a minute, with
// no build. On `npm start -- --prod` the public pages come from the page function through the
// local CDN layer, which keeps each answer until a purge of one of its cache tags; the admin's
// save (or, for a scheduled post, the notify drain's come-due check) queues the tags the change
// touched and /api or the drain sends them to the site's purge endpoint (docs/deploy.md, "Edits
// reach the CDN"). Each page is read first, so an old copy is cached, then changed in the admin
// area; the served HTML (no JavaScript runs: what crawlers and link previews get), its JSON-LD,
// og:image and the sitemap must show the change within 60 seconds. A staff member edits a
// service's text, publishes a post scheduled a minute ahead with a photo on it, withdraws the
// photo's consent, then deletes the post, whose address then answers 404.
import type { APIRequestContext } from '@playwright/test'
import { expect, test } from '../support/test'
import { onNewJerseyClock } from '../support/new-jersey-clock'
import { slugify } from '../../supabase/functions/_shared/contract/admin-content.ts'
import { db, openSection, signInToDashboard, unique } from '../admin/support'
import { uploadToLibrary } from '../admin/media-photos'

test.describe.configure({ timeout: 300_000 })
const LOAD = { timeout: 30_000 }
/** A change must be served within a minute of the save that made it. */
const WITHIN_A_MINUTE = { timeout: 60_000, intervals: [1_000, 2_000, 3_000] }

/** What the site serves at `path` to a client that runs no JavaScript. */
async function served(request: APIRequestContext, path: string) {
  const res = await request.get(path, { headers: { accept: 'text/html' } })
  return { status: res.status(), html: await res.text() }
}

/** The page's JSON-LD blocks, as one text. */
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join('\n')

/** The content of the page's og:image meta tag. */
const ogImage = (html: string) => {
  const tag = [...html.matchAll(/<meta\b[^>]*>/g)].map((m) => m[0]).find((t) => /property="og:image"/.test(t))
  return tag ? /content="([^"]*)"/.exec(tag)?.[1] : undefined
}

const sitemap = async (request: APIRequestContext) => (await request.get('/sitemap.xml')).text()

test('edits reach the served pages within a minute, with no build', async ({ page, request }) => {
  const service = { title: `Music Therapy ${unique('')}`, description: 'Weekly sessions with a music therapist.' }
  const serviceSlug = slugify(service.title)
  const newDescription = `Weekly sessions with a board-certified music therapist, now on Saturdays too ${unique('')}.`
  const postTitle = `Harvest Picnic ${unique('')}`
  const postSlug = slugify(postTitle)
  const alt = `Two friends sharing apples at the picnic ${unique('')}`
  const sql = db()
  try {
    await sql`insert into public.services (slug, title, description, overview, approach, key_components, staff_training, goals, commitment)
      values (${serviceSlug}, ${service.title}, ${service.description}, 'Music as a way to connect.', 'One to one.',
        ${sql.json([{ name: 'Rhythm', description: 'Drumming together.' }])}, 'Certified therapists.', 'Connection.', 'Every week.')`

    // 1. A service's text: the page was served (and cached) with the old words.
    const before = await served(request, `/services/${serviceSlug}`)
    expect(before.status).toBe(200)
    expect(before.html).toContain(service.description)
    await signInToDashboard(page)
    await openSection(page, 'Services')
    await page.getByRole('button', { name: `Edit ${service.title}` }).click()
    await page.getByLabel(/^Description/).fill(newDescription)
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByRole('button', { name: `Edit ${service.title}` })).toBeVisible(LOAD)
    await expect.poll(async () => (await served(request, `/services/${serviceSlug}`)).html, WITHIN_A_MINUTE).toContain(newDescription)
    const serviceHtml = (await served(request, `/services/${serviceSlug}`)).html
    expect(serviceHtml).not.toContain(service.description)
    expect(jsonLd(serviceHtml)).toContain(newDescription)

    // 2. A post scheduled a minute ahead, with a photo of people on it: not served before its time,
    // then its page, the blog list, the sitemap and its JSON-LD within a minute of its time.
    await uploadToLibrary(page, alt, { showsPeople: true })
    const clock = onNewJerseyClock(new Date(Date.now() + 2 * 60_000)) // the form takes minutes: 1–2 minutes ahead
    await openSection(page, 'Blog')
    await page.getByRole('button', { name: 'New Post' }).click()
    await page.getByLabel(/^Title/).fill(postTitle)
    await page.getByRole('textbox', { name: /^Content/ }).fill('Apples, cider and a long table under the oaks.')
    await page.getByRole('combobox', { name: 'Featured image' }).selectOption({ label: alt })
    await page.locator('label').filter({ hasText: /^Published$/ }).click()
    await page.getByLabel('Publish at').fill(clock.input)
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByRole('row', { name: new RegExp(postTitle) }).getByText(clock.shown)).toBeVisible(LOAD)
    expect((await served(request, `/blog/${postSlug}`)).status).toBe(404)
    expect(await sitemap(request)).not.toContain(`/blog/${postSlug}<`)
    expect((await served(request, '/blog')).html).not.toContain(postTitle)

    const [scheduled] = await sql<{ at: Date }[]>`select publish_at as at from public.blog_posts where slug = ${postSlug}`
    const dueIn = scheduled!.at.getTime() - Date.now()
    expect(dueIn).toBeGreaterThan(0)
    // it cannot be served before its time: served within a minute of it
    await expect.poll(async () => (await served(request, `/blog/${postSlug}`)).status, { ...WITHIN_A_MINUTE, timeout: dueIn + 60_000 }).toBe(200)
    await expect.poll(async () => (await served(request, '/blog')).html, WITHIN_A_MINUTE).toContain(postTitle)
    await expect.poll(() => sitemap(request), WITHIN_A_MINUTE).toContain(`/blog/${postSlug}<`)
    const live = (await served(request, `/blog/${postSlug}`)).html
    expect(live).toContain(`>${postTitle}</h1>`)
    expect(jsonLd(live)).toContain(postTitle)
    expect(live).toContain(`alt="${alt}"`)
    const photo = ogImage(live)
    expect(photo).toMatch(/\/media\/[0-9a-f-]{36}\.(webp|jpg)$/)

    // 3. The photo's consent is withdrawn: its alt text, its og:image and its JSON-LD image leave
    // the served page within a minute.
    await page.goto('/admin/media')
    await page.getByRole('button', { name: `Edit image: ${alt}` }).click()
    await page.getByRole('button', { name: 'Record consent withdrawn' }).click()
    await expect(page.getByText('Consent was withdrawn: this photo is not shown on the public site.')).toBeVisible(LOAD)
    await expect.poll(async () => ogImage((await served(request, `/blog/${postSlug}`)).html), WITHIN_A_MINUTE).toMatch(/\/og-default\.png$/)
    const withdrawn = (await served(request, `/blog/${postSlug}`)).html
    expect(withdrawn).not.toContain(alt)
    expect(jsonLd(withdrawn)).not.toContain(new URL(photo!, 'http://site').pathname)
    expect((await served(request, '/blog')).html).not.toContain(alt)

    // 4. The post is deleted: its address answers 404 and the sitemap drops it.
    await openSection(page, 'Blog')
    await page.getByRole('button', { name: `Delete ${postTitle}` }).click()
    await page.getByRole('alertdialog', { name: `Delete “${postTitle}”?` }).getByRole('button', { name: 'Delete Post' }).click()
    await expect(page.getByRole('row', { name: new RegExp(postTitle) })).toHaveCount(0, LOAD)
    await expect.poll(async () => (await served(request, `/blog/${postSlug}`)).status, WITHIN_A_MINUTE).toBe(404)
    await expect.poll(() => sitemap(request), WITHIN_A_MINUTE).not.toContain(`/blog/${postSlug}<`)
    expect((await served(request, '/blog')).html).not.toContain(postTitle)
  } finally {
    await sql`delete from public.blog_posts where slug = ${postSlug}`
    await sql`delete from public.services where slug = ${serviceSlug}`
    await sql.end()
  }
})
