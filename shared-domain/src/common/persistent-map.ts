/**
 * An immutable map for deciders' states: `set` answers a new map and leaves this one as it was, like
 * copying a `Map`, but without copying every entry each time. A state folded from a long stream (a
 * session's ledger of a thousand payments) then costs about √n per event instead of n.
 *
 * The latest entries sit in a small map of their own, copied on each `set`; once it holds about √n
 * entries it is merged into a new base. Neither map is ever changed after it is made, so every
 * earlier version stays valid.
 */
export class PersistentMap<K, V> {
  private static readonly EMPTY = new PersistentMap<unknown, unknown>(new Map(), new Map());

  private constructor(
    private readonly base: ReadonlyMap<K, V>,
    private readonly recent: ReadonlyMap<K, V>,
  ) {}

  static empty<K, V>(): PersistentMap<K, V> {
    return PersistentMap.EMPTY as PersistentMap<K, V>;
  }

  static of<K, V>(entries: Iterable<readonly [K, V]>): PersistentMap<K, V> {
    return new PersistentMap(new Map(entries), new Map());
  }

  get(key: K): V | undefined {
    return this.recent.has(key) ? this.recent.get(key) : this.base.get(key);
  }

  has(key: K): boolean {
    return this.recent.has(key) || this.base.has(key);
  }

  get size(): number {
    let size = this.base.size;
    for (const key of this.recent.keys()) if (!this.base.has(key)) size += 1;
    return size;
  }

  /** This map with `key` set to `value`. */
  set(key: K, value: V): PersistentMap<K, V> {
    const recent = new Map(this.recent);
    recent.set(key, value);
    if (recent.size * recent.size < this.base.size || recent.size < 16) {
      return new PersistentMap(this.base, recent);
    }
    const base = new Map(this.base);
    for (const [k, v] of recent) base.set(k, v);
    return new PersistentMap(base, new Map());
  }

  *entries(): IterableIterator<[K, V]> {
    for (const [key, value] of this.base)
      yield [key, this.recent.has(key) ? (this.recent.get(key) as V) : value];
    for (const [key, value] of this.recent) if (!this.base.has(key)) yield [key, value];
  }

  *keys(): IterableIterator<K> {
    for (const [key] of this.entries()) yield key;
  }

  *values(): IterableIterator<V> {
    for (const [, value] of this.entries()) yield value;
  }

  [Symbol.iterator](): IterableIterator<[K, V]> {
    return this.entries();
  }
}
