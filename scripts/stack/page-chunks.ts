// Chunks for what a page loads after the start (start-stages.ts has the start's own). Left to
// itself the bundler gives every set of modules that a different set of pages shares a chunk of
// its own, and home's first load came in six: its route, its hero (which a staff preview shares),
// the untranslated-content notice, two image modules and the services' words, 0.3 to 2 KB each.
// Each file is gzipped on its own, so each pays for a compression context started afresh: the six
// together cost 1.1 KB less than apart. Two groups make them two, and no page gets code it does not
// use but for the kit's few small modules, which most public pages load anyway.

/** Small modules most public pages render: the untranslated notice, images, the services' words. */
const PAGE_KIT = /[\\/]src[\\/](i18n[\\/]untranslated-notice|components[\\/]responsive-image|features[\\/]services[\\/]messages)\.tsx?$|[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]components[\\/]image[\\/]/

/** Home's own code: the route's component, its sections and the hero's rotation. */
const HOME = /[\\/]src[\\/](routes[\\/](index\.tsx|-home-far-sections\.tsx)|features[\\/]home[\\/](section-ids\.ts|components[\\/](hero|newsletter-section)\.tsx)|features[\\/]services[\\/]components[\\/]services-carousel-section\.tsx|lib[\\/]use-auto-rotation\.ts|components[\\/]rotation-toggle\.tsx)/

/**
 * The bundler's groups for them, after the start's (which keep every module the start loads). A
 * group takes the modules it names and what they import that no group before it took, so the kit
 * comes before home: home's modules import the kit's, which other pages share.
 */
export const PAGE_CHUNK_GROUPS = [
  { name: 'page-kit', test: PAGE_KIT },
  { name: 'home', test: HOME },
]
