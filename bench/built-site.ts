// The production build the bench measures, written from the database the bench's stack serves, as
// a deploy's build reads the project's API: a build from another database (other ids) made every
// list remount its items when it revalidated on load, a cost no visitor pays.
import { measureBundle, type BundleReport } from './bundle.ts'
import type { BenchStack } from './stack.ts'

/** Builds dist/ from a fresh stack's content (the stack is stopped again) and returns the bundle figures. */
export async function buildFromFreshStack(stack: BenchStack, log: (line: string) => void): Promise<BundleReport> {
  log('stack: starting the local stack the build reads its content from')
  await stack.start({ fresh: true, dev: true })
  try {
    log('bundle: building the site')
    return await measureBundle()
  } finally {
    await stack.stop()
  }
}
