// HTTP helpers for the API tests: a same-origin JSON client with a cookie jar. Like the app, it
// sends a public form's JSON with a solved proof-of-work (human-proof.ts) unless the body names
// its own `altcha` (the tests of the check itself).
import { inject } from 'vitest';
import { humanProof, needsProof } from './human-proof.ts';

export const apiUrl = () => inject('apiUrl');
export const ORIGIN = 'http://localhost:5173';

/** Parsed response bodies: tests assert on them field by field or parse them with the contract. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the one loose type of the API tests
export type Body = any;

export interface Answer<T = Body> {
  status: number;
  body: T;
  headers: Headers;
}

let ipCounter = 0;
/**
 * A fresh client address, so per-IP rate limits of one test do not leak into another: its 32 bits
 * are this process's id (under 2^15, Linux's default pid_max) and a counter. Each test file runs in
 * a process of its own, and the rate-limit windows outlast the run, so the whole id goes in: the
 * id modulo 200 used before gave files of one run the same addresses (a login refused for another
 * file's wrong passwords).
 */
export const freshIp = () => {
  const n = (process.pid % 2 ** 15) * 2 ** 17 + (++ipCounter % 2 ** 17);
  return [24, 16, 8, 0].map((shift) => Math.floor(n / 2 ** shift) % 256).join('.');
};

/** Sends one request to /api: by default over HTTP to the Deno function, or to an in-process app. */
export type Send = (path: string, init: RequestInit) => Response | Promise<Response>;
const overHttp: Send = (path, init) => fetch(apiUrl() + path, init);

const isJsonObject = (body: unknown): body is Record<string, unknown> =>
  typeof body === 'object' && body !== null && !(body instanceof Blob) && !Array.isArray(body);

export class Client {
  cookies = new Map<string, string>();
  constructor(readonly ip = freshIp(), private readonly send: Send = overHttp) {}

  async request<T = Body>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer<T>> {
    const h: Record<string, string> = { origin: ORIGIN, 'x-forwarded-for': this.ip, ...headers };
    if (body !== undefined) h['content-type'] ??= 'application/json';
    if (needsProof(method, path) && isJsonObject(body) && !('altcha' in body)) body = { ...body, altcha: await humanProof((p) => this.send(p, { headers: { 'x-forwarded-for': this.ip } })) };
    if (this.cookies.size) h.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await this.send(path, {
      method,
      // An answer is what /api said: a form post's 303 to a page of the site is not followed.
      redirect: 'manual',
      headers: h,
      body: body === undefined ? undefined : typeof body === 'string' || body instanceof Blob ? body : JSON.stringify(body),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq);
      const value = pair!.slice(eq + 1);
      if (value === '' || /max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON: keep the text */
    }
    return { status: res.status, body: parsed as T, headers: res.headers };
  }
  get<T = Body>(path: string, headers?: Record<string, string>) {
    return this.request<T>('GET', path, undefined, headers);
  }
  post<T = Body>(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.request<T>('POST', path, body, headers);
  }
  patch<T = Body>(path: string, body?: unknown) {
    return this.request<T>('PATCH', path, body);
  }
  delete<T = Body>(path: string) {
    return this.request<T>('DELETE', path);
  }
}
