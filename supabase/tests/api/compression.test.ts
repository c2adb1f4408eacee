// /api answers are compressed when the client accepts it (Lighthouse: uses-text-compression)
// and byte-identical once decoded; small answers and clients that do not ask get the plain body.
import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptsGzip, MIN_COMPRESS_BYTES } from '../../functions/_shared/http/compress.ts';
import { apiUrl, ORIGIN } from './http.ts';

function rawGet(path: string, acceptEncoding: string): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(apiUrl() + path, { headers: { origin: ORIGIN, 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('response compression', () => {
  it('gzips JSON for clients that accept it, and the decoded body is the plain one', async () => {
    const plain = await rawGet('/services', 'identity');
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const services = JSON.parse(plain.body.toString('utf8'));
    expect(services.length).toBeGreaterThan(0);

    const gzipped = await rawGet('/services', 'gzip, deflate, br');
    expect(gzipped.status).toBe(200);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(String(gzipped.headers.vary)).toMatch(/accept-encoding/i);
    expect(gzipped.headers['content-type']).toMatch(/^application\/json/);
    expect(gzipped.body.length).toBeLessThan(plain.body.length);
    expect(JSON.parse(gunzipSync(gzipped.body).toString('utf8'))).toEqual(services);
    // the same body again comes from the recent-results cache: the very same bytes
    const again = await rawGet('/services', 'gzip');
    expect(again.headers['content-encoding']).toBe('gzip');
    expect(again.body.equals(gzipped.body)).toBe(true);
  });

  it('leaves answers under 1 KB and clients that refuse gzip alone, varying on Accept-Encoding either way', async () => {
    const small = await rawGet('/no-such-endpoint', 'gzip');
    expect(small.status).toBe(404);
    expect(small.body.length).toBeLessThan(MIN_COMPRESS_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(String(small.headers.vary)).toMatch(/accept-encoding/i);
    expect(JSON.parse(small.body.toString('utf8'))).toEqual({ error: 'Not found' });

    const refused = await rawGet('/services', 'gzip;q=0, br');
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(String(refused.headers.vary)).toMatch(/accept-encoding/i);
    expect(JSON.parse(refused.body.toString('utf8')).length).toBeGreaterThan(0);
  });

  it('reads Accept-Encoding with its weights', () => {
    expect(acceptsGzip('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsGzip('br;q=1.0, gzip;q=0.8')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('*, gzip;q=0')).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip('')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});
