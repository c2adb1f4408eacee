declare module 'vitest' {
  export interface ProvidedContext {
    dbUrl: string
    apiUrl: string
    mailDir: string
    /** where the Storage stand-in keeps the files: <storageDir>/<bucket>/<name> */
    storageDir: string
    /** the Storage stand-in's API, http://127.0.0.1:<port>/storage/v1 */
    storageUrl: string
    testConfig: { jwtSecret: string; linkSigningSecret: string }
  }
}
export {}
