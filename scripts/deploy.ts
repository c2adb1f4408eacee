// npm run deploy: see scripts/deploy/cli.ts and docs/deploy.md.
import { deploy } from './deploy/cli.ts'
import { processExecutor } from './deploy/executor.ts'

process.exitCode = await deploy(process.argv.slice(2), processExecutor)
