// The human check's solutions the bench's own posts carry (the contact load, the registration
// race, the drills' writers), solved as the form's widget solves them (scripts/testing/proof-of-work.ts).
// The bench stack asks for an easy proof (CHALLENGE_MAX_COUNTER in stack.ts), so solving one takes
// milliseconds; the server's side (the signature, the spent-challenge row) costs what it costs a visitor.
import { solvedProof } from '../scripts/testing/proof-of-work.ts'

/** The proof-of-work difficulty of the bench's stack. */
export const BENCH_CHALLENGE_MAX_COUNTER = '10'

/** One solution of a fresh challenge of the stack at `origin`. */
export async function proofFor(origin: string): Promise<string> {
  const res = await fetch(`${origin}/api/challenge`, { headers: { origin } })
  return solvedProof(res.status, () => res.json())
}

/** `count` solutions, solved before a measurement so the measured requests carry them ready. */
export async function proofsFor(origin: string, count: number): Promise<string[]> {
  const proofs: string[] = []
  while (proofs.length < count) {
    proofs.push(...(await Promise.all(Array.from({ length: Math.min(20, count - proofs.length) }, () => proofFor(origin)))))
  }
  return proofs
}
