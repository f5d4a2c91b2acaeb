import { createHash } from 'node:crypto';
import type { FileKind } from '@cenacle/shared-domain/files/rules';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { Database, FilesTable } from '../db/schema.ts';
import type { FileInfo, FileStore, FileVariant, NewFile } from './port.ts';

const INFO_COLUMNS = [
  'id',
  'kind',
  'content_type',
  'name',
  'size',
  'sha256',
  'width',
  'height',
  'uploaded_by',
  'created_at',
] as const;

type InfoRow = Pick<Selectable<FilesTable>, (typeof INFO_COLUMNS)[number]> & { has_thumbnail: boolean };

const hasThumbnail = sql<boolean>`thumbnail IS NOT NULL`.as('has_thumbnail');

const toInfo = (row: InfoRow): FileInfo => ({
  id: row.id,
  kind: row.kind as FileKind,
  contentType: row.content_type,
  name: row.name,
  size: row.size,
  sha256: row.sha256,
  width: row.width,
  height: row.height,
  hasThumbnail: row.has_thumbnail,
  uploadedBy: row.uploaded_by,
  createdAt: row.created_at,
});

/** The default file store: one table in the application's PostgreSQL database. */
export class PostgresFileStore implements FileStore {
  constructor(private readonly db: Kysely<Database>) {}

  async save(file: NewFile): Promise<FileInfo> {
    const row = await this.db
      .insertInto('files')
      .values({
        id: file.id,
        kind: file.kind,
        content_type: file.contentType,
        name: file.name,
        size: file.content.length,
        sha256: createHash('sha256').update(file.content).digest('hex'),
        content: file.content,
        width: file.width,
        height: file.height,
        thumbnail: file.thumbnail,
        uploaded_by: file.uploadedBy,
      })
      .returning(INFO_COLUMNS)
      .returning(hasThumbnail)
      .executeTakeFirstOrThrow();
    return toInfo(row);
  }

  async info(id: string): Promise<FileInfo | null> {
    const row = await this.db
      .selectFrom('files')
      .select(INFO_COLUMNS)
      .select(hasThumbnail)
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? toInfo(row) : null;
  }

  async read(id: string, variant: FileVariant): Promise<{ info: FileInfo; content: Buffer } | null> {
    const row = await this.db
      .selectFrom('files')
      .select(INFO_COLUMNS)
      .select(hasThumbnail)
      .select(variant === 'thumbnail' ? 'thumbnail as bytes' : 'content as bytes')
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row?.bytes) return null;
    return { info: toInfo(row), content: row.bytes };
  }

  async delete(id: string): Promise<boolean> {
    const result = await this.db.deleteFrom('files').where('id', '=', id).executeTakeFirst();
    return result.numDeletedRows > 0n;
  }

  async uploadedBefore(cutoff: Date, limit: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom('files')
      .select('id')
      .where('created_at', '<', cutoff)
      .orderBy('created_at')
      .limit(limit)
      .execute();
    return rows.map((row) => row.id);
  }
}
