// The client's address for rate limits and login throttling, taken only from what our own
// proxies vouch for, so a client can never pick its own bucket.
//
// X-Forwarded-For grows to the right: every proxy appends the address it received the request
// from. Whatever the client sent comes first and is worthless; the entry appended by our
// outermost trusted proxy is the client. With TRUSTED_PROXY_HOPS = n proxies of ours appending,
// that is the n-th entry from the right. A header shorter than that did not pass all of them,
// so the connection's own address is used. A named header (CLIENT_IP_HEADER) set by our edge
// wins when present; if a client sent one too and the edge appended to it, its right-most entry
// is the edge's. With PROXY_SIGNING_SECRET set, the caller passes CLIENT_IP_HEADER only for a
// request the edge signed (proxy-signature.ts), so a caller skipping the edge cannot use it.
import type { Config } from '../config.ts';

export type ClientAddressConfig = Pick<Config, 'TRUSTED_PROXY_HOPS' | 'CLIENT_IP_HEADER'>;

const entries = (value: string | undefined) =>
  (value ?? '').split(',').map((s) => s.trim()).filter(Boolean);

export function clientAddress(
  header: (name: string) => string | undefined,
  remoteAddr: string | undefined,
  config: ClientAddressConfig,
): string {
  const named = config.CLIENT_IP_HEADER ? entries(header(config.CLIENT_IP_HEADER)).at(-1) : undefined;
  const hops = config.TRUSTED_PROXY_HOPS;
  const forwarded = entries(header('x-forwarded-for'));
  const fromChain = hops > 0 && forwarded.length >= hops ? forwarded[forwarded.length - hops] : undefined;
  return (named ?? fromChain ?? remoteAddr ?? 'unknown').toLowerCase().slice(0, 100);
}
