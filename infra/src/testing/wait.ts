const POLL_MS = 25;

/**
 * Polls `produce` until it answers a value (anything but null or undefined) and answers that value,
 * failing after `timeoutMs` with `what` in the message. An error thrown by `produce` fails at once.
 */
export async function waitForValue<T>(
  what: string,
  produce: () => Promise<T | null | undefined> | T | null | undefined,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await produce();
    if (value !== null && value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** Polls `check` until it answers true, failing after `timeoutMs` with `what` in the message. */
export async function waitFor(
  what: string,
  check: () => Promise<boolean> | boolean,
  timeoutMs = 20_000,
): Promise<void> {
  await waitForValue(what, async () => ((await check()) ? true : null), timeoutMs);
}

/**
 * Waits until the store's readable head has reached `position`. Transaction ids are cluster-wide, so any
 * transaction still open anywhere on the server (another test file's) holds back what `readAll` hands out.
 */
export async function waitForHead(
  store: { headPosition(): Promise<{ commit: bigint; prepare: bigint } | null> },
  position: { commit: bigint; prepare: bigint },
  timeoutMs?: number,
): Promise<void> {
  await waitFor(
    'the log head',
    async () => {
      const head = await store.headPosition();
      return (
        head !== null &&
        (head.commit > position.commit ||
          (head.commit === position.commit && head.prepare >= position.prepare))
      );
    },
    timeoutMs,
  );
}
