import type { RawData, WebSocket } from 'ws';
import { isUsableAdmin, REALTIME_CLOSE, REALTIME_CLOSE_REASON, ZClientMessage } from '@bo/contract';
import type { Db } from '@bo/db';
import type { EventBusLogger, RealtimeEvent } from '@bo/server-kit';
import type { SignedIn } from '../fastify-types.ts';
import { AudienceFilter } from './audience.ts';
import { REALTIME_LIMIT } from './limits.ts';
import { replayMissed } from './replay.ts';
import type { SocketIdentity } from './socket-auth.ts';
import { eventFrame, refetchFrame, restartFrame, resumedFrame, type Frame } from './wire.ts';

export interface ConnectionDeps {
  db: Db;
  catalogue: ReadonlySet<string>;
  /** The seq of the hub's last emitted event. */
  currentSeq: () => number;
  /** A resume further behind than this is answered refetch instead of a replay. */
  replayMaxEvents: number;
  logger: EventBusLogger;
}

/**
 * awaiting-resume: connected, nothing sent until the client says where it stands.
 * replaying: missed events are being read and sent; live ones are held meanwhile.
 * live: every hub event above the watermark is sent if the admin may see it.
 */
type Phase = 'awaiting-resume' | 'replaying' | 'live' | 'closed';

type CloseName = keyof typeof REALTIME_CLOSE_REASON;

const DRAIN_POLL_MS = 25;
const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** One open /ws socket: its admin, its place in the event stream, and its output. */
export class HubConnection {
  private phase: Phase = 'awaiting-resume';
  /** Every event up to this seq was sent or judged not for this admin. */
  private watermark = 0;
  private held: Array<{ event: RealtimeEvent; frame: Frame }> = [];
  private readonly filter: AudienceFilter;
  /** Answered the last ping. */
  private alive = true;
  bytesSent = 0;

  constructor(
    readonly socket: WebSocket,
    /** Kept to re-check the session; never logged. */
    readonly token: string,
    signedIn: SignedIn,
    private readonly deps: ConnectionDeps,
  ) {
    this.filter = new AudienceFilter({ ...signedIn.admin, original_admin: signedIn.original }, deps.catalogue);
    socket.on('message', (data, isBinary) => this.receive(data, isBinary));
    socket.on('pong', () => {
      this.alive = true;
    });
    socket.on('close', () => {
      this.phase = 'closed';
      this.held = [];
    });
  }

  /** The next event of the hub's ordered stream. */
  offer(event: RealtimeEvent, frame: Frame): void {
    if (this.phase === 'live') {
      if (event.seq <= this.watermark) return;
      this.watermark = event.seq;
      if (this.filter.allows(event.audience)) this.sendLive(frame);
    } else if (this.phase === 'replaying') {
      if (this.held.length >= REALTIME_LIMIT.resumeBufferEvents) this.close('tooSlow');
      else this.held.push({ event, frame });
    }
  }

  /** The session as read again: closed when it ended, else its admin's permissions apply from now on. */
  applyIdentity(identity: SocketIdentity): void {
    if ('refused' in identity || !isUsableAdmin(identity.admin)) {
      this.close('sessionEnded');
      return;
    }
    this.filter.replaceAdmin({ ...identity.admin, original_admin: identity.original });
  }

  /** One heartbeat: cut off a socket that did not answer the previous ping. */
  beat(): void {
    // ping() throws on a socket already closing (the client's close frame came first).
    if (this.phase === 'closed' || this.socket.readyState !== this.socket.OPEN) return;
    if (!this.alive) {
      this.phase = 'closed';
      this.socket.terminate();
      return;
    }
    this.alive = false;
    this.socket.ping();
  }

  /** Shutdown: the reconnect hint, then close 1012. */
  restart(reconnectAfterMs: number): void {
    if (this.phase === 'closed') return;
    this.send(restartFrame(reconnectAfterMs));
    this.close('restarting');
  }

  close(name: CloseName): void {
    if (this.phase === 'closed') return;
    this.phase = 'closed';
    this.held = [];
    this.socket.close(REALTIME_CLOSE[name], REALTIME_CLOSE_REASON[name]);
  }

  private receive(data: RawData, isBinary: boolean): void {
    const message = isBinary ? null : ZClientMessage.safeParse(parseJson(data.toString()));
    if (!message?.success || this.phase !== 'awaiting-resume') {
      // Unknown shapes and a second resume are client bugs: say so instead of guessing.
      this.close('invalidMessage');
      return;
    }
    this.resume(message.data.last_seq).catch((error: unknown) => {
      this.deps.logger.error({ err: error }, 'resuming a websocket failed');
      this.close('serverError');
    });
  }

  /**
   * Sends what the client missed after lastSeq (null: nothing, it starts from now), then the live
   * events held while the replay ran, skipping what the replay already covered (by seq).
   */
  private async resume(lastSeq: number | null): Promise<void> {
    if (lastSeq === null) {
      this.watermark = this.deps.currentSeq();
      this.phase = 'live';
      this.send(resumedFrame(this.watermark));
      return;
    }
    const current = this.deps.currentSeq();
    if (current - lastSeq > this.deps.replayMaxEvents) {
      // Too far behind (last_seq 0, a stale tab): reload the screen rather than stream the whole store.
      this.watermark = current;
      this.phase = 'live';
      this.send(refetchFrame(current));
      return;
    }
    this.phase = 'replaying';
    this.watermark = lastSeq;
    const outcome = await replayMissed(this.deps.db, lastSeq, (events) => this.sendReplayed(events));
    if (this.phase !== 'replaying') return;
    if (outcome.tooOld) {
      this.watermark = Math.max(this.watermark, outcome.lastSeq);
      this.send(refetchFrame(this.watermark));
    }
    for (const { event, frame } of this.held) this.offerHeld(event, frame);
    this.held = [];
    this.phase = 'live';
    if (!outcome.tooOld) this.send(resumedFrame(this.watermark));
  }

  private async sendReplayed(events: RealtimeEvent[]): Promise<boolean> {
    if (this.phase !== 'replaying') return false;
    for (const event of events) {
      if (event.seq <= this.watermark) continue;
      this.watermark = event.seq;
      if (this.filter.allows(event.audience)) this.send(eventFrame(event));
    }
    return this.drained();
  }

  private offerHeld(event: RealtimeEvent, frame: Frame): void {
    if (event.seq <= this.watermark) return;
    this.watermark = event.seq;
    if (this.filter.allows(event.audience)) this.send(frame);
  }

  /** A replay sends a page at a time and lets it drain; a client that never drains is too slow. */
  private async drained(): Promise<boolean> {
    const deadline = Date.now() + REALTIME_LIMIT.replayDrainMs;
    while (this.socket.bufferedAmount > REALTIME_LIMIT.slowClientBytes / 2) {
      if (this.phase === 'closed') return false;
      if (Date.now() > deadline) {
        this.close('tooSlow');
        return false;
      }
      await pause(DRAIN_POLL_MS);
    }
    return this.phase === 'replaying';
  }

  /** Live output: a client with over 1 MiB still waiting cannot keep up and is dropped. */
  private sendLive(frame: Frame): void {
    if (this.socket.bufferedAmount > REALTIME_LIMIT.slowClientBytes) {
      this.close('tooSlow');
      return;
    }
    this.send(frame);
  }

  private send(frame: Frame): void {
    if (this.socket.readyState !== this.socket.OPEN) return;
    this.bytesSent += frame.length;
    this.socket.send(frame, { binary: false });
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
