import { setupServer } from 'msw/node'
import { siteContentHandlers } from './site-content-handlers'

/**
 * The msw server for component tests. Its only default handlers serve the site's own content
 * (the settings every page's header and footer show, and the pages' documents); every other
 * /api call a test makes, the test states.
 */
export const server = setupServer(...siteContentHandlers)
