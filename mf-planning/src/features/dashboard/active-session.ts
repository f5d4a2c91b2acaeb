import type { SchoolSession } from '@cenacle/shared-domain/organisation/contracts';

interface ActiveSessionChoice {
  /** `?session=` of the address. */
  readonly requested: string | null;
  /** The session pinned in this browser. */
  readonly pinned: string | null;
  /** Today, `YYYY-MM-DD`. */
  readonly today: string;
}

/**
 * The session the dashboard opens (spec §2 Dashboard): the one the address names, else the pinned
 * one, else the first that has not ended yet (by its first day). Null: the list of sessions instead.
 * A requested or pinned id the caller cannot see falls through to the next rule.
 */
export function activeSession(
  sessions: readonly SchoolSession[],
  choice: ActiveSessionChoice,
): SchoolSession | null {
  const byId = (id: string | null) => (id ? sessions.find((s) => s.id.value === id) : undefined);
  const explicit = byId(choice.requested) ?? byId(choice.pinned);
  if (explicit) return explicit;
  const upcoming = sessions
    .filter((s) => s.dateFrom !== null && (s.dateTo ?? s.dateFrom) >= choice.today)
    .sort(
      (a, b) => (a.dateFrom ?? '').localeCompare(b.dateFrom ?? '') || a.id.value.localeCompare(b.id.value),
    );
  return upcoming[0] ?? null;
}
