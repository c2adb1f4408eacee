// "Register for several dates", at the foot of a series' page, below its dates: its code (the form
// library, the dates' checkboxes, the registration's fields) loads and hydrates only as the visitor
// heads there (or first presses a key or pointer). The build writes the form into the page whole,
// and before its code comes the browser posts it itself (series-registration.tsx).
import { memo, Suspense } from 'react'
import { lazyHydrated } from '@/components/lazy-hydrated'

/** The id of the form's place on the series' page, which the browser watches. */
export const SERIES_REGISTRATION_ID = 'series-registration'

const LazySeriesRegistration = lazyHydrated(() => import('./series-registration').then((m) => m.SeriesRegistration), SERIES_REGISTRATION_ID)

/** Its code, for the build's render of the page. */
export const preloadSeriesRegistration = LazySeriesRegistration.preload

type Props = Parameters<typeof LazySeriesRegistration>[0]

// Memoised: the page re-rendering around it with the same series must not reach its Suspense
// boundary before it hydrates, or React would drop the built form for the (empty) fallback.
export const SeriesRegistrationSection = memo(function SeriesRegistrationSection(props: Props) {
  return <Suspense fallback={null}><LazySeriesRegistration {...props} /></Suspense>
})
