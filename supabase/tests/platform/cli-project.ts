// Runs the real supabase CLI (node_modules/.bin/supabase) on a throwaway copy of this project's
// supabase/ folder, pointed at a loopback Management API fake: no credentials, no network. The
// CLI takes its API base URL from its profile (SUPABASE_PROFILE, a YAML file with api_url,
// dashboard_url, project_host: apps/cli/src/legacy/shared/legacy-profile.ts in the CLI's source),
// its token from SUPABASE_ACCESS_TOKEN; telemetry is switched off (SUPABASE_TELEMETRY_DISABLED,
// DO_NOT_TRACK) and HOME is a fresh folder, so nothing of the developer's login is read.
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from '../../../scripts/stack/functions.ts';

export const supabaseBin = path.join(root, 'node_modules/.bin/supabase');

export type CliResult = { code: number | null; output: string };

export type CliProject = {
  dir: string;
  /** runs `supabase <args>` in the copy with env added; stdin is closed (no prompt can wait) */
  run: (args: string[], env?: Record<string, string>) => Promise<CliResult>;
  dispose: () => void;
};

/** A copy of supabase/ (config, migrations, functions, templates) in a fresh folder. */
export function cliProject(apiUrl?: string): CliProject {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'supabase-cli-'));
  for (const part of ['config.toml', 'migrations', 'functions', 'templates', 'seed.sql', 'seed-spanish']) {
    cpSync(path.join(root, 'supabase', part), path.join(dir, 'supabase', part), { recursive: true });
  }
  const home = path.join(dir, '.home');
  mkdirSync(home);
  const base: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: home,
    SUPABASE_TELEMETRY_DISABLED: '1',
    DO_NOT_TRACK: '1',
    NO_COLOR: '1',
  };
  if (apiUrl) {
    const profile = path.join(dir, '.profile.yaml');
    writeFileSync(profile, `name: loopback-fake\napi_url: ${apiUrl}\ndashboard_url: ${apiUrl}/dashboard\nproject_host: supabase.test\n`);
    base.SUPABASE_PROFILE = profile;
  }
  return {
    dir,
    run: (args, env = {}) =>
      new Promise((resolve) => {
        const child = spawn(supabaseBin, args, { cwd: dir, env: { ...base, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
        let output = '';
        child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
        child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
        child.on('error', (error) => resolve({ code: null, output: `${output}\n${error.message}` }));
        child.on('close', (code) => resolve({ code, output }));
      }),
    dispose: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** A .env.production-like record that `npm run deploy` accepts (no real credentials). */
export const DEPLOY_SAMPLE: Record<string, string> = {
  SUPABASE_PROJECT_REF: 'abcdefghijklmnopqrst',
  SUPABASE_ACCESS_TOKEN: 'sbp_0123456789abcdef0123456789abcdef01234567',
  SUPABASE_DB_URL: 'postgresql://postgres.abcdefghijklmnopqrst:db-password-0123456789@aws-0-us-east-1.pooler.supabase.com:5432/postgres',
  SUPABASE_SERVICE_ROLE_KEY: 'sb_secret_0123456789abcdefghij_KLMNOPQRST',
  SITE_URL: 'https://www.brightpath.example',
  AUTH_MODE: 'supabase',
  JWT_SECRET: 'jwt-secret-0123456789abcdefghijklmnopqrstuvwxyz',
  LINK_SIGNING_SECRET: 'link-secret-0123456789abcdefghijklmnopqrstuvwxyz',
  PROXY_SIGNING_SECRET: 'proxy-secret-0123456789abcdefghijklmnopqrstuvwxyz',
  MAIL_TRANSPORT: 'resend',
  RESEND_API_KEY: 're_resend_key_0123456789abcdefghij',
  MAIL_FROM: 'Bright Path "Support" <no-reply@brightpath.example>',
  ORG_NAME: 'Bright Path Support Services',
};
