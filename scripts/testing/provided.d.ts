declare module 'vitest' {
  export interface ProvidedContext {
    dbUrl: string
    apiUrl: string
    mailDir: string
    testConfig: { jwtSecret: string; linkSigningSecret: string }
  }
}
export {}
