// Chunks for what a page loads after the start (start-stages.ts has the start's own). Left to
// itself the bundler gives every set of modules that a different set of pages shares a chunk of
// its own, and home's first load came in six: its route, its hero (which a staff preview shares),
// the untranslated-content notice, two image modules and the services' words, 0.3 to 2 KB each.
// Each file is gzipped on its own, so each pays for a compression context started afresh: the six
// together cost 1.1 KB less than apart. Two groups make them two, and no page gets code it does not
// use but for the kit's few small modules, which most public pages load anyway.

/** Small modules most public pages render: the untranslated notice, the responsive image, the services' words. */
const PAGE_KIT = /[\\/]src[\\/](i18n[\\/]untranslated-notice|components[\\/]responsive-image|features[\\/]services[\\/]messages)\.tsx?$/

/** Home's route component, which the router plugin splits off; its own imports come with it. */
const HOME = /[\\/]src[\\/]routes[\\/]index\.tsx\?tsr-split=component$/

/**
 * The bundler's groups for them, after the start's (which keep every module the start loads). A
 * group takes the modules it names and what they import that no group before it took (Chakra's
 * Image comes with the responsive image), so the kit comes before home: home's modules import the
 * kit's, which other pages share.
 */
export const PAGE_CHUNK_GROUPS = [
  { name: 'page-kit', test: PAGE_KIT },
  { name: 'home', test: HOME },
]
