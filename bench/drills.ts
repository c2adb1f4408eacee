// Fault drills against the running bench stack: PostgreSQL stopped under load, the mail
// transport failing for a while, and kill -9 of every stack process during writes.
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import postgres from 'postgres'
import { proofFor } from './proofs.ts'
import type { BenchStack } from './stack.ts'

export type DrillResult = { name: string; ok: boolean; detail: string }

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** Posts contact messages with unique subjects until stopped; remembers which were acknowledged. */
function writer(origin: string, tag: string, concurrency = 4) {
  const acknowledged: string[] = []
  const statuses = new Map<number, number>()
  let non2xxWithoutJson = 0
  let running = true
  let n = 0
  const loop = async () => {
    while (running) {
      const subject = `${tag} ${n++} ${Date.now()}`
      try {
        const altcha = await proofFor(origin)
        const r = await fetch(`${origin}/api/contact`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin },
          body: JSON.stringify({ name: 'Drill Writer', email: 'drill@example.org', subject, message: 'Written during a fault drill.', altcha }),
          signal: AbortSignal.timeout(10_000),
        })
        statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1)
        const isJson = (r.headers.get('content-type') ?? '').includes('application/json')
        if (r.status === 201) acknowledged.push(subject)
        else if (!isJson) non2xxWithoutJson++
        await r.body?.cancel()
      } catch {
        statuses.set(0, (statuses.get(0) ?? 0) + 1)
        await sleep(100)
      }
    }
  }
  const loops = Array.from({ length: concurrency }, loop)
  return {
    acknowledged,
    statuses,
    get nonJsonErrors() {
      return non2xxWithoutJson
    },
    stop: async () => {
      running = false
      await Promise.all(loops)
    },
  }
}

async function missing(dbUrl: string, subjects: string[]): Promise<number> {
  const sql = postgres(dbUrl, { max: 1, onnotice: () => {} })
  try {
    const [row] = await sql<{ found: number }[]>`
      select count(*)::int as found from public.contact_submissions where subject = any(${subjects})`
    return subjects.length - row!.found
  } finally {
    await sql.end()
  }
}

const summary = (statuses: Map<number, number>) => [...statuses].map(([s, n]) => `${s === 0 ? 'no answer' : s}×${n}`).join(', ')

export async function postgresOutage(stack: BenchStack): Promise<DrillResult> {
  const w = writer(stack.origin, 'pg-outage')
  await sleep(2000)
  stack.stopPostgres()
  await sleep(3000)
  const [during] = await Promise.all([fetch(`${stack.origin}/api/health`)])
  const downStatus = during.status
  const downBody = await during.json().catch(() => null)
  stack.startPostgres()
  const back = Date.now()
  let recoveredMs = -1
  while (Date.now() - back < 30_000) {
    const r = await fetch(`${stack.origin}/api/health`).catch(() => null)
    if (r?.status === 200) {
      recoveredMs = Date.now() - back
      break
    }
    await sleep(100)
  }
  await sleep(2000)
  await w.stop()
  const lost = await missing(stack.dbUrl, w.acknowledged)
  const ok = downStatus === 503 && downBody !== null && recoveredMs >= 0 && lost === 0 && w.nonJsonErrors === 0
  return {
    name: 'PostgreSQL stopped under load',
    ok,
    detail: `health while down: ${downStatus} ${JSON.stringify(downBody)}; recovered ${recoveredMs} ms after restart; answers: ${summary(w.statuses)}; acknowledged ${w.acknowledged.length}, lost ${lost}; non-JSON errors ${w.nonJsonErrors}`,
  }
}

export async function mailOutage(stack: BenchStack): Promise<DrillResult> {
  const sql = postgres(stack.dbUrl, { max: 1, onnotice: () => {} })
  try {
    const aside = `${stack.mailDir}.aside`
    rmSync(aside, { recursive: true, force: true })
    mkdirSync(stack.mailDir, { recursive: true })
    renameSync(stack.mailDir, aside)
    writeFileSync(stack.mailDir, 'not a directory: the file transport fails while this is here\n')
    const started = new Date()
    const w = writer(stack.origin, 'mail-outage', 2)
    await sleep(3000)
    await w.stop()
    await sleep(3000)
    const [pendingDuring] = await sql<{ n: number }[]>`
      select count(*)::int as n from public.email_outbox where created_at >= ${started} and status <> 'sent'`
    rmSync(stack.mailDir, { force: true })
    renameSync(aside, stack.mailDir)
    const recovered = Date.now()
    const deadline = recovered + 120_000
    let left = -1
    while (Date.now() < deadline) {
      const [row] = await sql<{ n: number }[]>`
        select count(*)::int as n from public.email_outbox where created_at >= ${started} and status <> 'sent'`
      left = row!.n
      if (left === 0) break
      await sleep(250)
    }
    const deliveredS = ((Date.now() - recovered) / 1000).toFixed(1)
    const [total] = await sql<{ n: number }[]>`select count(*)::int as n from public.email_outbox where created_at >= ${started}`
    return {
      name: 'Mail transport failing for a while',
      ok: pendingDuring!.n > 0 && left === 0,
      detail: `${w.acknowledged.length} messages acknowledged during the outage; ${pendingDuring!.n} mails queued while failing; ${total!.n - left} of ${total!.n} delivered ${left === 0 ? `${deliveredS} s after recovery` : 'within 120 s of recovery'}`,
    }
  } finally {
    await sql.end()
  }
}

export async function killNine(stack: BenchStack): Promise<DrillResult> {
  const w = writer(stack.origin, 'kill-9', 4)
  await sleep(2500)
  stack.killAll()
  await sleep(500)
  await w.stop()
  await stack.start()
  const lost = await missing(stack.dbUrl, w.acknowledged)
  return {
    name: 'kill -9 of the whole stack during writes',
    ok: lost === 0 && w.acknowledged.length > 0,
    detail: `acknowledged ${w.acknowledged.length} before the kill; missing after restart: ${lost}`,
  }
}
