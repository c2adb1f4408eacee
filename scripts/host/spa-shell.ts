// The SPA shell's file name in dist/: the page the staff area and every unmatched address are
// served (host-rules.ts), which the build writes beside the assets (prerender.ts). A file of its
// own, so the host rules and the build read it without importing each other.
export const SPA_SHELL = 'spa.html'
