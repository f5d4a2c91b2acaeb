import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, createPool } from '../db/create-db.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { PostgresFileStore } from './postgres-file-store.ts';

let database: TestDatabase;
let db: ReturnType<typeof createDb>;
let store: PostgresFileStore;

beforeAll(async () => {
  database = await createTestDatabase('files');
  db = createDb(createPool(database.url));
  await migrateToLatest(db);
  store = new PostgresFileStore(db);
});
afterAll(async () => {
  await db?.destroy();
  await database?.drop();
});

const ids = {
  file: '6f1c0b8e-7d2a-4c55-9a31-0c2f4b7e8d10',
  user: '2b9d7c61-3e4f-4a10-8b2c-5d6e7f809a1b',
};

describe('The PostgreSQL file store', () => {
  it('keeps the bytes and thumbnail, reads them back by id, and deletes them for good', async () => {
    const content = Buffer.from([0, 1, 2, 255, 254, 0]);
    const saved = await store.save({
      id: ids.file,
      kind: 'png',
      contentType: 'image/png',
      name: 'photo',
      content,
      width: 3,
      height: 2,
      thumbnail: Buffer.from([9]),
      uploadedBy: ids.user,
    });
    expect(saved).toMatchObject({ id: ids.file, size: 6, hasThumbnail: true, width: 3 });
    expect(saved.sha256).toMatch(/^[0-9a-f]{64}$/);
    const original = await store.read(ids.file, 'original');
    expect(original?.content.equals(content)).toBe(true);
    expect((await store.read(ids.file, 'thumbnail'))?.content).toEqual(Buffer.from([9]));
    expect(await store.info(ids.file)).toEqual(saved);
    expect(await store.delete(ids.file)).toBe(true);
    expect(await store.read(ids.file, 'original')).toBeNull();
    expect(await store.delete(ids.file)).toBe(false);
  });

  it('has no thumbnail for a document', async () => {
    const id = '7a0e1f2d-3c4b-4a59-8e6d-7f8091a2b3c4';
    await store.save({
      id,
      kind: 'pdf',
      contentType: 'application/pdf',
      name: 'doc',
      content: Buffer.from('%PDF-'),
      width: null,
      height: null,
      thumbnail: null,
      uploadedBy: ids.user,
    });
    expect(await store.read(id, 'thumbnail')).toBeNull();
    expect((await store.info(id))?.hasThumbnail).toBe(false);
  });
});
