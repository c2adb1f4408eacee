// The generator scripts/stack/system-in-steps.ts exports from Chakra's system module: the steps of
// createSystem, pausing after each large one.
declare module 'virtual:chakra-system-in-steps' {
  import type { SystemConfig, SystemContext } from '@chakra-ui/react/styled-system'
  export function createSystemInSteps(...configs: SystemConfig[]): Generator<undefined, SystemContext, undefined>
}
