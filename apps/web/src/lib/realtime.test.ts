import { describe, expect, it } from 'vitest';
import { REALTIME_CLOSE, type ServerMessage } from '@bo/contract';
import {
  afterClose,
  backoffDelay,
  createRealtimeClient,
  readServerMessage,
  realtimeUrl,
  RECONNECT_BACKOFF,
  type SocketLike,
} from './realtime.ts';

class FakeSocket implements SocketLike {
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  sent: unknown[] = [];
  closedWith: number | null = null;
  constructor(
    readonly url: string,
    readonly protocols: string[],
  ) {}
  send(text: string): void {
    this.sent.push(JSON.parse(text));
  }
  close(code?: number): void {
    this.closedWith = code ?? null;
  }
  open(): void {
    this.onopen?.({});
  }
  push(message: ServerMessage): void {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  drop(code: number): void {
    this.onclose?.({ code });
  }
}

const event = (seq: number, type = 'message.created', payload: unknown = { seq }): ServerMessage => ({
  type: 'event',
  event: { seq, type, payload, at: '2026-01-01T00:00:00.000Z' },
});

/** A client over fake sockets and a hand-run timer. */
function harness(sessions: Array<string | null> = ['session-1']) {
  const sockets: FakeSocket[] = [];
  const timers: Array<{ run: () => void; ms: number }> = [];
  let session = sessions[0] ?? null;
  const client = createRealtimeClient({
    session: () => session,
    url: () => 'ws://admin.test/ws',
    createSocket: (url, protocols) => {
      const socket = new FakeSocket(url, protocols);
      sockets.push(socket);
      return socket;
    },
    random: () => 0.5,
    schedule: (run, ms) => {
      const timer = { run, ms };
      timers.push(timer);
      return () => timers.splice(timers.indexOf(timer), 1);
    },
  });
  return {
    client,
    sockets,
    timers,
    setSession: (next: string | null) => (session = next),
    last: () => sockets.at(-1) as FakeSocket,
  };
}

describe('pure parts', () => {
  it('backs off exponentially with full jitter, capped', () => {
    expect(backoffDelay(0, () => 1)).toBe(RECONNECT_BACKOFF.baseMs);
    expect(backoffDelay(3, () => 1)).toBe(8 * RECONNECT_BACKOFF.baseMs);
    expect(backoffDelay(20, () => 1)).toBe(RECONNECT_BACKOFF.maxMs);
    expect(backoffDelay(3, () => 0.25)).toBe(2 * RECONNECT_BACKOFF.baseMs);
    expect(backoffDelay(5, () => 0)).toBe(0);
  });

  it('builds the hub URL on the page origin', () => {
    expect(realtimeUrl({ protocol: 'https:', host: 'admin.example.com' })).toBe('wss://admin.example.com/ws');
    expect(realtimeUrl({ protocol: 'http:', host: 'localhost:5173' })).toBe('ws://localhost:5173/ws');
  });

  it('reads the hub messages and refuses anything else', () => {
    expect(readServerMessage('{"type":"resumed","last_seq":4}')).toEqual({ type: 'resumed', last_seq: 4 });
    expect(readServerMessage('{"type":"event","event":{"seq":1}}')).toBeNull();
    expect(readServerMessage('not json')).toBeNull();
    expect(readServerMessage(new ArrayBuffer(2))).toBeNull();
  });

  it('stops only when the session ended', () => {
    expect(afterClose(REALTIME_CLOSE.sessionEnded)).toBe('session-ended');
    for (const code of [REALTIME_CLOSE.restarting, REALTIME_CLOSE.tooSlow, REALTIME_CLOSE.serverError, 1006])
      expect(afterClose(code)).toBe('reconnect');
  });
});

describe('realtime client', () => {
  it('connects on the first subscription without any token (the cookie authenticates it) and resumes from nothing', () => {
    const h = harness();
    expect(h.sockets).toHaveLength(0);
    h.client.subscribe('message.created', () => undefined);
    expect(h.last().protocols).toEqual([]);
    expect(h.last().url).toBe('ws://admin.test/ws');
    h.last().open();
    expect(h.last().sent).toEqual([{ type: 'resume', last_seq: null }]);
  });

  it('dispatches events by type, remembers the last seq and resumes from it after a drop', () => {
    const h = harness();
    const created: unknown[] = [];
    const all: number[] = [];
    h.client.subscribe('message.created', (payload) => created.push(payload));
    h.client.subscribe('*', (_payload, e) => all.push(e.seq));
    h.last().open();
    h.last().push({ type: 'resumed', last_seq: 10 });
    h.last().push(event(11));
    h.last().push(event(12, 'queue.count', { queued_count: 2 }));
    h.last().push(event(12));
    expect(created).toEqual([{ seq: 11 }]);
    expect(all).toEqual([11, 12]);
    expect(h.client.lastSeq).toBe(12);

    h.last().drop(1006);
    expect(h.client.status).toBe('waiting');
    expect(h.timers.map((t) => t.ms)).toEqual([backoffDelay(0, () => 0.5)]);
    h.timers.shift()?.run();
    h.last().open();
    expect(h.last().sent).toEqual([{ type: 'resume', last_seq: 12 }]);
  });

  it('backs off further on repeated failures and starts over once resumed', () => {
    const h = harness();
    h.client.subscribe('*', () => undefined);
    for (let attempt = 0; attempt < 3; attempt++) {
      h.last().drop(1006);
      expect(h.timers.at(-1)?.ms).toBe(backoffDelay(attempt, () => 0.5));
      h.timers.shift()?.run();
    }
    h.last().open();
    h.last().push({ type: 'resumed', last_seq: 0 });
    h.last().drop(1006);
    expect(h.timers.at(-1)?.ms).toBe(backoffDelay(0, () => 0.5));
  });

  it('follows the restart hint of a stopping gateway', () => {
    const h = harness();
    h.client.subscribe('*', () => undefined);
    h.last().push({ type: 'restart', reconnect_after_ms: 1234 });
    h.last().drop(REALTIME_CLOSE.restarting);
    expect(h.timers.map((t) => t.ms)).toEqual([1234]);
  });

  it('asks the screens to reload on refetch and continues from the seq given', () => {
    const h = harness();
    let reloads = 0;
    h.client.onRefetch(() => reloads++);
    h.last().push({ type: 'refetch', last_seq: 500 });
    expect(reloads).toBe(1);
    expect(h.client.lastSeq).toBe(500);
  });

  it('stops when the session ended, but reconnects at once in a newer session (switch of account)', () => {
    const h = harness();
    h.client.subscribe('*', () => undefined);
    h.last().drop(REALTIME_CLOSE.sessionEnded);
    expect(h.client.status).toBe('session-ended');
    expect(h.timers).toHaveLength(0);

    const again = harness();
    again.client.subscribe('*', () => undefined);
    again.setSession('session-2');
    again.last().drop(REALTIME_CLOSE.sessionEnded);
    expect(again.sockets).toHaveLength(2);
    expect(again.last().protocols).toEqual([]);
  });

  it('does not connect without a session, and closes when the last subscription goes', () => {
    const none = harness([null]);
    none.client.subscribe('*', () => undefined);
    expect(none.sockets).toHaveLength(0);

    const h = harness();
    const off = h.client.subscribe('*', () => undefined);
    off();
    expect(h.sockets[0]?.closedWith).toBe(1000);
    expect(h.client.status).toBe('idle');
  });
});
