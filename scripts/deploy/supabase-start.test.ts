// `supabase start` (the Docker stack docs/development.md offers to those who have Docker) reads
// supabase/config.toml with supabase/.env.example's values and stops only for want of a Docker
// daemon. DOCKER_HOST points at a socket that does not exist, so this never starts containers,
// even on a machine that has Docker.
import { copyFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { cliProject } from '../../supabase/tests/platform/cli-project.ts'
import { root } from '../stack/functions.ts'

const project = cliProject()
afterAll(() => project.dispose())

describe('supabase start with this project\'s config.toml', () => {
  it('stops only because no Docker daemon answers here (DOCKER_HOST is a socket that does not exist)', async () => {
    // docs/development.md's step: cp supabase/.env.example supabase/.env
    copyFileSync(path.join(root, 'supabase/.env.example'), path.join(project.dir, 'supabase/.env'))
    const socket = path.join(project.dir, 'no-docker.sock')
    const { code, output } = await project.run(['start'], { DOCKER_HOST: `unix://${socket}` })
    expect(code, output).not.toBe(0)
    const complaints = output.split('\n').map((line) => line.trim()).filter((line) => line && !line.startsWith('Try rerunning the command with --debug'))
    expect(complaints, output).toEqual([`failed to inspect container health: Cannot connect to the Docker daemon at unix://${socket}. Is the docker daemon running?`])
  }, 120_000)
})
