import { z } from 'zod';

/*
 * The primitives of the spec §3 shapes. The shapes are written from product-spec §3 (and
 * calls-errors-constants §3), not from our contracts, so an answer that drifts from the spec fails
 * even when our own schema moved with it.
 */

export const uuid = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
/** "Identifiers are objects with a value field." */
export const Id = z.looseObject({ value: uuid });
export const text = z.string();
export const optionalText = z.string().nullable();
export const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
export const instant = z.iso.datetime({ offset: true });
export const SEASON = z.enum(['WINTER', 'SPRING', 'SUMMER', 'AUTUMN']);

export const FileItem = z.looseObject({ fileId: uuid, fileName: text });
