/**
 * JSON with every object's keys sorted: two values are the same content when these are equal,
 * whatever order a store (PostgreSQL's jsonb) gave their keys.
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}
