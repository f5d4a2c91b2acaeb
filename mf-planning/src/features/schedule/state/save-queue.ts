/** What a save queue reports to the screen. */
interface SaveQueueEvents<T> {
  /** Saves one state (the whole day); rejects when the server refuses it. */
  readonly save: (state: T) => Promise<void>;
  /** The state to show now: each change at once, the state before a refused change after it. */
  readonly show: (state: T) => void;
  /** How many changes are waiting or being saved. */
  readonly pending: (count: number) => void;
}

interface SaveQueue<T> {
  /** The state shown (the last change, or what a refusal put back). */
  readonly current: () => T;
  /**
   * Shows `next(current)` at once and saves it after the saves queued before it. A refusal shows
   * the state as it was before the refused change; the changes queued on top of it are dropped
   * (not sent). A change the rules refuse (`next` throws) is neither shown nor queued.
   */
  readonly change: (next: (current: T) => T) => Promise<void>;
  /** Starts again from `state` (the server moved on): changes still queued are dropped. */
  readonly reset: (state: T) => void;
}

/**
 * Optimistic changes saved one after another. Each change belongs to a line of changes built on
 * each other; a refusal (or a reset) starts a new line, so the older line's queued changes are
 * skipped while changes made afterwards (on the state put back) are saved. Nothing to clear when
 * the queue drains.
 */
export function createSaveQueue<T>(initial: T, events: SaveQueueEvents<T>): SaveQueue<T> {
  let current = initial;
  let line = 0;
  let pending = 0;
  let tail: Promise<void> = Promise.resolve();
  const show = (state: T) => {
    current = state;
    events.show(state);
  };
  const count = (delta: number) => {
    pending += delta;
    events.pending(pending);
  };
  return {
    current: () => current,
    change(next) {
      const before = current;
      let after: T;
      try {
        after = next(before);
      } catch {
        return tail;
      }
      const mine = line;
      show(after);
      count(1);
      tail = tail
        .then(async () => {
          if (mine !== line) return; // Built on a refused change: dropped with it.
          try {
            await events.save(after);
          } catch {
            line += 1;
            show(before);
          }
        })
        .finally(() => count(-1));
      return tail;
    },
    reset(state) {
      line += 1;
      show(state);
    },
  };
}
