/**
 * A loopback TCP proxy in front of a plain-IMAP Dovecot that answers as a server without keyword support
 * does (some hosted and older servers): every PERMANENTFLAGS it passes on lacks \*, so a client must not
 * count on new flag keywords there. Everything else goes through untouched.
 */
import { createServer, connect, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

export interface NoKeywordsProxy {
  host: string;
  port: number;
  close(): Promise<void>;
}

const PERMANENTFLAGS = /\[PERMANENTFLAGS \(([^)]*)\)\]/g;

/** Drops \* from the PERMANENTFLAGS of each complete line; an unfinished last line waits for the rest. */
function rewriter() {
  let pending = '';
  return (chunk: Buffer): Buffer => {
    // latin1 keeps every byte as one character, so message literals pass through unchanged.
    const text = pending + chunk.toString('latin1');
    const end = text.lastIndexOf('\r\n') + 2;
    pending = text.slice(end);
    const lines = text.slice(0, end).replace(PERMANENTFLAGS, (_m, flags: string) => `[PERMANENTFLAGS (${flags.replace(/\s*\\\*/g, '').trim()})]`);
    return Buffer.from(lines, 'latin1');
  };
}

export async function startNoKeywordsProxy(target: { host: string; port: number }): Promise<NoKeywordsProxy> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = connect(target.port, target.host);
    sockets.add(client).add(upstream);
    const rewrite = rewriter();
    upstream.on('data', (chunk: Buffer) => client.write(rewrite(chunk)));
    client.pipe(upstream);
    const close = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    upstream.on('close', close).on('error', close);
    client.on('close', close).on('error', close);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    host: '127.0.0.1',
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
