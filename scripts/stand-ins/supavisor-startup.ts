// A loopback stand-in of what Supabase's pooler, Supavisor, does with a client's startup
// message: it keeps user, database, application_name, search_path and its own `options`
// (github:supabase/supavisor lib/supavisor/client_handler/protocol_helpers.ex,
// parse_startup_packet and extract_and_validate_user_info, at commit 03e5cc5, August 2026) and
// opens the server connection with those only, so a client's other startup parameters
// (statement_timeout, lock_timeout, …) never reach PostgreSQL. Everything after the startup
// message is passed through unchanged: no pooling, no transaction mode, no TLS (an SSLRequest
// is refused with 'N', as a server without SSL answers), no error codes of its own.
import net from 'node:net';

const KEPT = new Set(['user', 'database', 'application_name', 'search_path', 'options']);
const PROTOCOL_3 = 196608;
const SSL_REQUEST = 80877103;

/** The startup message's parameters (PostgreSQL protocol 3: length, version, key\0value\0 … \0). */
function parameters(message: Buffer): [string, string][] {
  const fields = message.subarray(8, message.length - 1).toString('utf8').split('\0');
  const pairs: [string, string][] = [];
  for (let i = 0; i + 1 < fields.length; i += 2) pairs.push([fields[i]!, fields[i + 1]!]);
  return pairs;
}

function startupMessage(pairs: [string, string][]): Buffer {
  const body = Buffer.from(`${pairs.map(([k, v]) => `${k}\0${v}\0`).join('')}\0`, 'utf8');
  const head = Buffer.alloc(8);
  head.writeInt32BE(8 + body.length, 0);
  head.writeInt32BE(PROTOCOL_3, 4);
  return Buffer.concat([head, body]);
}

export type StartupProxy = { port: number; dropped: string[][]; close: () => Promise<void> };

/** Listens on 127.0.0.1 and forwards to `target` (host:port), dropping the startup parameters Supavisor drops. */
export async function supavisorStartupProxy(target: { host: string; port: number }): Promise<StartupProxy> {
  const dropped: string[][] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    sockets.add(client);
    let pending = Buffer.alloc(0);
    const onData = (chunk: Buffer) => {
      pending = Buffer.concat([pending, chunk]);
      if (pending.length < 8) return;
      const length = pending.readInt32BE(0);
      if (pending.length < length) return;
      const message = pending.subarray(0, length);
      const rest = pending.subarray(length);
      pending = Buffer.alloc(0);
      if (message.readInt32BE(4) === SSL_REQUEST) {
        client.write('N');
        if (rest.length) onData(Buffer.alloc(0));
        return;
      }
      client.off('data', onData);
      const pairs = parameters(message);
      dropped.push(pairs.filter(([k]) => !KEPT.has(k)).map(([k]) => k));
      const upstream = net.connect(target.port, target.host, () => {
        upstream.write(startupMessage(pairs.filter(([k]) => KEPT.has(k))));
        if (rest.length) upstream.write(rest);
        client.pipe(upstream).pipe(client);
      });
      sockets.add(upstream);
      upstream.on('error', () => client.destroy());
      client.on('error', () => upstream.destroy());
      client.on('close', () => upstream.destroy());
    };
    client.on('data', onData);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    dropped,
    close: () => new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    }),
  };
}
