import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { join, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '../..');
const TSX = join(ROOT, 'node_modules/.bin/tsx');

export type ServiceName = 'gateway' | 'admin-api' | 'chat-api' | 'support-api';

/** A line a service wrote, parsed when it is JSON (pino logs, access records). */
export interface LogLine {
  at: number;
  text: string;
  json: Record<string, unknown> | null;
}

/** pino's levels: 40 warn, 50 error. */
export const isLog = (line: LogLine): boolean => typeof line.json?.level === 'number';
/** An access record on the gateway's stdout (its JSON-lines copy of the access log; checkpoints are other lines). */
export const isAccessRecord = (line: LogLine): boolean => line.json?.log === 'access';

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((done) => server.close(done));
  return port;
}

/**
 * One service as its own process, run as scripts/docker-entrypoint.sh runs it (tsx on its main.ts),
 * every line of its stdout and stderr kept.
 */
export class ServiceProcess {
  readonly lines: LogLine[] = [];
  readonly exited: Promise<{ code: number | null; at: number }>;
  private readonly child: ChildProcess;

  constructor(
    readonly name: ServiceName,
    readonly port: number,
    env: Record<string, string>,
  ) {
    this.child = spawn(process.execPath, [TSX, join(ROOT, `apps/${name}/src/main.ts`)], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env, PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group: tsx's CLI runs the service in a child of its own, which a SIGKILL of the CLI
      // alone would leave running (orphaned services of earlier runs kept their ports and database pools).
      detached: true,
    });
    for (const stream of [this.child.stdout, this.child.stderr]) {
      let rest = '';
      stream?.on('data', (chunk: Buffer) => {
        const parts = (rest + chunk.toString('utf8')).split('\n');
        rest = parts.pop() ?? '';
        for (const text of parts) if (text.trim()) this.lines.push({ at: Date.now(), text, json: parse(text) });
      });
    }
    this.exited = new Promise((done) => this.child.once('exit', (code) => done({ code, at: Date.now() })));
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get running(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  signal(signal: NodeJS.Signals): void {
    this.child.kill(signal);
  }

  /** Lines written from `since` on (a Date.now() value). */
  linesSince(since: number): LogLine[] {
    return this.lines.filter((line) => line.at >= since);
  }

  /** Waits until GET /health answers 200. */
  async healthy(timeoutMs = 60_000): Promise<void> {
    const end = Date.now() + timeoutMs;
    while (Date.now() < end) {
      if (!this.running) throw new Error(`${this.name} exited:\n${this.lines.map((l) => l.text).join('\n')}`);
      const ok = await fetch(`${this.url}/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return;
      await new Promise((done) => setTimeout(done, 250));
    }
    throw new Error(`${this.name} did not become healthy:\n${this.lines.map((l) => l.text).join('\n')}`);
  }

  /** Kills the service and tsx's CLI above it: the whole process group. */
  async stop(): Promise<void> {
    try {
      // Also when the CLI has exited: a service it started may still be there.
      process.kill(-this.child.pid!, 'SIGKILL');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
    }
    await this.exited;
  }
}

function parse(text: string): Record<string, unknown> | null {
  if (!text.startsWith('{')) return null;
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return null;
  }
}
