// Runs a function's entry point the way Supabase's edge-runtime runs it, as far as
// scripts/stand-ins/edge-runtime-user-worker.ts stands in for the runtime's differences from plain Deno.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { denoBin, root } from '../../../../scripts/stack/functions.ts';

const preload = fileURLToPath(new URL('../../../../scripts/stand-ins/edge-runtime-user-worker.ts', import.meta.url));

export type Worker = { process: ChildProcess; output: string[]; exited: () => boolean; stop: () => Promise<void> };

export function spawnUserWorker(name: 'api' | 'notify', env: Record<string, string>): Worker {
  const functionsDir = path.join(root, 'supabase/functions');
  const child = spawn(
    denoBin,
    ['run', '--allow-all', '--no-prompt', '--node-modules-dir=manual', '--config', path.join(functionsDir, 'deno.json'),
      '--preload', preload, path.join(functionsDir, name, 'index.ts')],
    { cwd: root, env: { ...process.env, NO_COLOR: '1', ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const output: string[] = [];
  let exited = false;
  child.on('exit', () => (exited = true));
  const collect = (chunk: Buffer) => output.push(...chunk.toString('utf8').split('\n').filter((line) => line.trim()));
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  return {
    process: child,
    output,
    exited: () => exited,
    stop: () => new Promise<void>((resolve) => {
      if (exited) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 3000).unref();
    }),
  };
}
