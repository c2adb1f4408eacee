/** SPEC §4's eight impact bands, by the dollar amount chosen. */
const BANDS: readonly { below: number; text: string }[] = [
  { below: 10, text: 'Every dollar counts' },
  { below: 25, text: '2 hours of quality care' },
  { below: 50, text: '5 hours of quality care' },
  { below: 100, text: 'Daily living support' },
  { below: 250, text: 'Week of community programs' },
  { below: 500, text: 'Month of therapy sessions' },
  { below: 1000, text: 'Job training program' },
]

export function impactFor(dollars: number): string {
  return BANDS.find((band) => dollars < band.below)?.text ?? 'Comprehensive care package'
}
