// Issues and checks the public forms' proof-of-work challenges with altcha-lib (v2 API, its
// README "API Reference": createChallenge, verifySolution). A challenge is PBKDF2/SHA-256 in
// deterministic mode: the server picks the counter, signs the challenge and the derived key's
// prefix (HMAC-SHA-256), and the visitor's browser finds the counter again by trying each value,
// about CHALLENGE_MAX_COUNTER * 3/4 derivations of 1000 iterations. Checking costs one derivation.
// The HMAC keys are derived from LINK_SIGNING_SECRET with their own labels, so no other signature
// of the site can pass for a challenge's (and the deployment has no extra secret to keep).
import { createChallenge, type Challenge, randomInt, type Solution, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Config } from '../config.ts';

const ALGORITHM = 'PBKDF2/SHA-256';
const COST = 1000;
/** How long a visitor has between the challenge and sending the form. */
export const CHALLENGE_LIFETIME_SECONDS = 30 * 60;

const encoder = new TextEncoder();
async function labelledKey(secret: string, label: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(label)));
  return Array.from(mac, (b) => b.toString(16).padStart(2, '0')).join('');
}

const secrets = async (config: Config) => ({
  hmacSignatureSecret: await labelledKey(config.LINK_SIGNING_SECRET, 'altcha-challenge'),
  hmacKeySignatureSecret: await labelledKey(config.LINK_SIGNING_SECRET, 'altcha-derived-key'),
});

/** A new signed challenge, valid CHALLENGE_LIFETIME_SECONDS from `now`. */
export async function issueChallenge(config: Config, now: Date): Promise<Challenge> {
  const max = config.CHALLENGE_MAX_COUNTER;
  return createChallenge({
    algorithm: ALGORITHM,
    cost: COST,
    counter: randomInt(Math.ceil(max / 2), max),
    deriveKey,
    expiresAt: new Date(now.getTime() + CHALLENGE_LIFETIME_SECONDS * 1000),
    ...(await secrets(config)),
  });
}

export type Proof = { challenge: Challenge; solution: Solution };

/** The widget's payload (base64 of JSON {challenge, solution}), or null when it is not one. */
export function readProof(payload: string): Proof | null {
  try {
    const value: unknown = JSON.parse(atob(payload));
    if (typeof value !== 'object' || value === null) return null;
    const { challenge, solution } = value as Partial<Proof>;
    if (typeof challenge?.signature !== 'string' || typeof challenge.parameters !== 'object' || challenge.parameters === null) return null;
    if (challenge.parameters.algorithm !== ALGORITHM) return null;
    if (typeof solution?.counter !== 'number' || typeof solution.derivedKey !== 'string') return null;
    return { challenge, solution };
  } catch {
    return null;
  }
}

/**
 * The proof's challenge was signed here, has not expired at `now` and is solved. altcha-lib
 * reads the expiry against the process clock; `now` (the app's clock) is checked here too.
 */
export async function proofHolds(config: Config, proof: Proof, now: Date): Promise<boolean> {
  const expiresAt = proof.challenge.parameters.expiresAt;
  if (typeof expiresAt !== 'number' || expiresAt * 1000 <= now.getTime()) return false;
  try {
    const result = await verifySolution({ challenge: proof.challenge, solution: proof.solution, deriveKey, ...(await secrets(config)) });
    return result.verified;
  } catch {
    return false; // altcha-lib throws on malformed parameters: a refused proof, not a server error
  }
}
