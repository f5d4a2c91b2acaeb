import { EventApplyError, isTransient } from './apply-failure.ts';

export type Verdict =
  /**
   * Try again after `delayMs` (a transient error, or an event that has not failed often enough yet).
   * `quiet`: a transient error that has not lasted long yet, worth a warning rather than an error.
   */
  | { readonly kind: 'retry'; readonly delayMs: number; readonly quiet: boolean }
  /** The same event failed `attemptsPerEvent` times in a row: stop the projector on it. */
  | { readonly kind: 'poison'; readonly error: EventApplyError };

/** Longest pause between attempts, however often they failed. */
const MAX_BACKOFF_MS = 30_000;
/** Transient failures in a row that are only warned about (about half a minute at the default pause). */
const QUIET_TRANSIENT_FAILURES = 5;

/**
 * Decides what a projector does after a failure. Transient errors (a lost connection, a restarting
 * server) are retried with exponential backoff, for as long as they last. A failure that repeats
 * on the same event for a reason that is not transient makes that event a poison event.
 */
export class FailurePolicy {
  private consecutive = 0;
  private lastEventId: string | null = null;
  private attemptsOnEvent = 0;

  constructor(
    private readonly retryMs: number,
    private readonly attemptsPerEvent: number,
  ) {}

  judge(error: unknown): Verdict {
    this.consecutive += 1;
    const delayMs = Math.min(this.retryMs * 2 ** (this.consecutive - 1), MAX_BACKOFF_MS);
    if (!(error instanceof EventApplyError) || isTransient(error.cause)) {
      const quiet = isTransient(error) && this.consecutive <= QUIET_TRANSIENT_FAILURES;
      return { kind: 'retry', delayMs, quiet };
    }
    if (error.event.id === this.lastEventId) this.attemptsOnEvent += 1;
    else {
      this.lastEventId = error.event.id;
      this.attemptsOnEvent = 1;
    }
    if (this.attemptsOnEvent >= this.attemptsPerEvent) return { kind: 'poison', error };
    return { kind: 'retry', delayMs, quiet: false };
  }

  /** A batch committed: the next failure starts afresh. */
  succeeded(): void {
    this.consecutive = 0;
    this.lastEventId = null;
    this.attemptsOnEvent = 0;
  }
}
