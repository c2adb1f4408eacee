// The ids of the home sections' headings, which the page's lazily hydrated sections watch for
// (routes/-home-far-sections.tsx). A module of their own, so that naming one does not bring the
// section's code into the home page's first load.
export const ACCREDITATIONS_HEADING_ID = 'accreditations'
export const PARTNERS_HEADING_ID = 'partners'
export const VALUES_HEADING_ID = 'commitment'
export const STATS_HEADING_ID = 'impact'
