// `npm test`'s start step: runs `npm start` as the README tells a newcomer to (the package script,
// the Vite development server), on ports of its own and a fresh data folder under .local/, then
// opens one page of every kind in Chromium (start-check-pages.ts) and fails on any 5xx answer,
// console error or uncaught exception, or a page whose app does not start; then stops the stack
// with Ctrl-C's signal (SIGINT to its process group) and checks that every process of it ends.
// Every end-to-end spec runs the production build; this is the one check of the development server.
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import path from 'node:path'
import { chromium, type Browser } from '@playwright/test'
import { desktop } from '../../playwright.config.ts'
import { watchPolicy } from '../../e2e/support/policy.ts'
import { isHydrated } from '../../e2e/support/hydration.ts'
import { signIn } from '../../e2e/admin/support.ts'
import { root } from '../stack/functions.ts'
import { freePort, isPortFree, waitForHttp } from '../stack/ports.ts'
import { pagesOfEveryKind, type PageToVisit } from './start-check-pages.ts'

const READY_TIMEOUT_MS = 180_000
/** The development server transforms a page's modules on its first request: the first page waits longest. */
const PAGE_TIMEOUT_MS = 120_000
const STOP_TIMEOUT_MS = 30_000
const STARTED = 'html[data-app-started]'
// The browser and the page as the end-to-end tests have them (playwright.config.ts's desktop project).
const { launchOptions, defaultBrowserType: _browserType, ...contextOptions } = desktop.use
const admin = { email: 'start-check@example.org', password: 'start-check-admin-password' }

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`

async function distinctFreePorts(count: number): Promise<number[]> {
  const ports = new Set<number>()
  while (ports.size < count) ports.add(await freePort())
  return [...ports]
}

type Exit = { code: number | null; signal: NodeJS.Signals | null }

/** `npm start`, in a process group of its own (as a terminal runs it), its output kept. */
function npmStart(env: NodeJS.ProcessEnv): { child: ChildProcess; output: string[]; exited: Promise<Exit> } {
  const child = spawn('npm', ['start'], { cwd: root, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] })
  const output: string[] = []
  for (const stream of [child.stdout!, child.stderr!]) stream.setEncoding('utf8').on('data', (chunk: string) => output.push(chunk))
  const exited = new Promise<Exit>((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })))
  return { child, output, exited }
}

function untilReady(output: string[], exited: Promise<Exit>): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`npm start printed no "Ready" within ${READY_TIMEOUT_MS / 1000} s.`)), READY_TIMEOUT_MS)
    const poll = setInterval(() => {
      if (/Ready in [\d.]+ s/.test(output.join(''))) {
        clearInterval(poll)
        clearTimeout(timer)
        resolve()
      }
    }, 100)
    void exited.then(({ code, signal }) => {
      clearInterval(poll)
      clearTimeout(timer)
      reject(new Error(`npm start exited (${signal ?? `code ${code}`}) before it printed "Ready".`))
    })
  })
}

const groupAlive = (pid: number) => {
  try {
    process.kill(-pid, 0)
    return true
  } catch {
    return false
  }
}

/** Ctrl-C: SIGINT to the whole process group; resolves to what went wrong, or nothing. */
async function stop(pid: number, exited: Promise<Exit>, output: string[], ports: number[]): Promise<string[]> {
  const problems: string[] = []
  const since = performance.now()
  const before = output.length
  process.kill(-pid, 'SIGINT')
  const exit = await Promise.race([exited, new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), STOP_TIMEOUT_MS))])
  // npm ends on the signal itself (as in a terminal); what it ran must not report a failure meanwhile.
  if (exit === 'timeout') problems.push(`npm start did not exit within ${STOP_TIMEOUT_MS / 1000} s of SIGINT.`)
  else if (exit.signal !== 'SIGINT' && exit.code !== 0) problems.push(`npm start ended with ${exit.signal ?? `code ${exit.code}`} on SIGINT (expected 0 or SIGINT).`)
  const deadline = Date.now() + STOP_TIMEOUT_MS
  while (groupAlive(pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200))
  if (groupAlive(pid)) {
    problems.push(`processes of npm start's group (${pid}) still ran ${STOP_TIMEOUT_MS / 1000} s after SIGINT; killed.`)
    process.kill(-pid, 'SIGKILL')
  }
  const said = output.slice(before).join('').trim()
  if (/error|exited|could not/i.test(said)) problems.push(`npm start reported a failure while it stopped: ${said.slice(0, 500)}`)
  for (const port of ports) if (!(await isPortFree(port))) problems.push(`port ${port} is still taken after the stack stopped.`)
  console.log(`stopped in ${seconds(since)}`)
  return problems
}

