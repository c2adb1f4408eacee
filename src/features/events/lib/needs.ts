/**
 * The events list's search (?quiet-room=on&spanish=on) and the needs it asks for, for the events
 * route's validateSearch: a route imports no contract values (eslint.config.js), and this module,
 * unlike the filter's component, brings neither words nor components into every page's first load.
 */
export { needsOf, needsSearch } from '@contract/event-needs.ts'
