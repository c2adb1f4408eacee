// Issue 36's journeys on the Spanish pages, against the local stack: the contact form's messages,
// an event registration whose confirmation e-mail and its cancel link are Spanish, and an event's
// staff text in Spanish where staff translated it, in English marked lang="en" where not.
import { expect, test } from '../support/test'
import { axeViolations } from '../support/axe'
import { createEvent, unique, waitForMail } from '../events/fixtures'

test('the Spanish contact form, sent empty, answers in Spanish beside each field', async ({ page }) => {
  await page.goto('/es/contact')
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  const form = page.getByRole('form', { name: 'Envíenos un mensaje' })
  await form.getByRole('button', { name: 'Enviar mensaje' }).click()

  const name = form.getByRole('textbox', { name: /^Nombre completo/ })
  await expect(name).toHaveAccessibleDescription(/^El nombre/)
  await expect(form.getByRole('textbox', { name: /^Correo electrónico/ })).toHaveAccessibleDescription(/correo electrónico/)
  await expect(form.getByRole('textbox', { name: /^Asunto/ })).toHaveAccessibleDescription(/^El asunto/)
  await expect(form.getByRole('textbox', { name: /^Mensaje/ })).toHaveAccessibleDescription(/^El mensaje/)
  await expect(name).toBeFocused()
  expect(await axeViolations(page)).toEqual([])
})

test('a registration on a Spanish page is confirmed in Spanish, and the e-mail’s cancel link opens the Spanish page', async ({ page, sql }) => {
  test.setTimeout(150_000)
  const event = await createEvent(sql, { title: `Family Craft Morning ${unique('t')}`, inDays: 20, capacity: 10 })
  const email = `${unique('asistente')}@example.org`

  await page.goto(`/es/events/${event.slug}/register`)
  await page.getByRole('textbox', { name: /^Nombre completo/ }).fill('Jamie Rivera')
  await page.getByRole('textbox', { name: /^Correo electrónico/ }).fill(email)
  await page.getByRole('button', { name: 'Completar la inscripción' }).click()
  await expect(page.getByRole('heading', { level: 1, name: '¡Inscripción confirmada!' })).toBeVisible()

  const [stored] = await sql`select locale from public.event_registrations where attendee_email = ${email}`
  expect(stored).toMatchObject({ locale: 'es' })

  const mail = await waitForMail(email)
  expect(mail).toMatch(/^Subject: .*(inscripci|=\?UTF-8\?)/im)
  const cancelUrl = mail.match(/https?:\/\/[^\s"<]+\/es\/events\/cancel\?token=[^\s"<]+/)![0].replace(/&amp;/g, '&')
  await page.goto(new URL(cancelUrl).pathname + new URL(cancelUrl).search)
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  await expect(page.getByRole('heading', { level: 1, name: 'Cancelar su inscripción' })).toBeVisible()
  await page.getByRole('button', { name: 'Cancelar mi inscripción' }).click()
  await expect(page.getByText('Su inscripción fue cancelada. Sus lugares ya están disponibles para otras personas.')).toBeVisible()
  const [after] = await sql`select status from public.event_registrations where attendee_email = ${email}`
  expect(after).toMatchObject({ status: 'cancelled' })
})

test('an event shows its Spanish where staff published one, else its English marked as English', async ({ page, sql }) => {
  const translated = await createEvent(sql, { title: `Craft Morning ${unique('t')}`, inDays: 12 })
  await sql`insert into public.content_translations (subject, subject_key, locale, fields, source, status)
    values ('events', ${translated.id}, 'es', ${sql.json({ title: 'Mañana de manualidades', description: 'Una mañana de juegos y manualidades.' })},
      ${sql.json({})}, 'published')`
  const english = await createEvent(sql, { title: `Music Night ${unique('t')}`, inDays: 14 })

  await page.goto(`/es/events/${translated.slug}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Mañana de manualidades' })).toBeVisible()
  await expect(page.getByText(/aún no está traducid/)).toHaveCount(0)

  await page.goto(`/es/events/${english.slug}`)
  const heading = page.getByRole('heading', { level: 1, name: /^Music Night/ })
  await expect(heading).toBeVisible()
  // the title itself or what holds it is marked English
  expect(await heading.evaluate((h1) => h1.closest('[lang]')?.getAttribute('lang'))).toBe('en')
  await expect(page.getByText(/aún no está traducid/).first()).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
})
