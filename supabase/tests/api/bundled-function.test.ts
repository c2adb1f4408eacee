// The `api` function as Supabase bundles it: the real CLI's `functions deploy api --use-api`
// (with the deploy plan's environment) uploads to a loopback Management API fake; the files it
// uploaded, exactly, are written to a fresh folder (no package.json, no node_modules above them)
// and run from there with an empty Deno cache, so every `npm:` import comes from the registry at
// the versions deno.lock pins. A deno.json that only works with the repository's node_modules,
// or a module the CLI does not upload, fails here instead of in production.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { DeployEnv, EnvRecord } from '../../../scripts/deploy/env.ts';
import { deployPlan } from '../../../scripts/deploy/plan.ts';
import { functionEnv, loadConfig } from '../../../scripts/stack/config.ts';
import { spawnFunction } from '../../../scripts/stack/functions.ts';
import { freePort, waitForHttp } from '../../../scripts/stack/ports.ts';
import { cliProject, DEPLOY_SAMPLE } from '../platform/cli-project.ts';
import { startManagementApiFake, type FunctionDeploy } from '../../../scripts/stand-ins/supabase-management-api.ts';

const work = mkdtempSync(path.join(os.tmpdir(), 'bundled-functions-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** What `supabase functions deploy api --use-api` uploads, run by the real CLI against the fake. */
async function uploadedApi(): Promise<FunctionDeploy> {
  const fake = await startManagementApiFake({ ref: DEPLOY_SAMPLE.SUPABASE_PROJECT_REF, token: DEPLOY_SAMPLE.SUPABASE_ACCESS_TOKEN });
  const project = cliProject(fake.url);
  try {
    const commands = deployPlan(DEPLOY_SAMPLE as DeployEnv & EnvRecord).flatMap((step) => step.commands);
    const command = (words: string) => commands.find((c) => c.argv.slice(2).join(' ').startsWith(words))!;
    for (const words of ['link', 'functions deploy api']) {
      const { argv, env } = command(words);
      const result = await project.run(argv.slice(2), env);
      if (result.code !== 0) throw new Error(`supabase ${argv.slice(2).join(' ')} exited ${result.code}:\n${result.output}`);
    }
    const deploy = fake.deploys.find((d) => d.slug === 'api');
    if (!deploy) throw new Error(`the CLI uploaded no api function; requests: ${fake.requests.map((r) => `${r.method} ${r.path}`).join(', ')}`);
    return deploy;
  } finally {
    project.dispose();
    await fake.close();
  }
}

describe('the api function as Supabase bundles it', () => {
  it('starts from exactly the files `functions deploy --use-api` uploads, with an empty Deno cache and no node_modules, and answers /api/health', async () => {
    const deploy = await uploadedApi();
    const bundle = path.join(work, 'bundle');
    for (const file of deploy.files) {
      const target = path.join(bundle, file.filename);
      expect(path.relative(bundle, target).startsWith('..'), file.filename).toBe(false);
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, file.text);
    }
    expect(deploy.metadata.entrypoint_path).toBe('supabase/functions/api/index.ts');
    expect(deploy.metadata.import_map_path).toBe('supabase/functions/deno.json');

    const port = await freePort();
    const output: string[] = [];
    const config = { ...loadConfig({}), mailDir: path.join(work, 'mail') };
    const api = spawnFunction(
      'api',
      { ...functionEnv(config, inject('dbUrl'), port), DENO_DIR: path.join(work, 'deno-cache'), DENO_NO_UPDATE_CHECK: '1' },
      (line) => output.push(line),
      { functionsDir: path.join(bundle, 'supabase/functions'), cwd: bundle, packages: 'registry' },
    );
    try {
      await waitForHttp(`http://127.0.0.1:${port}/api/health`, 240_000, api.alive).catch((error: Error) => {
        throw new Error(`${error.message}\n${output.slice(-30).join('\n')}`);
      });
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(res.status, output.join('\n')).toBe(200);
      // `status` also reports the scheduler's heartbeat, which depends on what other files ran: not this test's business
      expect(await res.json()).toMatchObject({ database: 'up', databaseTimeouts: true });
    } finally {
      await api.stop();
    }
  }, 300_000);
});
