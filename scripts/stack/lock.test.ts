import { spawn } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { isRunning } from './lock.ts'

describe('the stack lock', () => {
  it('counts a live process as running, and one killed but not yet reaped (a zombie) as ended', async () => {
    const child = spawn('sleep', ['30'])
    const pid = child.pid!
    expect(isRunning(pid)).toBe(true)
    // Node reaps its child only when the event loop runs: until then the killed process is a zombie.
    process.kill(pid, 'SIGKILL')
    const deadline = Date.now() + 5000
    while (Date.now() < deadline && isRunning(pid)) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20)
    expect(isRunning(pid)).toBe(false)
    await new Promise((resolve) => child.once('exit', resolve))
    expect(isRunning(pid)).toBe(false)
  })
})
