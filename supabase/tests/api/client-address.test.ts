// The client address behind proxies (http/client-address.ts) and its configuration: a client
// adding X-Forwarded-For entries of its own never changes its key, under each setting; with
// PROXY_SIGNING_SECRET, the edge's header counts only on a request the edge signed
// (http/proxy-signature.ts).
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../functions/_shared/config.ts';
import { clientAddress, type ClientAddressConfig } from '../../functions/_shared/http/client-address.ts';
import { addressSettingsFor, requestSignedByEdge, signedByEdge } from '../../functions/_shared/http/proxy-signature.ts';

const SOCKET = '10.0.0.9';
const CLIENT = '203.0.113.7';
const CDN = '198.51.100.20';

function keyOf(config: ClientAddressConfig, headers: Record<string, string>) {
  return clientAddress((name) => headers[name], SOCKET, config);
}

/** What a client may send itself: nothing, one forged entry, several, junk. */
const SPOOFS = [undefined, '1.2.3.4', '9.9.9.9, 8.8.8.8', CLIENT, 'unknown, , 127.0.0.1', '::1'];

/** The header after our proxies appended their entries to what the client sent. */
const appended = (spoof: string | undefined, ...ours: string[]) => [spoof, ...ours].filter(Boolean).join(', ');

describe('clientAddress', () => {
  it('default (one proxy of ours, e.g. the local Vite proxy or one gateway): the right-most entry', () => {
    const config = parseConfig({});
    expect([config.TRUSTED_PROXY_HOPS, config.CLIENT_IP_HEADER]).toEqual([1, undefined]);
    for (const spoof of SPOOFS) expect(keyOf(config, { 'x-forwarded-for': appended(spoof, CLIENT) }), spoof).toBe(CLIENT);
  });

  it('two proxies (a CDN rewrite in front of the gateway): the second entry from the right, not the CDN', () => {
    const config = parseConfig({ TRUSTED_PROXY_HOPS: '2' });
    for (const spoof of SPOOFS) expect(keyOf(config, { 'x-forwarded-for': appended(spoof, CLIENT, CDN) }), spoof).toBe(CLIENT);
    // two clients behind the same CDN keep apart
    expect(keyOf(config, { 'x-forwarded-for': appended(undefined, '192.0.2.1', CDN) })).toBe('192.0.2.1');
  });

  it('a header shorter than the trusted chain falls back to the connection address', () => {
    const config = parseConfig({ TRUSTED_PROXY_HOPS: '2' });
    expect(keyOf(config, { 'x-forwarded-for': CDN })).toBe(SOCKET);
    expect(keyOf(config, {})).toBe(SOCKET);
    expect(keyOf(config, { 'x-forwarded-for': ' , ' })).toBe(SOCKET);
  });

  it('TRUSTED_PROXY_HOPS=0 ignores X-Forwarded-For entirely', () => {
    const config = parseConfig({ TRUSTED_PROXY_HOPS: '0' });
    for (const spoof of SPOOFS) expect(keyOf(config, { 'x-forwarded-for': appended(spoof, CLIENT) }), spoof).toBe(SOCKET);
  });

  it("a named header from the edge wins over X-Forwarded-For, whatever the client put there", () => {
    const config = parseConfig({ CLIENT_IP_HEADER: 'X-NF-Client-Connection-IP' });
    expect(config.CLIENT_IP_HEADER).toBe('x-nf-client-connection-ip');
    for (const spoof of SPOOFS) {
      expect(keyOf(config, { 'x-nf-client-connection-ip': CLIENT, 'x-forwarded-for': appended(spoof, CLIENT, CDN) }), spoof).toBe(CLIENT);
      // an edge that appends to a client-sent copy instead of replacing it: its own entry is last
      expect(keyOf(config, { 'x-nf-client-connection-ip': appended(spoof, CLIENT) }), spoof).toBe(CLIENT);
    }
    // without it (not through the edge) the X-Forwarded-For rule applies
    expect(keyOf(config, { 'x-forwarded-for': appended('1.2.3.4', CLIENT) })).toBe(CLIENT);
  });

  it('keys are case-insensitive for IPv6 and bounded in length', () => {
    const config = parseConfig({});
    expect(keyOf(config, { 'x-forwarded-for': '2001:DB8::1' })).toBe('2001:db8::1');
    expect(keyOf(config, { 'x-forwarded-for': 'x'.repeat(5000) })).toHaveLength(100);
  });
});

