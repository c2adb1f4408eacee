// Careers on the production build (issue 35): a job's page reached from /get-involved, its
// JobPosting in the HTML as served (every job page the build wrote, checked for Google's required
// fields), Apply Now opening its form, the Get Involved buttons going where they say, and axe on
// the job page and the three forms at desktop and phone widths.
import { expect, test, type APIRequestContext, type Page } from '../support/test'
import { axeViolations, axeViolationsAtWidths, NO_VIOLATIONS_AT_WIDTHS } from '../support/axe'

type Block = { '@type': string; [key: string]: unknown }

const servedBlocks = async (request: APIRequestContext, path: string): Promise<Block[]> => {
  const html = await (await request.get(path)).text()
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(([, text]) => JSON.parse(text!) as Block)
}

/** The job pages the build listed in sitemap.xml (open, published openings only). */
async function jobPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get('/sitemap.xml')).text()
  return [...xml.matchAll(/<loc>[^<]*?(\/jobs\/[a-z0-9-]+)<\/loc>/g)].map(([, path]) => path!)
}

test('every job page the build wrote carries a JobPosting with the fields Google requires and recommends', async ({ request }) => {
  const paths = await jobPaths(request)
  expect(paths).toEqual(expect.arrayContaining(['/jobs/support-coordinator', '/jobs/direct-support-professional', '/jobs/program-assistant']))
  for (const path of paths) {
    const blocks = await servedBlocks(request, path)
    expect(blocks.map((b) => b['@type']), path).toEqual(['NGO', 'JobPosting', 'BreadcrumbList'])
    const posting = blocks[1]!
    // required
    expect(posting.title, path).toEqual(expect.any(String))
    expect(posting.description, path).toMatch(/^<p>.+<\/p>$/)
    expect(posting.datePosted, path).toMatch(/^\d{4}-\d\d-\d\d$/)
    expect(posting.hiringOrganization, path).toMatchObject({ name: 'Bright Path Support Services', sameAs: expect.stringMatching(/^https?:\/\//) })
    expect(posting.jobLocation, path).toMatchObject({ '@type': 'Place', address: { '@type': 'PostalAddress', addressRegion: 'NJ', addressCountry: 'US' } })
    // recommended
    expect(posting.employmentType, path).toEqual(expect.arrayContaining([expect.stringMatching(/^(FULL_TIME|PART_TIME|CONTRACTOR|TEMPORARY|INTERN|VOLUNTEER|PER_DIEM|OTHER)$/)]))
    expect(posting.directApply, path).toBe(true)
    expect(posting.identifier, path).toMatchObject({ '@type': 'PropertyValue', value: expect.any(String) })
    if ('validThrough' in posting) expect(posting.validThrough, path).toMatch(/T23:59:59-0[45]:00$/)
    expect(String(posting.url)).toMatch(new RegExp(`${path}$`))
  }
  const [seeded] = (await servedBlocks(request, '/jobs/direct-support-professional')).filter((b) => b['@type'] === 'JobPosting')
  expect(seeded!.employmentType).toEqual(['PART_TIME', 'FULL_TIME'])
})

test('a job card leads to its page, whose Apply Now opens its form; an unknown opening is the 404 page', async ({ page }) => {
  await page.goto('/get-involved')
  await page.getByRole('region', { name: 'Career Opportunities' }).getByRole('link', { name: 'Support Coordinator', exact: true }).click()
  await expect(page).toHaveURL(/\/jobs\/support-coordinator$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Support Coordinator' })).toBeFocused()
  await expect(page.getByRole('complementary', { name: 'Job Details' })).toContainText('Newark, NJ')
  await page.getByRole('link', { name: 'Apply Now' }).click()
  await expect(page).toHaveURL(/\/jobs\/support-coordinator\/apply$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Apply: Support Coordinator' })).toBeVisible()
  await expect(page.getByLabel(/^Resume/)).toHaveAttribute('accept', '.pdf,.docx')

  await page.goto('/jobs/no-such-opening')
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible()
})

/** The sticky site header's bottom edge. */
const headerBottom = async (page: Page) => (await page.getByRole('banner').first().boundingBox())!.y + (await page.getByRole('banner').first().boundingBox())!.height

test("the Get Involved buttons go to their sections, in view below the sticky header, and to the forms", async ({ page }) => {
  await page.goto('/get-involved')
  for (const [button, heading] of [['Explore Careers', 'Career Opportunities'], ['Volunteer Now', 'Volunteer Opportunities']] as const) {
    await page.getByRole('link', { name: button }).click()
    const title = page.getByRole('heading', { level: 2, name: heading })
    await expect(title).toBeInViewport()
    await expect.poll(async () => (await title.boundingBox())!.y - (await headerBottom(page))).toBeGreaterThanOrEqual(0)
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
  }
  await page.getByRole('link', { name: 'Apply Now: Program Assistant' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Apply: Program Assistant' })).toBeVisible()
  await page.goto('/get-involved')
  await page.getByRole('link', { name: 'Send Us Your Resume' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Send Us Your Resume' })).toBeVisible()
  await page.goto('/get-involved')
  await page.getByRole('link', { name: 'Apply to Volunteer' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Apply to Volunteer' })).toBeVisible()
  await expect(page.getByText('All volunteers are subject to background checks and orientation training.')).toBeVisible()
})

const pages = [
  ['/jobs/support-coordinator', 'Support Coordinator'],
  ['/jobs/support-coordinator/apply', 'Apply: Support Coordinator'],
  ['/careers/apply', 'Send Us Your Resume'],
  ['/volunteer/apply', 'Apply to Volunteer'],
  ['/applications/withdraw?token=x', 'Withdraw Your Application'],
] as const

for (const [path, heading] of pages) {
  test(`${path} has no WCAG 2.2 AA violations at desktop and phone widths`, async ({ page }) => {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    expect(await axeViolationsAtWidths(page)).toEqual(NO_VIOLATIONS_AT_WIDTHS)
  })
}

test('an application form with its errors shown has no violations', async ({ page }) => {
  await page.goto('/careers/apply')
  await page.getByRole('button', { name: 'Submit Application' }).click()
  await expect(page.getByLabel(/^Full Name/)).toHaveAccessibleDescription('Name must be at least 2 characters')
  await expect(page.getByLabel(/^Resume/)).toHaveAccessibleDescription('Please attach your resume (PDF or Word .docx)')
  expect(await axeViolations(page)).toEqual([])
})
