// The dashboard's warning when the scheduler is late (issue 58): /api/health (msw) reports the
// heartbeat's ages and whether each is late, as supabase/functions/_shared/db/heartbeat.ts does.
import { configure, screen, waitFor } from '@testing-library/react'
import axe from 'axe-core'
import { describe, expect, it } from 'vitest'
import { server } from '@/testing/server'
import { renderRoute, renderWithProviders } from '@/testing/render'
import { admin, dashboardHandlers, healthHandler, layoutHandlers, userHandler } from '@/testing/admin-handlers'
import { SchedulerWarning } from './scheduler-warning'

configure({ asyncUtilTimeout: 8000 })

/** The dashboard with the scheduler's heartbeat these many seconds old, counting the calls to /api/health. */
function useDashboard(ages: { drain?: number | null; retention?: number | null }) {
  const calls = { health: 0 }
  server.use(
    healthHandler({ ...ages, onCall: () => void calls.health++ }),
    ...layoutHandlers,
    ...dashboardHandlers,
    userHandler(admin),
  )
  return calls
}

const TITLE = 'Scheduled e-mail and housekeeping are late'

describe('the dashboard\'s scheduler warning', { timeout: 60_000 }, () => {
  it('warns staff, as an alert, when the mail drain is over 3 minutes late, and passes axe', async () => {
    useDashboard({ drain: 4 * 60 + 10 })
    await renderRoute('/admin')
    const alert = await screen.findByRole('alert', { name: TITLE })
    expect(alert).toHaveTextContent('E-mail was last sent 4 minutes ago (it goes every minute)')
    expect(alert).not.toHaveTextContent('retention rules')
    expect(alert).toHaveTextContent('npm run deploy -- --from smoke')
    const { violations } = await axe.run(alert, { rules: { 'color-contrast': { enabled: false } } })
    expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([])
  })

  it('warns when the retention is a period overdue, and when the drain never ran', async () => {
    useDashboard({ drain: null, retention: 3 * 3600 })
    await renderRoute('/admin')
    const alert = await screen.findByRole('alert', { name: TITLE })
    expect(alert).toHaveTextContent('No e-mail has been sent by the scheduler yet')
    expect(alert).toHaveTextContent('The retention rules (removing old messages, applications and audit entries) last ran 3 hours ago')
  })

  it('says nothing while the scheduler is on time', async () => {
    const calls = useDashboard({ drain: 30, retention: 600 })
    await renderRoute('/admin')
    expect(await screen.findByRole('heading', { level: 1, name: 'Customer Relationship Management' })).toBeInTheDocument()
    await waitFor(() => expect(calls.health).toBe(1))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.queryByText(TITLE)).not.toBeInTheDocument()
  })

  it('speaks Spanish on a Spanish page', async () => {
    server.use(healthHandler({ drain: 200, retention: 25 * 60 }))
    renderWithProviders(<SchedulerWarning />, { locale: 'es' })
    const alert = await screen.findByRole('alert', { name: 'El correo programado y el mantenimiento van con retraso' })
    expect(alert).toHaveTextContent('El correo se envió por última vez hace 3 minutos')
    expect(alert).toHaveTextContent('se aplicaron por última vez hace 25 minutos')
  })
})
