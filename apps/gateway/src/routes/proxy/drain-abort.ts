/** The proxied calls in flight under each drain deadline, aborted together when it comes. */
const inFlight = new WeakMap<AbortSignal, Set<AbortController>>();

/**
 * Aborts `call` at the drain deadline. One listener on the deadline for all calls, not one per call:
 * fifty calls at once would otherwise pass the signal's budget of ten before Node warns of a leak.
 * Answers the function that forgets the call once it is over.
 */
export function abortAtDeadline(deadline: AbortSignal, call: AbortController): () => void {
  if (deadline.aborted) {
    call.abort();
    return () => undefined;
  }
  let calls = inFlight.get(deadline);
  if (!calls) {
    const watched = new Set<AbortController>();
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
