// One stack per data directory: a second `npm start` is refused instead of sharing (and
// corrupting) the same PostgreSQL data.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

export function acquireStackLock(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true })
  const file = path.join(dataDir, 'stack.pid')
  if (existsSync(file)) {
    const pid = Number(readFileSync(file, 'utf8'))
    if (pid && pid !== process.pid && isRunning(pid)) {
      throw new Error(`The local stack is already running (process ${pid}) with data in ${dataDir}. Stop it with Ctrl-C first, or open the site it serves.`)
    }
  }
  writeFileSync(file, String(process.pid))
  return () => rmSync(file, { force: true })
}
