// One stack per data directory: a second `npm start` is refused instead of sharing (and
// corrupting) the same PostgreSQL data.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/**
 * Whether the stack that wrote the lock still runs. A stack killed with kill -9 can linger as a
 * zombie until its (re-parented) process is reaped, and signal 0 still reaches a zombie: on Linux
 * its /proc state ('Z') says it has ended (the bench's kill -9 drill restarted into that gap).
 */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
  } catch {
    return false
  }
  try {
    // /proc/<pid>/stat: "pid (command) state …"; the command may hold spaces and parentheses
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return stat[stat.lastIndexOf(')') + 2] !== 'Z'
  } catch {
    return true // no /proc (not Linux): signal 0 is all there is
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
