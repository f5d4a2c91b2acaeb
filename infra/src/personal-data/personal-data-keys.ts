import type pg from 'pg';
import { newDataKey, unwrapDataKey, wrapDataKey } from './crypto.ts';

/** A person's data key, or `null` once the person is erased. */
export type SubjectKeys = ReadonlyMap<string, Buffer | null>;

interface KeyRow {
  readonly subject_id: string;
  readonly key: Buffer | null;
}

/**
 * The key table `personal_data_keys` (migration 0006). Keys are read fresh for every batch a reader
 * opens, never cached across batches: a key destroyed by an erasure must stop opening anything at
 * once, in every process.
 */
export class PersonalDataKeys {
  constructor(
    private readonly pool: pg.Pool,
    private readonly master: Buffer,
  ) {}

  /** The keys of these persons as they are now; a person with no row is left out. */
  async read(subjects: readonly string[]): Promise<SubjectKeys> {
    const keys = new Map<string, Buffer | null>();
    if (subjects.length === 0) return keys;
    const { rows } = await this.pool.query<KeyRow>(
      'SELECT subject_id, key FROM personal_data_keys WHERE subject_id = ANY($1::text[])',
      [[...new Set(subjects)]],
    );
    for (const row of rows) keys.set(row.subject_id, this.unwrap(row));
    return keys;
  }

  private unwrap(row: KeyRow): Buffer | null {
    return row.key ? unwrapDataKey(this.master, row.subject_id, row.key) : null;
  }

  /** The keys to seal with, each made on first use (concurrent first uses agree on one). */
  async forSealing(subjects: readonly string[]): Promise<SubjectKeys> {
    const keys = new Map(await this.read(subjects));
    const missing = [...new Set(subjects)].filter((s) => !keys.has(s));
    if (missing.length === 0) return keys;
    const { rows } = await this.pool.query<KeyRow>(
      `INSERT INTO personal_data_keys (subject_id, key)
       SELECT * FROM unnest($1::text[], $2::bytea[])
       ON CONFLICT (subject_id) DO NOTHING
       RETURNING subject_id, key`,
      [missing, missing.map((s) => wrapDataKey(this.master, s, newDataKey()))],
    );
    for (const row of rows) keys.set(row.subject_id, this.unwrap(row));
    // Another process made these keys first: theirs are the ones to use.
    const raced = missing.filter((s) => !keys.has(s));
    for (const [subject, key] of await this.read(raced)) keys.set(subject, key);
    return keys;
  }

  /**
   * Destroys the keys of these persons (the key bytes go, `erased_at` is stamped). Idempotent; a person
   * without a key yet gets an erased row, so nothing sealed for them later opens either.
   */
  async erase(subjects: readonly string[]): Promise<void> {
    if (subjects.length === 0) return;
    await this.pool.query(
      `INSERT INTO personal_data_keys (subject_id, key, erased_at)
       SELECT s, NULL, now() FROM unnest($1::text[]) AS s
       ON CONFLICT (subject_id) DO UPDATE
         SET key = NULL, erased_at = COALESCE(personal_data_keys.erased_at, now())`,
      [[...new Set(subjects)]],
    );
  }
}
