// The dashboard's date filter (SPEC §dashboard filters): presets, a custom range in a popover, and
// Clear in the popover back to all time.
import { useState } from 'react'
import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@/testing/render'
import type { DateFilter as Filter } from '../lib/contact-filters'
import { DateFilter } from './date-filter'

function Harness() {
  const [value, setValue] = useState<Filter>({ kind: 'all' })
  return <DateFilter value={value} onChange={setValue} />
}

const pressed = (name: string) => screen.getByRole('button', { name }).getAttribute('aria-pressed')

describe('DateFilter', () => {
  it('switches to custom when a date is picked, and Clear goes back to all time and closes the popover', async () => {
    const { user } = renderWithProviders(<Harness />)
    await user.click(screen.getByRole('button', { name: 'Last 7 Days' }))
    expect(pressed('Last 7 Days')).toBe('true')

    await user.click(screen.getByRole('button', { name: 'Custom Range' }))
    const dialog = await screen.findByRole('dialog', { name: 'Custom date range' })
    await user.type(screen.getByLabelText('From'), '2026-11-01')
    expect(pressed('Custom Range')).toBe('true')
    expect(pressed('Last 7 Days')).toBe('false')

    await user.click(screen.getByRole('button', { name: 'Clear' }))
    expect(pressed('All Time')).toBe('true')
    await waitFor(() => expect(dialog).not.toBeVisible())
    expect(screen.getByRole('button', { name: 'Custom Range' })).toHaveFocus()
  })

  it('keeps the range when Done closes the popover', async () => {
    const { user } = renderWithProviders(<Harness />)
    await user.click(screen.getByRole('button', { name: 'Custom Range' }))
    await screen.findByRole('dialog', { name: 'Custom date range' })
    await user.type(screen.getByLabelText('To'), '2026-11-30')
    await user.click(screen.getByRole('button', { name: 'Done' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Custom date range' })).toBeNull())
    expect(pressed('Custom Range')).toBe('true')
  })
})