/**
 * React's development build (19.3, react/react#37104 and #37491) warns when a component suspended
 * on use() and later rendered without calling it. TanStack Router's lazyRouteComponent does that
 * (@tanstack/react-router lazyRouteComponent.js: `if (!comp) use(load())`) when a route's split
 * pendingComponent shows while its data loads, which the development server's pages do (they
 * carry no data). It is the library's, development-only, and names the router's Lazy in its stack.
 * Matched by React's words, not by how e2e/support/policy.ts prefixes a console message.
 */
const tanStackLazyUseWarning = (problem: string) =>
  problem.includes('Error: This library called use() to suspend in a previous render') && /at Lazy \(\S*@tanstack_react-router\.js/.test(problem)

/** Opens one page in a context of its own; returns what went wrong on it. */
async function visit(browser: Browser, origin: string, target: PageToVisit): Promise<string[]> {
  const context = await browser.newContext({ ...contextOptions, baseURL: origin })
  const page = await context.newPage()
  page.setDefaultTimeout(PAGE_TIMEOUT_MS)
  const problems = await watchPolicy(page)
  page.on('response', (res) => {
    if (res.status() >= 500) problems.push(`${res.request().method()} ${res.url()} answered ${res.status()}`)
  })
  const since = performance.now()
  let status = '---'
  try {
    const res = await page.goto(target.signIn ? '/admin/login' : target.path)
    status = String(res?.status() ?? '---')
    if (res && res.status() >= 500) {
      // an error page has no app to wait for
      throw new Error(`the page answered ${res.status()}: ${(await res.text()).replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 300)}`)
    }
    await page.locator(STARTED).waitFor({ state: 'attached' })
    if (target.signIn) {
      await signIn(page, admin)
      await page.waitForURL((url) => url.pathname === target.path)
    }
    const main = page.getByRole('main')
    if (!(await isHydrated(main))) problems.push('the app marked itself started, but React does not manage the page\'s <main>')
    const heading = main.getByRole('heading', { level: 1 }).first()
    await heading.waitFor({ state: 'visible' })
    const text = (await heading.textContent())?.trim()
    if (target.heading && text !== target.heading) problems.push(`its heading is "${text}", not "${target.heading}"`)
    // Requests the page makes once it has started (content, images) answer before it is judged.
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {})
  } catch (error) {
    problems.push(`it did not start: ${(error as Error).message.split('\n')[0]}`)
  }
  const failures = problems.filter((problem) => !tanStackLazyUseWarning(problem))
  const tolerated = problems.length - failures.length
  const note = `${failures.length ? '  FAIL' : ''}${tolerated ? `  (TanStack Router's conditional use() warning ×${tolerated})` : ''}`
  console.log(`${status.padEnd(4)} ${target.kind.padEnd(20)} ${target.path.padEnd(48)} ${seconds(since).padStart(7)}${note}`)
  await context.close()
  return failures
}

async function main(): Promise<number> {
  const begun = performance.now()
  const [port, apiPort, dbPort] = await distinctFreePorts(3)
  const origin = `http://localhost:${port}`
  mkdirSync(path.join(root, '.local'), { recursive: true })
  const dataDir = mkdtempSync(path.join(root, '.local', 'start-check-'))
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    API_PORT: String(apiPort),
    DB_PORT: String(dbPort),
    LOCAL_DATA_DIR: dataDir,
    SITE_URL: origin,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
  }
  for (const name of ['MAIL_DIR', 'WEB_DIST_DIR', 'STACK_QUIET']) delete env[name]
  console.log(`npm start on ${origin} (api ${apiPort}, db ${dbPort}), data in ${path.relative(root, dataDir)}`)
  const { child, output, exited } = npmStart(env)
  const failures: string[] = []
  let browser: Browser | undefined
  try {
    await untilReady(output, exited)
    await waitForHttp(`${origin}/api/health`, 30_000)
    console.log(`ready in ${seconds(begun)}`)
    const pages = await pagesOfEveryKind(origin)
    browser = await chromium.launch(launchOptions)
    const since = performance.now()
    for (const target of pages) {
      for (const problem of await visit(browser, origin, target)) failures.push(`${target.kind} (${target.path}): ${problem.split('\n')[0]!.slice(0, 400)}`)
    }
    console.log(`${pages.length} pages in ${seconds(since)}`)
  } catch (error) {
    failures.push((error as Error).message)
  } finally {
    await browser?.close()
  }
  failures.push(...(child.pid ? await stop(child.pid, exited, output, [port!, apiPort!, dbPort!]) : ['npm start did not start']))
  console.log(`start check: ${seconds(begun)} in all`)
  if (failures.length > 0) {
    console.error(`\nnpm start's output:\n${output.join('').split('\n').slice(-60).join('\n')}`)
    console.error(`\nThe development server (npm start) failed ${failures.length} check(s):`)
    for (const failure of failures) console.error(`  ✘ ${failure}`)
    console.error(`(its data is kept in ${dataDir})`)
    return 1
  }
  rmSync(dataDir, { recursive: true, force: true })
  console.log('npm start: every page kind answered, started and logged no error')
  return 0
}

process.exit(await main())
