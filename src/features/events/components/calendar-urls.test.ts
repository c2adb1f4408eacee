import { describe, expect, it } from 'vitest'
import type { Event } from '@contract/events.ts'
import { calendarSubscriptionUrl, googleCalendarUrl, outlookCalendarUrl } from './calendar-urls'

const event: Event = {
  id: 'e1', slug: 'family-fun-day', title: 'Family Fun Day & Picnic', description: 'Games.', location: '615 W Mt Pleasant Ave, Livingston, NJ',
  eventDate: '2027-07-15T14:00:00.000Z', endDate: null, registrationDeadline: null, maxCapacity: null,
  status: 'upcoming', registrationOpen: true, waitlistOpen: false, seatsLeft: null,
}
const page = 'https://www.example.org/events/family-fun-day'

describe('calendar links', () => {
  it('fills Google Calendar\'s template: title, UTC start/end (two hours without an end), the page, the place, New Jersey\'s zone', () => {
    const url = new URL(googleCalendarUrl(event, page))
    expect(`${url.origin}${url.pathname}`).toBe('https://calendar.google.com/calendar/render')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      action: 'TEMPLATE', text: 'Family Fun Day & Picnic', dates: '20270715T140000Z/20270715T160000Z',
      details: page, location: '615 W Mt Pleasant Ave, Livingston, NJ', ctz: 'America/New_York',
    })
    expect(new URL(googleCalendarUrl({ ...event, endDate: '2027-07-15T19:30:00.000Z' }, page)).searchParams.get('dates'))
      .toBe('20270715T140000Z/20270715T193000Z')
  })

  it('fills Outlook\'s compose deep link with ISO times', () => {
    const url = new URL(outlookCalendarUrl(event, page))
    expect(`${url.origin}${url.pathname}`).toBe('https://outlook.live.com/calendar/0/deeplink/compose')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      path: '/calendar/action/compose', rru: 'addevent', subject: 'Family Fun Day & Picnic',
      startdt: '2027-07-15T14:00:00.000Z', enddt: '2027-07-15T16:00:00.000Z', body: page, location: '615 W Mt Pleasant Ave, Livingston, NJ',
    })
  })

  it('subscribes over webcal: to the calendar in the page\'s language', () => {
    expect(calendarSubscriptionUrl('https://www.example.org', 'en')).toBe('webcal://www.example.org/events/calendar.ics')
    expect(calendarSubscriptionUrl('http://localhost:5173', 'es')).toBe('webcal://localhost:5173/es/events/calendar.ics')
  })
})
