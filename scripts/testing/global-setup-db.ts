import type { TestProject } from 'vitest/node'
import { startTestDatabase } from './database.ts'

export default async function setup(project: TestProject) {
  const db = await startTestDatabase()
  project.provide('dbUrl', db.url)
  return () => db.dispose()
}
