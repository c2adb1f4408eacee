// The client address behind proxies (http/client-address.ts) and its configuration: a client
// adding X-Forwarded-For entries of its own never changes its key, under each setting.
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../functions/_shared/config.ts';
import { clientAddress, type ClientAddressConfig } from '../../functions/_shared/http/client-address.ts';

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

describe('client address settings', () => {
  it('blank values mean the defaults', () => {
    const config = parseConfig({ TRUSTED_PROXY_HOPS: '', CLIENT_IP_HEADER: ' ' });
    expect([config.TRUSTED_PROXY_HOPS, config.CLIENT_IP_HEADER]).toEqual([1, undefined]);
  });

  it('refuses values that would silently change whose address counts', () => {
    for (const TRUSTED_PROXY_HOPS of ['-1', 'two', '1.5', '11']) expect(() => parseConfig({ TRUSTED_PROXY_HOPS })).toThrow();
    expect(() => parseConfig({ CLIENT_IP_HEADER: 'x-real-ip: 1.2.3.4' })).toThrow(/header name/);
  });
});
