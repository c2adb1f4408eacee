// Who may start a drain of the `notify` function. It is deployed without the gateway's JWT check
// (supabase/config.toml `[functions.notify] verify_jwt = false`): Supabase's new API keys
// (sb_secret_…) are not JWTs, so the gateway could not pass a cron job holding one
// (supabase.com/docs/guides/functions/auth-headers). Instead the function checks a secret of its
// own: NOTIFY_SECRET, which the deploy sets in the functions' secrets and in Vault, where the
// pg_cron job reads it (private.invoke_notify(), migration 20261126100000_notify_secret.sql) and
// sends it in the NOTIFY_SECRET_HEADER.
//
// Answers of the drain endpoint: 200 with the drain's counts, 401 without the secret (or with
// another), 405 for a method other than POST, 503 when the drain fails or the function is
// misconfigured (no NOTIFY_SECRET, or an unsafe environment: config.ts misconfiguration()).
export const NOTIFY_SECRET_HEADER = 'x-notify-secret';
export const MIN_NOTIFY_SECRET_LENGTH = 32;

/** The line naming what is wrong with NOTIFY_SECRET (never its value); null when it will do. */
export function notifySecretProblem(secret: string | undefined): string | null {
  const value = secret?.trim() ?? '';
  const fix = `npm run deploy sets it (step vault); elsewhere set NOTIFY_SECRET to at least ${MIN_NOTIFY_SECRET_LENGTH} random characters, the same value as the Vault secret notify_secret`;
  if (!value) return `Server misconfigured: NOTIFY_SECRET is not set: ${fix}`;
  if (value.length < MIN_NOTIFY_SECRET_LENGTH) return `Server misconfigured: NOTIFY_SECRET is shorter than ${MIN_NOTIFY_SECRET_LENGTH} characters: ${fix}`;
  return null;
}

const digest = async (text: string) => new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));

/**
 * True when `given` is `expected`, in a time that depends on neither: both are hashed first
 * (equal lengths), then every byte is compared.
 */
export async function sameSecret(given: string | null | undefined, expected: string): Promise<boolean> {
  const [a, b] = await Promise.all([digest(given ?? ''), digest(expected)]);
  let difference = given == null ? 1 : 0;
  for (let i = 0; i < a.length; i++) difference |= a[i]! ^ b[i]!;
  return difference === 0;
}

export type DrainCall = () => Promise<unknown>;

/** The drain endpoint: POST with the secret runs `drain` and answers its counts. */
export function notifyHandler(secret: string, drain: DrainCall, logError: (line: string) => void = console.error) {
  return async (req: Request): Promise<Response> => {
    if (req.method !== 'POST') return Response.json({ error: 'Use POST to drain the outbox' }, { status: 405 });
    if (!(await sameSecret(req.headers.get(NOTIFY_SECRET_HEADER), secret))) {
      return Response.json({ error: 'Unauthorized' }, { status: 401 });
    }
    try {
      return Response.json(await drain());
    } catch (err) {
      logError(`notify: drain failed: ${err instanceof Error ? err.message : String(err)}`);
      return Response.json({ error: 'Drain failed' }, { status: 503 });
    }
  };
}

/** Every request of a misconfigured function: 503, as `api` answers. */
export const misconfiguredHandler = async (): Promise<Response> => Response.json({ error: 'Server misconfigured' }, { status: 503 });
