// The `api` function the way Supabase's bundler sees it: a copy of supabase/functions outside
// the repository (no package.json, no node_modules above it), deno.json without
// `nodeModulesDir: "manual"`, and an empty Deno cache, so every `npm:` import comes from the
// registry. An import that resolves only through the repository's node_modules fails here
// (and would fail `supabase functions deploy`) instead of in production.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { functionEnv, loadConfig } from '../../../scripts/stack/config.ts';
import { root, spawnFunction } from '../../../scripts/stack/functions.ts';
import { freePort, waitForHttp } from '../../../scripts/stack/ports.ts';

const work = mkdtempSync(path.join(os.tmpdir(), 'bundled-functions-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** supabase/functions copied into a fresh folder, its deno.json without the local node_modules. */
function standaloneCopy(): string {
  const functionsDir = path.join(work, 'functions');
  cpSync(path.join(root, 'supabase/functions'), functionsDir, { recursive: true });
  const { nodeModulesDir: _local, ...config } = JSON.parse(readFileSync(path.join(functionsDir, 'deno.json'), 'utf8'));
  writeFileSync(path.join(functionsDir, 'deno.json'), JSON.stringify(config, null, 2));
  return functionsDir;
}

describe('the api function as Supabase bundles it', () => {
  it('starts from an empty Deno cache with npm: imports from the registry and answers /api/health', async () => {
    const functionsDir = standaloneCopy();
    const port = await freePort();
    const output: string[] = [];
    const config = { ...loadConfig({}), mailDir: path.join(work, 'mail') };
    const api = spawnFunction(
      'api',
      { ...functionEnv(config, inject('dbUrl'), port), DENO_DIR: path.join(work, 'deno-cache'), DENO_NO_UPDATE_CHECK: '1' },
      (line) => output.push(line),
      { functionsDir, cwd: work },
    );
    try {
      await waitForHttp(`http://127.0.0.1:${port}/api/health`, 240_000, api.alive).catch((error: Error) => {
        throw new Error(`${error.message}\n${output.slice(-30).join('\n')}`);
      });
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(res.status, output.join('\n')).toBe(200);
      expect(await res.json()).toMatchObject({ status: 'ok', database: 'up' });
    } finally {
      await api.stop();
    }
  }, 300_000);
});
