import { describe, expect, it } from 'vitest'
import { afterFirstPaint } from './after-first-paint.ts'
import { devManifest, routeManifest } from './route-manifest.ts'

/** A chunk of the bundle; `modules`: the ids of the modules it holds. */
const chunk = (fileName: string, imports: string[], modules: string | string[] = [], isEntry = false, name = fileName.replace(/^assets\/|-\d+\.js$/g, '')) =>
  ({ fileName, name, imports, moduleIds: [modules].flat(), isEntry })

const routeIds = new Map([
  ['/app/src/routes/about.tsx', '/about'],
  ['/app/src/routes/services.$serviceSlug.tsx', '/services/$serviceSlug'],
  ['/app/src/routes/index.tsx', '/'],
])

describe('the router manifest of a client build', () => {
  const chunks = [
    chunk('assets/main-1.js', ['assets/runtime-1.js'], '/app/src/main.tsx', true),
    chunk('assets/runtime-1.js', []),
    chunk('assets/about-1.js', ['assets/runtime-1.js', 'assets/card-1.js'], '/app/src/routes/about.tsx?tsr-split=component'),
    chunk('assets/card-1.js', ['assets/runtime-1.js']),
    chunk('assets/service-1.js', ['assets/card-1.js'], '/app/src/routes/services.$serviceSlug.tsx?tsr-split=component'),
    chunk('assets/service-pending-1.js', [], '/app/src/routes/services.$serviceSlug.tsx?tsr-split=pendingComponent'),
    chunk('assets/contract-1.js', []),
  ]

  it("runs the entry from the root route and fetches each route's component chunk with what it imports beyond the entry, after the first paint", () => {
    const code = (preloads: string[], entry?: string) => ({ scripts: [{ children: afterFirstPaint({ preloads, entry }) }] })
    expect(routeManifest(chunks, (file) => routeIds.get(file))).toEqual({
      routes: {
        __root__: code(['/assets/runtime-1.js'], '/assets/main-1.js'),
        '/about': code(['/assets/about-1.js', '/assets/card-1.js']),
        '/services/$serviceSlug': code(['/assets/service-1.js', '/assets/card-1.js']),
      },
    })
  })

  it("runs the start stages' chunks the entry imports before it, in the stages' order (each preloaded with the entry's other imports)", () => {
    const staged = [
      chunk('assets/main-1.js', ['assets/runtime-1.js', 'assets/start-styles-1.js', 'assets/start-react-1.js'], '/app/src/main.tsx', true),
      chunk('assets/runtime-1.js', []),
      chunk('assets/start-styles-1.js', ['assets/start-react-1.js', 'assets/runtime-1.js']),
      chunk('assets/start-react-1.js', ['assets/runtime-1.js']),
    ]
    const root = routeManifest(staged, () => undefined).routes.__root__
    expect(root).toEqual({
      scripts: [{
        children: afterFirstPaint({
          preloads: ['/assets/start-react-1.js', '/assets/runtime-1.js', '/assets/start-styles-1.js'],
          stages: ['/assets/start-react-1.js', '/assets/start-styles-1.js'],
          entry: '/assets/main-1.js',
        }),
      }],
    })
  })

  it("fetches a route's component in a chunk a group made of several modules (page-chunks.ts), which has no facade module", () => {
    const grouped = [
      chunk('assets/main-1.js', [], '/app/src/main.tsx', true),
      chunk('assets/home-1.js', ['assets/page-kit-1.js'], ['/app/src/features/home/hero.tsx', '/app/src/routes/index.tsx?tsr-split=component']),
      chunk('assets/page-kit-1.js', [], ['/app/src/components/responsive-image.tsx']),
    ]
    expect(routeManifest(grouped, (file) => routeIds.get(file)).routes['/']).toEqual({
      scripts: [{ children: afterFirstPaint({ preloads: ['/assets/home-1.js', '/assets/page-kit-1.js'] }) }],
    })
  })

  it('refuses a bundle without exactly one entry, and a split component of a file no route owns', () => {
    expect(() => routeManifest(chunks.filter((c) => !c.isEntry), (file) => routeIds.get(file))).toThrow('expected one entry chunk, found 0')
    expect(() => routeManifest(chunks, () => undefined)).toThrow('/app/src/routes/about.tsx was split as a route component but is no route the generator knows')
  })

  it("names the entry's source for the development server", () => {
    expect(devManifest('/src/main.tsx')).toEqual({ routes: { __root__: { scripts: [{ attrs: { type: 'module', src: '/src/main.tsx' } }] } } })
  })
})
