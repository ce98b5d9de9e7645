import { EventEmitter } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { permissionCatalogue, REALTIME_CLOSE, type RealtimeEvent } from '@bo/contract';
import { createTestDatabase, type TestDatabase } from '@bo/db';
import { appendEvent } from '@bo/server-kit';
import type { AdminRecord } from '../src/accounts/admin-record.ts';
import { AudienceFilter } from '../src/realtime/audience.ts';
import { HubConnection } from '../src/realtime/connection.ts';
import { REALTIME_LIMIT } from '../src/realtime/limits.ts';
import { normaliseOrigins, originAllowed } from '../src/realtime/origin.ts';
import { EventSequencer } from '../src/realtime/sequencer.ts';
import { chooseProtocol, socketToken } from '../src/realtime/socket-token.ts';
import { eventFrame } from '../src/realtime/wire.ts';

const silent = { error: () => undefined };

const admin = (id: number, role: number, modules: string[]): AdminRecord => ({
  id,
  role,
  permissions: { modules, main_page: null },
  name: `Admin ${id}`,
  email: `admin${id}@units.test`,
  hex_color: '#000000',
  chat_status: 1,
  is_review_admin: false,
  support_review_status: null,
  is_support_tl: false,
  access_version: 1,
});

/** Enough of a ws socket for HubConnection: records what was sent and how it was closed. */
class FakeSocket extends EventEmitter {
  readonly OPEN = 1;
  readyState = 1;
  bufferedAmount = 0;
  sent: unknown[] = [];
  closedWith: { code: number; reason: string } | null = null;
  send(frame: Buffer, options: { binary: boolean }): void {
    expect(options.binary).toBe(false);
    this.sent.push(JSON.parse(frame.toString()));
  }
  close(code: number, reason: string): void {
    this.closedWith = { code, reason };
    this.readyState = 3;
  }
  ping(): void {}
  terminate(): void {
    this.readyState = 3;
  }
  /** What a client would send. */
  receive(message: unknown): void {
    this.emit('message', Buffer.from(JSON.stringify(message)), false);
  }
}

describe('origin check', () => {
  const allowed = normaliseOrigins(['http://localhost:5173/']);
  it('allows the same host, the configured origins and tools without an Origin', () => {
    expect(originAllowed('https://admin.example.com', 'admin.example.com', allowed)).toBe(true);
    expect(originAllowed('http://localhost:5173', 'admin.example.com', allowed)).toBe(true);
    expect(originAllowed(undefined, 'admin.example.com', allowed)).toBe(true);
  });
  it('refuses other hosts, other ports and opaque origins', () => {
    expect(originAllowed('https://evil.example', 'admin.example.com', allowed)).toBe(false);
    expect(originAllowed('http://localhost:5174', 'admin.example.com', allowed)).toBe(false);
    expect(originAllowed('null', 'admin.example.com', allowed)).toBe(false);
  });
  it('refuses to start with a configured origin that is not one', () => {
    expect(() => normaliseOrigins(['localhost:5173'])).toThrow('Not an origin: localhost:5173');
  });
});

describe('socket token', () => {
  it('reads the bearer subprotocol first, then the query', () => {
    expect(socketToken('bearer, abc.def.ghi', 'other')).toBe('abc.def.ghi');
    expect(socketToken(undefined, 'abc.def.ghi')).toBe('abc.def.ghi');
    expect(socketToken('chat, abc', undefined)).toBeNull();
    expect(socketToken(undefined, ['a', 'b'])).toBeNull();
  });
  it('answers the bearer protocol, never the token', () => {
    expect(chooseProtocol(new Set(['bearer', 'abc.def.ghi']))).toBe('bearer');
    expect(chooseProtocol(new Set(['graphql-ws']))).toBe(false);
  });
});

describe('audience filter', () => {
  it('decides with the contract: role 1, modules, fixed grants, any of a list, adminIds', () => {
    const topAdmin = new AudienceFilter(admin(1, 1, []), permissionCatalogue);
    const otherSuper = new AudienceFilter(admin(2, 1, []), permissionCatalogue);
    const agent = new AudienceFilter(admin(40, 3, ['chat_dashboard']), permissionCatalogue);
    expect(topAdmin.allows({ permission: 'financial_report' })).toBe(true);
    // A fixed grant belongs to its listed ids only, role 1 or not.
    expect(otherSuper.allows({ permission: 'financial_report' })).toBe(false);
    expect(agent.allows({ permission: ['chat', 'chat_dashboard'] })).toBe(true);
    expect(agent.allows({ permission: 'chat' })).toBe(false);
    expect(agent.allows({ permission: ['chat', 'chat_dashboard'], adminIds: [41] })).toBe(false);
    expect(topAdmin.allows({ permission: 'not-a-permission' })).toBe(false);
  });
  it('forgets its decisions when the admin is replaced', () => {
    const filter = new AudienceFilter(admin(41, 3, ['users']), permissionCatalogue);
    expect(filter.allows({ permission: 'chat' })).toBe(false);
    filter.replaceAdmin(admin(41, 3, ['users', 'chat']));
    expect(filter.allows({ permission: 'chat' })).toBe(true);
  });
});

