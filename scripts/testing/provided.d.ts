declare module 'vitest' {
  export interface ProvidedContext {
    dbUrl: string
    apiUrl: string
    mailDir: string
    /** where the Storage stand-in keeps the files: <storageDir>/<bucket>/<name> */
    storageDir: string
    testConfig: { jwtSecret: string; linkSigningSecret: string }
  }
}
export {}
