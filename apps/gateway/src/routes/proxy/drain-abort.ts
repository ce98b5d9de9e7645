import { EventEmitter } from 'node:events';

/**
 * Stops one proxied call's upstream request: the 'abort' emitter undici takes as a signal, made per call
 * instead of an AbortController and its AbortSignal (an EventTarget with listeners of its own).
 */
export class CallAbort extends EventEmitter {
  aborted = false;
  abort(): void {
    if (this.aborted) return;
    this.aborted = true;
    this.emit('abort');
  }
}

/** The proxied calls in flight under each drain deadline, aborted together when it comes. */
const inFlight = new WeakMap<AbortSignal, Set<CallAbort>>();

/**
 * Aborts `call` at the drain deadline. One listener on the deadline for all calls, not one per call:
 * fifty calls at once would otherwise pass the signal's budget of ten before Node warns of a leak.
 * Answers the function that forgets the call once it is over.
 */
export function abortAtDeadline(deadline: AbortSignal, call: CallAbort): () => void {
  if (deadline.aborted) {
    call.abort();
    return () => undefined;
  }
  let calls = inFlight.get(deadline);
  if (!calls) {
    const watched = new Set<CallAbort>();
    deadline.addEventListener(
      'abort',
      () => {
        for (const each of watched) each.abort();
      },
      { once: true },
    );
    inFlight.set(deadline, watched);
    calls = watched;
  }
  calls.add(call);
  return () => calls.delete(call);
}
