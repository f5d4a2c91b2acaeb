import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProjectionEnv, type ProjectionEnv } from '../testing/projection-env.ts';
import { addCountedSaveVersion, addSaveVersion } from './version-column.ts';

/**
 * The migrations that give documents saved before their version (decision 019) read it from the log
 * where it shares the database: a stream's own document from its last revision, a document sharing
 * its stream by counting its own events.
 */
describe('A version column added to rows saved before', () => {
  let env: ProjectionEnv;
  let db: Kysely<unknown>;
  const [own, shared, unsaved] = [randomUUID(), randomUUID(), randomUUID()];

  const append = (stream: string, ...types: string[]) =>
    env.store.appendToStream(
      stream,
      types.map((type) => ({
        id: randomUUID(),
        type,
        data: {},
        metadata: {
          userId: randomUUID(),
          correlationId: randomUUID(),
          causationId: null,
          timestamp: new Date().toISOString(),
          schemaVersion: 1,
        },
      })),
    );

  beforeAll(async () => {
    env = await createProjectionEnv('version_column');
    db = env.db as unknown as Kysely<unknown>;
    await sql`CREATE TABLE kept_documents (id uuid PRIMARY KEY)`.execute(db);
    await sql`CREATE TABLE shared_documents (doc_id uuid PRIMARY KEY)`.execute(db);
    await sql`INSERT INTO kept_documents VALUES (${own}), (${unsaved})`.execute(db);
    await sql`INSERT INTO shared_documents VALUES (${shared})`.execute(db);
    await append(`kept-${own}`, 'DocumentSaved', 'DocumentSaved', 'DocumentSaved');
    await append(`home-${shared}`, 'HomeOpened', 'PageSaved', 'HomeChanged', 'PageSaved');
  });
  afterAll(() => env?.close());

  it("takes a stream's own document's version from its last revision", async () => {
    await addSaveVersion(db, 'kept_documents', 'kept-');
    const rows = await sql<{ id: string; version: number }>`SELECT id, version FROM kept_documents`.execute(
      db,
    );
    expect(new Map(rows.rows.map((r) => [r.id, r.version]))).toEqual(
      new Map([
        [own, 3],
        // No save in the log (the log elsewhere, or never saved): 0 until a rebuild sets it.
        [unsaved, 0],
      ]),
    );
  });

  it('counts only its own events for a document sharing its stream', async () => {
    await addCountedSaveVersion(db, 'shared_documents', 'home-', 'doc_id', ['PageSaved']);
    const rows = await sql<{ version: number }>`SELECT version FROM shared_documents`.execute(db);
    expect(rows.rows).toEqual([{ version: 2 }]);
  });
});