const SECRET = 'proxy-signing-secret-0123456789abcdefghij';
/** A signature as Netlify's signed proxy rewrite makes it (HS256, issuer netlify, 5 minutes). */
async function edgeSignature({ secret = SECRET, issuer = 'netlify', expires = '5m' as string | number | undefined } = {}) {
  const jwt = new SignJWT({ deploy_context: 'production', site_url: 'https://www.example.org' }).setProtectedHeader({ alg: 'HS256' }).setIssuer(issuer).setIssuedAt();
  if (expires !== undefined) jwt.setExpirationTime(expires);
  return jwt.sign(new TextEncoder().encode(secret));
}

describe('the edge header with PROXY_SIGNING_SECRET', () => {
  const config = parseConfig({ TRUSTED_PROXY_HOPS: '2', CLIENT_IP_HEADER: 'x-nf-client-connection-ip', PROXY_SIGNING_SECRET: SECRET });
  const keyed = async (signature: string | undefined, headers: Record<string, string>) =>
    clientAddress((name) => headers[name], SOCKET, addressSettingsFor(await requestSignedByEdge(signature, config), config));

  it('counts the header on a request the edge signed', async () => {
    const signature = await edgeSignature();
    expect(await signedByEdge(signature, SECRET)).toBe(true);
    expect(await keyed(signature, { 'x-nf-client-connection-ip': CLIENT, 'x-forwarded-for': appended('1.2.3.4', CLIENT, CDN) })).toBe(CLIENT);
    // without an exp claim a valid signature still counts
    expect(await signedByEdge(await edgeSignature({ expires: undefined }), SECRET)).toBe(true);
  });

  it('ignores the header without a valid signature: the chain alone keys the request, whatever it names', async () => {
    const past = Math.floor(Date.now() / 1000) - 60;
    const invalid: Array<[string, string | undefined]> = [
      ['missing', undefined],
      ['junk', 'not-a-jwt'],
      ['another secret', await edgeSignature({ secret: 'someone-elses-secret-0123456789abcdefghij' })],
      ['expired', await edgeSignature({ expires: past })],
      ['another issuer', await edgeSignature({ issuer: 'attacker' })],
      ['unsigned (alg none)', `${btoa('{"alg":"none"}')}.${btoa('{"iss":"netlify"}')}.`],
    ];
    for (const [what, signature] of invalid) {
      expect(await signedByEdge(signature, SECRET), what).toBe(false);
      const keys = new Set<string>();
      for (const spoof of ['1.1.1.1', '2.2.2.2', '3.3.3.3']) {
        keys.add(await keyed(signature, { 'x-nf-client-connection-ip': spoof, 'x-forwarded-for': appended(spoof, CLIENT, CDN) }));
      }
      expect([...keys], what).toEqual([CLIENT]);
    }
  });

  it('without PROXY_SIGNING_SECRET, or without CLIENT_IP_HEADER, the settings are used as configured', async () => {
    const unsigned = parseConfig({ CLIENT_IP_HEADER: 'x-nf-client-connection-ip' });
    expect(await requestSignedByEdge(await edgeSignature(), unsigned)).toBe(false);
    expect(addressSettingsFor(false, unsigned)).toEqual({ TRUSTED_PROXY_HOPS: 1, CLIENT_IP_HEADER: 'x-nf-client-connection-ip' });
    expect(addressSettingsFor(false, parseConfig({ PROXY_SIGNING_SECRET: SECRET }))).toEqual({ TRUSTED_PROXY_HOPS: 1, CLIENT_IP_HEADER: undefined });
  });
});

describe('client address settings', () => {
  it('blank values mean the defaults', () => {
    const config = parseConfig({ TRUSTED_PROXY_HOPS: '', CLIENT_IP_HEADER: ' ' });
    expect([config.TRUSTED_PROXY_HOPS, config.CLIENT_IP_HEADER]).toEqual([1, undefined]);
  });

  it('refuses values that would silently change whose address counts', () => {
    for (const TRUSTED_PROXY_HOPS of ['-1', 'two', '1.5', '11']) expect(() => parseConfig({ TRUSTED_PROXY_HOPS })).toThrow();
    expect(() => parseConfig({ CLIENT_IP_HEADER: 'x-real-ip: 1.2.3.4' })).toThrow(/header name/);
    expect(() => parseConfig({ PROXY_SIGNING_SECRET: 'too-short' })).toThrow(/at least 32 characters/);
    expect(parseConfig({ PROXY_SIGNING_SECRET: ' ' }).PROXY_SIGNING_SECRET).toBeUndefined();
  });
});
