import type { ChainedRecord } from './chain.ts';
import { signCheckpoint, type Checkpoint, type CheckpointPolicy } from './checkpoint.ts';

/**
 * Makes the chain's checkpoints: after every `everyRecords` records, and every `everyMs` when
 * records came since the last one, and once more on close.
 */
export class Checkpointer {
  private last: { seq: number; hash: string } | null = null;
  private since = 0;
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly instance: string,
    private readonly key: string | null,
    private readonly policy: CheckpointPolicy,
    private readonly emit: (checkpoint: Checkpoint) => void,
    private readonly now: () => number = Date.now,
  ) {
    this.timer = setInterval(() => this.checkpoint(), policy.everyMs);
    this.timer.unref();
  }

  recorded(record: ChainedRecord): void {
    this.last = { seq: record.seq, hash: record.hash };
    this.since += 1;
    if (this.since >= this.policy.everyRecords) this.checkpoint();
  }

  /** A checkpoint of the chain's head, when records came since the last one. */
  checkpoint(): void {
    if (!this.last || this.since === 0) return;
    this.since = 0;
    this.emit(
      signCheckpoint(
        { instance: this.instance, seq: this.last.seq, hash: this.last.hash, time: new Date(this.now()).toISOString() },
        this.key,
      ),
    );
  }

  close(): void {
    clearInterval(this.timer);
    this.checkpoint();
  }
}