const event = (seq: number, permission = 'chat'): RealtimeEvent => ({
  seq,
  type: 'macro.saved',
  audience: { permission },
  payload: { seq },
  at: new Date(0).toISOString(),
});

describe('slow clients', () => {
  it('drops a live client with more than 1 MiB waiting (1013)', () => {
    const socket = new FakeSocket();
    const connection = new HubConnection(
      socket as unknown as WebSocket,
      'token',
      { sessionId: 's', admin: admin(1, 1, []), original: null, expiresAt: 0, authenticatedAt: 0, needsEnrolment: false },
      {
        db: undefined as never,
        catalogue: permissionCatalogue,
        replayMaxEvents: REALTIME_LIMIT.replayMaxEvents,
        currentSeq: () => 10,
        logger: silent,
      },
    );
    socket.receive({ type: 'resume', last_seq: null });
    connection.offer(event(11), eventFrame(event(11)));
    expect(socket.sent).toHaveLength(2);
    socket.bufferedAmount = REALTIME_LIMIT.slowClientBytes + 1;
    connection.offer(event(12), eventFrame(event(12)));
    expect(socket.sent).toHaveLength(2);
    expect(socket.closedWith?.code).toBe(REALTIME_CLOSE.tooSlow);
  });
});

describe('ordering against the store (PostgreSQL)', () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase({ kind: 'pg' });
  });
  afterAll(async () => {
    await testDb?.drop();
  });

  const store = (permission = 'chat'): Promise<RealtimeEvent> =>
    appendEvent(testDb.db, { type: 'macro.saved', audience: { permission }, payload: {} });

  it('emits the bus events in seq order, filling gaps from the store, never twice', async () => {
    const emitted: number[] = [];
    const sequencer = new EventSequencer(testDb.db, (e) => emitted.push(e.seq), silent);
    await sequencer.settled();
    const start = sequencer.seq;
    const [e1, e2, e3] = [await store(), await store(), await store()];
    // Redis delivered the third first (another publisher was slower), then the others late.
    sequencer.accept(e3 as RealtimeEvent);
    sequencer.accept(e1 as RealtimeEvent);
    sequencer.accept(e2 as RealtimeEvent);
    const e4 = await store();
    sequencer.accept(e4);
    await sequencer.settled();
    expect(emitted).toEqual([start + 1, start + 2, start + 3, start + 4]);
    // A lost message with nothing after it: the re-check timer's catch-up finds it.
    await store();
    await sequencer.catchUp();
    expect(emitted).toEqual([start + 1, start + 2, start + 3, start + 4, start + 5]);
  });

  it('replays after last_seq, holds live events meanwhile and sends each seq once, in order', async () => {
    const stored = [await store(), await store('users'), await store(), await store()];
    const [s1, s2, s3, s4] = stored as [RealtimeEvent, RealtimeEvent, RealtimeEvent, RealtimeEvent];
    const socket = new FakeSocket();
    const connection = new HubConnection(
      socket as unknown as WebSocket,
      'token',
      { sessionId: 's', admin: admin(40, 3, ['chat']), original: null, expiresAt: 0, authenticatedAt: 0, needsEnrolment: false },
      {
        db: testDb.db,
        catalogue: permissionCatalogue,
        replayMaxEvents: REALTIME_LIMIT.replayMaxEvents,
        currentSeq: () => s4.seq,
        logger: silent,
      },
    );
    socket.receive({ type: 'resume', last_seq: s1.seq });
    // Live events arriving while the replay query runs: two it will also read, one it cannot have seen.
    const later = event(s4.seq + 1);
    for (const e of [s3, s4, later]) connection.offer(e, eventFrame(e));
    await expect.poll(() => socket.sent.at(-1)).toEqual({ type: 'resumed', last_seq: later.seq });
    const seqs = socket.sent.flatMap((m) =>
      (m as { type: string }).type === 'event' ? [(m as { event: { seq: number } }).event.seq] : [],
    );
    // s2 is for the users permission: skipped, but still passed by the watermark.
    expect(seqs).toEqual([s3.seq, s4.seq, later.seq]);
    expect(s2.seq).toBeLessThan(s3.seq);
  });

  it('closes on a second resume (1008)', async () => {
    const socket = new FakeSocket();
    new HubConnection(
      socket as unknown as WebSocket,
      'token',
      { sessionId: 's', admin: admin(1, 1, []), original: null, expiresAt: 0, authenticatedAt: 0, needsEnrolment: false },
      {
        db: testDb.db,
        catalogue: permissionCatalogue,
        replayMaxEvents: REALTIME_LIMIT.replayMaxEvents,
        currentSeq: () => 0,
        logger: silent,
      },
    );
    socket.receive({ type: 'resume', last_seq: null });
    socket.receive({ type: 'resume', last_seq: null });
    expect(socket.closedWith?.code).toBe(REALTIME_CLOSE.invalidMessage);
  });
});
