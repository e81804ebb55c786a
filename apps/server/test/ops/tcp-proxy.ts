import net from 'node:net';

/**
 * A TCP proxy in front of a database server, for outage tests: `down()` closes the listener and cuts
 * every open connection (to the server behind it, the database is gone: refused connects, dropped
 * sessions), `up()` listens again on the same port.
 */
export interface TcpProxy {
  port: number;
  up(): Promise<void>;
  down(): Promise<void>;
}

/** Starts a proxy on a free loopback port forwarding to `target` (host and port). */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const open = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const s = net.createServer((inbound) => {
        const outbound = net.connect(target.port, target.host);
        for (const socket of [inbound, outbound]) {
          open.add(socket);
          socket.on('close', () => open.delete(socket));
          socket.on('error', () => {
            inbound.destroy();
            outbound.destroy();
          });
        }
        inbound.pipe(outbound);
        outbound.pipe(inbound);
      });
      s.once('error', reject);
      s.listen(port, '127.0.0.1', () => {
        port = (s.address() as net.AddressInfo).port;
        server = s;
        resolve();
      });
    });
  await listen();
  return {
    get port() {
      return port;
    },
    up: listen,
    down: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        open.clear();
        if (!server) return resolve();
        server.close(() => resolve());
        server = undefined;
      }),
  };
}
