// npm run deploy: see scripts/deploy/cli.ts and the README's "Deploy".
import { deploy } from './deploy/cli.ts'
import { processExecutor } from './deploy/executor.ts'

process.exitCode = await deploy(process.argv.slice(2), processExecutor)
