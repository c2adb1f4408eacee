import { describe, expect, it } from 'vitest'
import type { Rollup } from 'vite'
import { adminRoutePreload } from './admin-preload.ts'

const chunk = (fileName: string, moduleIds: string[]) => ({ type: 'chunk', fileName, moduleIds }) as unknown as Rollup.OutputChunk

describe('adminRoutePreload', () => {
  it('lists only CSS with an admin screen’s chunk and every dependency with a public page’s', () => {
    const { plugin, resolveDependencies } = adminRoutePreload()
    const bundle = {
      a: chunk('assets/newsletter-1.js', ['/repo/src/routes/admin/_shell/newsletter.tsx?tsr-split=component']),
      b: chunk('assets/login-2.js', ['/repo/src/routes/admin/login.tsx?tsr-split=component']),
      c: chunk('assets/contact-3.js', ['/repo/src/routes/contact.tsx?tsr-split=component', '/repo/src/features/admin/x.ts']),
    }
    const generateBundle = plugin.generateBundle as (options: unknown, bundle: unknown) => void
    generateBundle.call({}, {}, bundle)
    const deps = ['assets/table-4.js', 'assets/admin-5.css', 'assets/dialog-6.js']
    expect(resolveDependencies('assets/newsletter-1.js', deps)).toEqual(['assets/admin-5.css'])
    expect(resolveDependencies('assets/login-2.js', deps)).toEqual(['assets/admin-5.css'])
    expect(resolveDependencies('assets/contact-3.js', deps)).toEqual(deps)
  })
})
