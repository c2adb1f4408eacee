// Types shared by the Hono app and every route file.
import type { Context } from 'hono';
import type { Config } from '../config.ts';
import type { Sql } from '../db/pool.ts';
import type { AuthPort, Claims } from '../auth/port.ts';

export interface AppDeps {
  config: Config;
  /**
   * The pool of /api's own role, api_runtime (the service role's grants, not audit_log's owner);
   * requests reach data through withCaller, privileged helpers directly. auth.* only through the
   * private functions made for it (migration 20261208100000).
   */
  sql: Sql;
  auth: AuthPort;
  clock: () => Date;
  log: (message: string, detail?: Record<string, unknown>) => void;
  /**
   * Keeps the function running for work its answer does not wait for (Supabase's
   * EdgeRuntime.waitUntil); absent where the process outlives the answer anyway (Deno.serve, tests).
   */
  waitUntil?: (work: Promise<unknown>) => void;
}

/** The verified caller of a request; absent for anonymous visitors. */
export interface Caller {
  userId: string;
  email: string;
  claims: Claims;
  /** The session's tokens when the cookies carried both (the second step's calls need them). */
  tokens?: { accessToken: string; refreshToken: string };
}

export type AppEnv = {
  Bindings: { remoteAddr?: string };
  Variables: {
    deps: AppDeps;
    caller: Caller | null;
    /** The request carried a session the identity provider could not check just now. */
    sessionUndecided: boolean;
    requestId: string;
    /** The request carries a valid signature of our edge (http/proxy-signature.ts). */
    edgeSigned: boolean;
    ip: string;
  };
};

export type AppContext = Context<AppEnv>;
