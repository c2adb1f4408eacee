// "Register for several dates", at the foot of a series' page, below its dates: its code (the form
// library, the dates' checkboxes, the registration's fields) loads and hydrates only as the visitor
// heads there (or first presses a key or pointer). The build writes the form into the page whole,
// and before its code comes the browser posts it itself (series-registration.tsx).
import { inOwnBoundary, lazyHydrated } from '@/components/lazy-hydrated'

/** The id of the form's place on the series' page, which the browser watches. */
export const SERIES_REGISTRATION_ID = 'series-registration'

const LazySeriesRegistration = lazyHydrated(() => import('./series-registration').then((m) => m.SeriesRegistration), SERIES_REGISTRATION_ID)

/** Its code, for the build's render of the page. */
export const preloadSeriesRegistration = LazySeriesRegistration.preload

/** In a boundary of its own: the page re-rendering around it with the same series keeps its built form. */
export const SeriesRegistrationSection = inOwnBoundary(LazySeriesRegistration)
