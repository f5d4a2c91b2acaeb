/**
 * What a read needs: the read models whose tables it reads. A query route waits for exactly these
 * when the caller asks to read his own write (`?position=`), so a query carries them itself instead
 * of leaving them to each route that calls it (decision 025).
 */
export interface ReadsReadModels {
  /** Projector names, each once. */
  readonly readModels: readonly string[];
}

/** A read-model query: called as the function it was, and knowing what it reads. */
export type Query<A extends unknown[], R> = ((...args: A) => R) & ReadsReadModels;

/**
 * Any query, whatever its arguments: what a route or a composed query names. Only `defineQuery`
 * makes one, so a hand-written `{ readModels: [...] }` is no query.
 */
export type AnyQuery = ((...args: never) => unknown) & ReadsReadModels;

export interface QueryDefinition<A extends unknown[], R> {
  /** The read models whose tables its own SQL names. */
  readonly readModels?: readonly string[];
  /** The queries it calls: what they read, it reads too. */
  readonly uses?: readonly AnyQuery[];
  readonly run: (...args: A) => R;
}

/** The read models of all these reads together, each once, in the order first met. */
export function readModelsOf(reads: readonly ReadsReadModels[]): readonly string[] {
  return Object.freeze([...new Set(reads.flatMap((read) => read.readModels))]);
}

/**
 * Declares a query with what it reads: the read models its own SQL names and those of the queries it
 * uses. The answer is `run` itself to call, with `readModels` beside it.
 */
export function defineQuery<A extends unknown[], R>(definition: QueryDefinition<A, R>): Query<A, R> {
  const { run } = definition;
  const readModels = readModelsOf([{ readModels: definition.readModels ?? [] }, ...(definition.uses ?? [])]);
  return Object.assign((...args: A): R => run(...args), { readModels });
}
