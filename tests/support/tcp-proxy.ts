import { createServer, Socket } from 'node:net';

/**
 * How the proxy treats the connections: pass them on; drop them (every open one reset, new ones refused at once);
 * hang them (data no longer passed either way, as when the network between app and database goes silent);
 * or pass them on late.
 */
export type ProxyMode = { kind: 'pass' } | { kind: 'drop' } | { kind: 'hang' } | { kind: 'delay'; ms: number };

export interface TcpProxy {
  port: number;
  /** Connections made through the proxy since it started. */
  connectionCount(): number;
  setMode(mode: ProxyMode): void;
  close(): Promise<void>;
}

/** A TCP proxy between the app and PostgreSQL whose faults a test switches on and off. */
export async function startTcpProxy({ targetHost, targetPort }: { targetHost: string; targetPort: number }): Promise<TcpProxy> {
  let mode: ProxyMode = { kind: 'pass' };
  let connections = 0;
  const open = new Set<Socket>();

  function forward(from: Socket, to: Socket): void {
    from.on('data', (chunk) => {
      if (mode.kind === 'hang') return;
      if (mode.kind === 'delay') {
        setTimeout(() => to.write(chunk), mode.ms);
        return;
      }
      to.write(chunk);
    });
  }

  const server = createServer((client) => {
    if (mode.kind === 'drop') {
      client.resetAndDestroy();
      return;
    }
    connections++;
    const upstream = new Socket();
    upstream.connect(targetPort, targetHost);
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.on('error', () => {});
      socket.on('close', () => {
        open.delete(socket);
        client.destroy();
        upstream.destroy();
      });
    }
    forward(client, upstream);
    forward(upstream, client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the proxy has no port');

  return {
    port: address.port,
    connectionCount: () => connections,
    setMode: (next) => {
      mode = next;
      if (next.kind === 'drop') for (const socket of open) socket.resetAndDestroy();
    },
    close: async () => {
      for (const socket of open) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
