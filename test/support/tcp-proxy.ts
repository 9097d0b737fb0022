import net from 'node:net';

/**
 * A TCP relay to a server (PostgreSQL) that a test can stop and start again: while it is stopped the
 * app sees its database go away (connections cut, new ones refused), without stopping the real
 * server that other tests use.
 */
export class TcpProxy {
  port = 0;
  private server: net.Server | null = null;
  private readonly sockets = new Set<net.Socket>();

  constructor(
    private readonly target: { host: string; port: number },
    port = 0,
  ) {
    this.port = port;
  }

  async start(): Promise<this> {
    const server = net.createServer((client) => {
      const upstream = net.connect(this.target.port, this.target.host);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.once('close', () => this.sockets.delete(socket));
        socket.on('error', () => {
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.address() as net.AddressInfo).port;
    this.server = server;
    return this;
  }

  /** Refuses new connections and cuts the open ones. */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const socket of this.sockets) socket.destroy();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
