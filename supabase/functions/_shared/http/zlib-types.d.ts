// The slice of node:zlib the API uses. Deno type-checks against this file (its node:
// types come from @types/node, which `deno check` cannot resolve here, as with nodemailer);
// Node's tsc still uses @types/node.
export function gzipSync(data: Uint8Array): Uint8Array<ArrayBuffer>;
