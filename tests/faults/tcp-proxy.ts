import net from 'node:net';

/**
 * A TCP proxy the test can break, as Toxiproxy does: `cut()` drops every open connection and refuses
 * new ones (the server went away), `stall()` accepts and holds bytes without passing them on (a
 * server that stopped answering), `restore()` forwards again.
 */
export class TcpProxy {
  private mode: 'open' | 'cut' | 'stall' = 'open';
  private readonly sockets = new Set<net.Socket>();
  private server: net.Server | null = null;
  port = 0;

  constructor(
    private readonly target: { host: string; port: number },
    port = 0,
  ) {
    this.port = port;
  }

  get url(): string {
    return `127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const server = net.createServer((client) => this.accept(client));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.address() as net.AddressInfo).port;
    this.server = server;
  }

  private accept(client: net.Socket): void {
    if (this.mode === 'cut') {
      client.destroy();
      return;
    }
    const upstream = net.connect(this.target.port, this.target.host);
    for (const socket of [client, upstream]) {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
      socket.on('error', () => undefined);
    }
    // Bytes are dropped while stalled: neither side hears from the other.
    client.on('data', (chunk) => this.mode === 'open' && upstream.write(chunk));
    upstream.on('data', (chunk) => this.mode === 'open' && client.write(chunk));
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  }

  /** Drops every connection and refuses new ones: stops listening, so a connect is refused. */
  async cut(): Promise<void> {
    this.mode = 'cut';
    for (const socket of this.sockets) socket.destroy();
    await this.stopListening();
  }

  stall(): void {
    this.mode = 'stall';
  }

  async restore(): Promise<void> {
    this.mode = 'open';
    if (!this.server) await this.start();
  }

  private async stopListening(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await this.stopListening();
  }
}
