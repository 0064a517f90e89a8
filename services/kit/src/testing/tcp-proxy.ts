import { createServer, connect, type Socket } from 'node:net';

/**
 * A TCP proxy in front of one address, for fault-injection tests: `cut()` resets every open
 * connection and refuses new ones (as a stopped or unreachable server would), `restore()` lets
 * connections through again. Traffic is forwarded byte for byte.
 */
export interface TcpProxy {
  readonly host: string;
  readonly port: number;
  readonly target: { readonly host: string; readonly port: number };
  /** Connections currently forwarded. */
  readonly openConnections: number;
  /** Connections refused or reset because the proxy was cut. */
  readonly refused: number;
  readonly isCut: boolean;
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }, host = '127.0.0.1'): Promise<TcpProxy> {
  const pairs = new Set<[Socket, Socket]>();
  let isCut = false;
  let refused = 0;

  const server = createServer((client) => {
    if (isCut) {
      refused += 1;
      client.on('error', () => {});
      client.resetAndDestroy();
      return;
    }
    const upstream = connect({ host: target.host, port: target.port });
    const pair: [Socket, Socket] = [client, upstream];
    pairs.add(pair);
    const end = (): void => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, host, () => resolve());
  });
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the proxy has no TCP address');

  return {
    host,
    port: address.port,
    target: { ...target },
    get openConnections() {
      return pairs.size;
    },
    get refused() {
      return refused;
    },
    get isCut() {
      return isCut;
    },
    cut() {
      isCut = true;
      for (const pair of [...pairs]) {
        pairs.delete(pair);
        refused += 1;
        for (const socket of pair) {
          socket.on('error', () => {});
          socket.resetAndDestroy();
        }
      }
    },
    restore() {
      isCut = false;
    },
    async close() {
      isCut = true;
      for (const [client, upstream] of pairs) {
        client.destroy();
        upstream.destroy();
      }
      pairs.clear();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
