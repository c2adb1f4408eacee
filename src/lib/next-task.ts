type YieldingScheduler = { yield?: () => Promise<void> }

/**
 * Resolves in a later task, so that the browser can handle a tap or a key and paint in between:
 * scheduler.yield() where the browser has it (it resumes ahead of other queued work), else a
 * zero-delay timer.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0))
}
