import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The correlation id of the work in progress: set where work enters the system (an HTTP request, a
 * projector batch's event, a mail job) and read by every log line (the loggers' mixin) and by the
 * command bus, which writes it into the events' metadata.
 */
interface Correlated {
  readonly correlationId: string;
}

const storage = new AsyncLocalStorage<Correlated>();

/** Runs `work` (and everything it awaits or schedules) under the correlation id. */
export function withCorrelation<T>(correlationId: string, work: () => T): T {
  return storage.run({ correlationId }, work);
}

/** The correlation id of the work in progress, if any. */
export function currentCorrelationId(): string | undefined {
  return storage.getStore()?.correlationId;
}

/** At most this long: a correlation id is logged with every line and stored in every event. */
export const CORRELATION_ID_MAX_LENGTH = 100;
const CORRELATION_ID = /^[A-Za-z0-9][A-Za-z0-9._:@/+=-]*$/;

/**
 * A caller's correlation id (`X-Correlation-Id`, else `X-Request-Id`) when it is well formed: 1–100
 * printable characters without spaces or quotes, so it cannot forge log lines or bloat events.
 * Anything else is ignored and the caller gets a fresh id.
 */
export function acceptCorrelationId(
  headers: Readonly<Record<string, string | string[] | undefined>>,
): string | null {
  for (const name of ['x-correlation-id', 'x-request-id']) {
    const value = headers[name];
    if (typeof value !== 'string') continue;
    if (value.length <= CORRELATION_ID_MAX_LENGTH && CORRELATION_ID.test(value)) return value;
  }
  return null;
}
