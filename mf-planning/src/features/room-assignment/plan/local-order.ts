/**
 * The order people are shown in inside a room. Reordering inside a room is local only (spec §4): it
 * never reaches the server, and a room's order is kept per room id while the page is open.
 */
export type LocalOrder = Readonly<Record<string, readonly string[]>>;

/** The room's people in the local order: those ordered first, as ordered, then the rest as they came. */
export function inLocalOrder<T>(
  people: readonly T[],
  keyOf: (p: T) => string,
  order: readonly string[] = [],
): T[] {
  const rank = new Map(order.map((key, index) => [key, index]));
  return people
    .map((person, index) => ({ person, index, rank: rank.get(keyOf(person)) ?? order.length + index }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((entry) => entry.person);
}

/** The local order with one person dropped again in their own room: they go last (pure). */
export function sendToEnd(
  order: LocalOrder,
  roomId: string,
  shown: readonly string[],
  key: string,
): LocalOrder {
  return { ...order, [roomId]: [...shown.filter((k) => k !== key), key] };
}
