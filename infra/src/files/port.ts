import type { FileKind } from '@cenacle/shared-domain/files/rules';

/** What the store knows of a file, without its bytes. */
export interface FileInfo {
  readonly id: string;
  readonly kind: FileKind;
  readonly contentType: string;
  /** A safe base name (no extension; the extension follows from the kind). */
  readonly name: string;
  readonly size: number;
  readonly sha256: string;
  /** Images only. */
  readonly width: number | null;
  readonly height: number | null;
  readonly hasThumbnail: boolean;
  readonly uploadedBy: string;
  readonly createdAt: Date;
}

/** A file accepted by `acceptUpload`, ready to store. */
export interface NewFile {
  readonly id: string;
  readonly kind: FileKind;
  readonly contentType: string;
  readonly name: string;
  readonly content: Buffer;
  readonly width: number | null;
  readonly height: number | null;
  readonly thumbnail: Buffer | null;
  readonly uploadedBy: string;
}

export type FileVariant = 'original' | 'thumbnail';

/**
 * Where uploads live (decision 006). The PostgreSQL adapter is the default so every API process
 * sees the same files; an object-store adapter can take its place behind the same port.
 */
export interface FileStore {
  save(file: NewFile): Promise<FileInfo>;
  info(id: string): Promise<FileInfo | null>;
  /** The bytes of the file or of its thumbnail; null when there is no such file or variant. */
  read(id: string, variant: FileVariant): Promise<{ info: FileInfo; content: Buffer } | null>;
  /** Removes a file for good (erasure); true when there was one. */
  delete(id: string): Promise<boolean>;
  /** The ids of files uploaded before `cutoff`, oldest first, at most `limit` (the collector's candidates). */
  uploadedBefore(cutoff: Date, limit: number): Promise<string[]>;
}
