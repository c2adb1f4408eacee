// /get-involved (issue 35): the hero's buttons go to their sections, each job card to its page and
// its application, "Send Us Your Resume" and "Apply to Volunteer" to their forms. SPEC's words stay.
import { configure, screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { expect, it } from 'vitest'
import { server } from '@/testing/server'
import { renderRoute } from '@/testing/render'

configure({ asyncUtilTimeout: 5000 })

it('links every call to apply and the two hero buttons to their sections', { timeout: 30_000 }, async () => {
  server.use(http.get('/api/services', () => HttpResponse.json([])))
  await renderRoute('/get-involved')
  await screen.findByRole('heading', { level: 1, name: 'Be Part of Something Meaningful' })

  expect(screen.getByRole('link', { name: 'Explore Careers' })).toHaveAttribute('href', '#careers')
  expect(screen.getByRole('link', { name: 'Volunteer Now' })).toHaveAttribute('href', '#volunteer')
  expect(document.getElementById('careers')).toHaveAccessibleName('Career Opportunities')
  expect(document.getElementById('volunteer')).toHaveAccessibleName('Volunteer Opportunities')

  const careers = screen.getByRole('region', { name: 'Career Opportunities' })
  expect(within(careers).getByRole('link', { name: 'Support Coordinator' })).toHaveAttribute('href', '/jobs/support-coordinator')
  expect(within(careers).getByRole('link', { name: 'Apply Now: Direct Support Professional' })).toHaveAttribute('href', '/jobs/direct-support-professional/apply')
  expect(within(careers).getByRole('link', { name: 'Send Us Your Resume' })).toHaveAttribute('href', '/careers/apply')
  const volunteer = screen.getByRole('region', { name: 'Volunteer Opportunities' })
  expect(within(volunteer).getByRole('link', { name: 'Apply to Volunteer' })).toHaveAttribute('href', '/volunteer/apply')
  expect(within(volunteer).getByText('All volunteers are subject to background checks and orientation training.')).toBeInTheDocument()
})
