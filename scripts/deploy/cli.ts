// `npm run deploy [-- --env-file F] [--dry-run] [--from STEP]`: validate .env.production, then
// run the plan (scripts/deploy/plan.ts). Exit 2: refused before anything ran; 1: a step failed.
import { existsSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { root } from '../stack/functions.ts'
import { deployProblems, readEnvFile, type DeployEnv, type EnvRecord } from './env.ts'
import { deployPlan, STEP_NAMES } from './plan.ts'
import { runPlan, type Executor } from './run.ts'

const DEFAULT_ENV_FILE = '.env.production'

export async function deploy(args: string[], exec: Executor, print: (line: string) => void = console.log): Promise<number> {
  let values
  try {
    ;({ values } = parseArgs({
      args,
      options: { 'env-file': { type: 'string', default: DEFAULT_ENV_FILE }, 'dry-run': { type: 'boolean' }, from: { type: 'string' } },
    }))
  } catch (error) {
    print(`${(error as Error).message}\nUsage: npm run deploy -- [--env-file F] [--dry-run] [--from ${STEP_NAMES.join('|')}]`)
    return 2
  }
  const envFile = values['env-file']
  const file = path.resolve(root, envFile)
  if (!existsSync(file)) {
    print(`Refused: ${envFile} not found. Copy .env.production.example to ${envFile} and fill it in.`)
    return 2
  }
  const env = readEnvFile(file)
  const problems = deployProblems(env, readEnvFile(path.join(root, '.env.example')))
  if (problems.length > 0) {
    print(`Refused: ${envFile} is not safe to deploy (nothing was run):`)
    for (const problem of problems) print(`  ${problem}`)
    return 2
  }
  const rerun = `npm run deploy --${envFile === DEFAULT_ENV_FILE ? '' : ` --env-file ${envFile}`}`
  if (!values['dry-run']) print(`Deploying with ${envFile} to ${env.SITE_URL} (Supabase project ${env.SUPABASE_PROJECT_REF}).`)
  return runPlan({ steps: deployPlan(env as DeployEnv & EnvRecord), exec, print, dryRun: values['dry-run'], from: values.from, rerun })
}
