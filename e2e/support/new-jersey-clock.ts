// The post and event forms take their times on New Jersey's clock (America/New_York), as staff read them.

/** An instant as the post form takes it ('2030-07-01T09:00', New Jersey) and as the list shows it. */
export function onNewJerseyClock(when: Date) {
  const parts = (options: Intl.DateTimeFormatOptions) =>
    Object.fromEntries(
      new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', ...options }).formatToParts(when).map((p) => [p.type, p.value]),
    )
  const n = parts({ year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
  const s = parts({ year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit', hour12: true })
  return {
    input: `${n.year}-${n.month}-${n.day}T${n.hour}:${n.minute}`,
    shown: `Scheduled for ${s.month} ${s.day}, ${s.year}, ${s.hour}:${s.minute} ${s.dayPeriod} ET`,
  }
}
