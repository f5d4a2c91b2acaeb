/**
 * Read your own writes: a command answers the log position of its last event; queries sent after it
 * carry `?position=` so the API waits until the read model has caught up (positions look like
 * `<commit>.<prepare>`).
 */
let latest: readonly bigint[] | null = null;
let latestText: string | null = null;

function parse(position: string): bigint[] | null {
  const parts = position.split('.');
  if (parts.length === 0 || parts.some((p) => !/^\d+$/.test(p))) return null;
  return parts.map((p) => BigInt(p));
}

function isAfter(a: readonly bigint[], b: readonly bigint[]): boolean {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const x = a[i] ?? 0n;
    const y = b[i] ?? 0n;
    if (x !== y) return x > y;
  }
  return false;
}

export function rememberPosition(position: string): void {
  const parsed = parse(position);
  if (!parsed) return;
  if (!latest || isAfter(parsed, latest)) {
    latest = parsed;
    latestText = position;
  }
}

/** The position to pass as `?position=` (the newest this tab wrote or heard of), if any. */
export function readPosition(): string | undefined {
  return latestText ?? undefined;
}

export function forgetPositions(): void {
  latest = null;
  latestText = null;
}
