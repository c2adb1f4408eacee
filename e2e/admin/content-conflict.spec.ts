// Posts, services and events on the content engine (issue 59): two admins edit the same item in
// two browsers; the second save is refused with the other's change explained, and Reload shows
// it. History restores an earlier version, and the public page shows it again.
import { expect, test, type Browser, type Page } from '../support/test'
import { axeViolations } from '../support/axe'
import { openAsAdmin, unique, type db } from './support'

type Sql = ReturnType<typeof db>

test.describe.configure({ timeout: 120_000 })
const LOAD = { timeout: 30_000 }

interface Kind {
  noun: string
  admin: string
  /** the public page of the item with this slug */
  page: (slug: string) => string
  /** writes a published item straight to the database */
  create: (sql: Sql, title: string, slug: string) => Promise<unknown>
}

const KINDS: Kind[] = [
  {
    noun: 'post', admin: '/admin/blog', page: (slug) => `/blog/${slug}`,
    create: (sql, title, slug) => sql`insert into public.blog_posts (slug, title, excerpt, content, published)
      values (${slug}, ${title}, 'Two editors at once.', 'The first words of this post.', true)`,
  },
  {
    noun: 'service', admin: '/admin/services', page: (slug) => `/services/${slug}`,
    create: (sql, title, slug) => sql`insert into public.services (slug, title, description, overview, approach,
      key_components, staff_training, goals, commitment, published)
      values (${slug}, ${title}, 'Gardening with friends.', 'We garden.', 'Hands on.',
        ${sql.json([{ name: 'Planting', description: 'Bulbs in autumn' }])}, 'Trained staff.', 'Green thumbs.', 'Every week.', true)`,
  },
]

/** A second admin's window: its own browser context, the same admin's session. */
async function secondWindow(browser: Browser, path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage()
  await openAsAdmin(page, path)
  return page
}

async function openEditor(page: Page, title: string) {
  await page.getByRole('button', { name: `Edit ${title}`, exact: true }).click(LOAD)
  await expect(page.getByLabel(/^Title/)).toHaveValue(title)
}

for (const kind of KINDS) {
  test(`two admins edit one ${kind.noun}: the second save shows the first's change; History restores the original`, async ({ page, browser, sql }) => {
    const title = `Conflict ${kind.noun} ${unique('')}`
    const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-')
    await kind.create(sql, title, slug)

    await openAsAdmin(page, kind.admin)
    const other = await secondWindow(browser, kind.admin)
    await openEditor(page, title)
    await openEditor(other, title)

    await page.getByLabel(/^Title/).fill(`${title} first`)
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByRole('button', { name: `Edit ${title} first`, exact: true })).toBeVisible(LOAD)

    await other.getByLabel(/^Title/).fill(`${title} second`)
    await other.getByRole('button', { name: 'Save' }).click()
    const conflict = other.getByRole('alert').filter({ hasText: 'Someone else saved this; reload to see their changes' })
    await expect(conflict).toBeVisible(LOAD)
    expect(await axeViolations(other), 'the conflict').toEqual([])
    await conflict.getByRole('button', { name: 'Reload' }).click()
    await expect(other.getByLabel(/^Title/)).toHaveValue(`${title} first`)
    await expect(conflict).toBeHidden()
    await other.context().close()

    await page.getByRole('button', { name: `History of ${title} first`, exact: true }).click()
    const history = page.getByRole('dialog', { name: 'History' })
    await expect(history.getByText('Version 2: Saved (current)')).toBeVisible(LOAD)
    expect(await axeViolations(page), 'the History dialog').toEqual([])
    await history.getByRole('button', { name: 'Restore version 1' }).click()
    await expect(history).toBeHidden(LOAD)
    await expect(page.getByRole('button', { name: `Edit ${title}`, exact: true })).toBeVisible(LOAD)

    await page.goto(kind.page(slug))
    await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible(LOAD)
  })
}
