import { setupServer } from 'msw/node'

/** The msw server for component tests: no default handlers, so every test states its /api. */
export const server = setupServer()
