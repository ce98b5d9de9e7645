/**
 * Pulls the first `count` chunks of a stream before it is handed to the response: an error in
 * them (a failing query) still becomes a normal error answer instead of a cut-off download. The
 * rest is pulled on demand, so backpressure is kept.
 */
export async function primed<T>(source: AsyncGenerator<T>, count: number): Promise<AsyncGenerator<T>> {
  const head: T[] = [];
  for (let i = 0; i < count; i += 1) {
    const next = await source.next();
    if (next.done) break;
    head.push(next.value);
  }
  return (async function* () {
    try {
      yield* head;
      yield* source;
    } finally {
      // Closing the source ends the database cursor when the client goes away early.
      await source.return(undefined);
    }
  })();
}
