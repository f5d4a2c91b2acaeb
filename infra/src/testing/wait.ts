/** Polls `check` until it answers true, failing after `timeoutMs` with `what` in the message. */
export async function waitFor(
  what: string,
  check: () => Promise<boolean> | boolean,
  timeoutMs = 20_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * Waits until the store's readable head has reached `position`. Transaction ids are cluster-wide, so any
 * transaction still open anywhere on the server (another test file's) holds back what `readAll` hands out.
 */
export async function waitForHead(
  store: { headPosition(): Promise<{ commit: bigint; prepare: bigint } | null> },
  position: { commit: bigint; prepare: bigint },
): Promise<void> {
  await waitFor('the log head', async () => {
    const head = await store.headPosition();
    return (
      head !== null &&
      (head.commit > position.commit || (head.commit === position.commit && head.prepare >= position.prepare))
    );
  });
}
