import { z } from 'zod';
import { IdSchema, integer, requiredNameText, savedVersion, text } from '../common/primitives.ts';
import { FileItemSchema } from '../organisation/branch.contract.ts';
import {
  BATHROOM_FITTINGS,
  BUILDING_NAME_MAX_LENGTH,
  CENTER_ADDRESS_MAX_LENGTH,
  CENTER_CITY_MAX_LENGTH,
  CENTER_CONTACT_MAX_LENGTH,
  CENTER_COUNTRY_MAX_LENGTH,
  CENTER_NAME_MAX_LENGTH,
  DEFAULT_BED_NUMBER,
  DESCRIPTION_MAX_LENGTH,
  MAX_ATTACHMENTS,
  MAX_BEDS,
  MAX_BUILDINGS,
  MAX_FLOOR,
  MAX_ROOM_NUMBER,
  MAX_ROOMS_PER_BUILDING,
  MIN_FLOOR,
  ROOM_NAME_MAX_LENGTH,
} from './lodging.rules.ts';

/** Optional text: blank, null or absent all read as empty. */
const optionalText = (max: number) =>
  text(max)
    .nullish()
    .transform((v) => v ?? '');
const flag = z
  .boolean({ error: 'Pattern' })
  .nullish()
  .transform((v) => v ?? false);

export const RoomInputSchema = z.object({
  id: IdSchema.nullish(),
  name: requiredNameText(ROOM_NAME_MAX_LENGTH),
  description: optionalText(DESCRIPTION_MAX_LENGTH),
  beds: integer({ max: MAX_BEDS }),
  roomNumber: integer({ max: MAX_ROOM_NUMBER })
    .nullish()
    .transform((v) => v ?? null),
  bedNumber: integer({ max: MAX_ROOM_NUMBER })
    .nullish()
    .transform((v) => v ?? DEFAULT_BED_NUMBER),
  spaceForMattress: flag,
  bathroom: z
    .array(z.enum(BATHROOM_FITTINGS, { error: 'Pattern' }))
    .max(BATHROOM_FITTINGS.length * 2, { error: 'Size' })
    .nullish()
    .transform((v) => [...new Set(v ?? [])]),
  /** The storey (0: ground floor), for people who need one without stairs. */
  floor: integer({ min: MIN_FLOOR, max: MAX_FLOOR })
    .nullish()
    .transform((v) => v ?? null),
});

export const BuildingInputSchema = z.object({
  id: IdSchema.nullish(),
  name: requiredNameText(BUILDING_NAME_MAX_LENGTH),
  photo: FileItemSchema.nullish().transform((v) => v ?? null),
  lift: flag,
  attachments: z
    .array(FileItemSchema)
    .max(MAX_ATTACHMENTS, { error: 'Size' })
    .nullish()
    .transform((v) => v ?? []),
  description: optionalText(DESCRIPTION_MAX_LENGTH),
  rooms: z
    .array(RoomInputSchema)
    .max(MAX_ROOMS_PER_BUILDING, { error: 'Size' })
    .nullish()
    .transform((v) => v ?? []),
});

/**
 * `POST /api/retreat-center/`: a centre saved whole; no id creates it, new buildings and rooms get ids.
 * `branchId`: the branch it belongs to; absent, a new centre takes the caller's first branch and a
 * saved one keeps its own.
 */
export const RetreatCenterSaveRequestSchema = z
  .object({
    id: IdSchema.nullish(),
    /** The version the editor loaded (`version` of the centre); absent for a new centre. */
    version: savedVersion(),
    branchId: IdSchema.nullish().transform((v) => v ?? null),
    name: requiredNameText(CENTER_NAME_MAX_LENGTH),
    contact: optionalText(CENTER_CONTACT_MAX_LENGTH),
    country: optionalText(CENTER_COUNTRY_MAX_LENGTH),
    city: optionalText(CENTER_CITY_MAX_LENGTH),
    address: optionalText(CENTER_ADDRESS_MAX_LENGTH),
    description: optionalText(DESCRIPTION_MAX_LENGTH),
    buildings: z
      .array(BuildingInputSchema)
      .max(MAX_BUILDINGS, { error: 'Size' })
      .nullish()
      .transform((v) => v ?? []),
  })
  .meta({ id: 'RetreatCenterSaveRequest' });
export type RetreatCenterSaveRequest = z.input<typeof RetreatCenterSaveRequestSchema>;

const FileItemOut = z.object({ fileId: z.string(), fileName: z.string() });

export const RoomSchema = z
  .object({
    id: IdSchema,
    name: z.string(),
    description: z.string(),
    beds: z.number(),
    roomNumber: z.number().nullable(),
    bedNumber: z.number(),
    spaceForMattress: z.boolean(),
    bathroom: z.array(z.enum(BATHROOM_FITTINGS)),
    floor: z.number().nullable(),
  })
  .meta({ id: 'Room' });

export const BuildingSchema = z
  .object({
    id: IdSchema,
    name: z.string(),
    photo: FileItemOut.nullable(),
    lift: z.boolean(),
    attachments: z.array(FileItemOut),
    description: z.string(),
    rooms: z.array(RoomSchema),
  })
  .meta({ id: 'Building' });

export const RetreatCenterSchema = z
  .object({
    id: IdSchema,
    /** Null: a centre saved before centres had branches, kept by admins only (decision 016). */
    branchId: IdSchema.nullable(),
    /** How many times it was saved: send it back with the next save. */
    version: z.number().int(),
    name: z.string(),
    contact: z.string(),
    country: z.string(),
    city: z.string(),
    address: z.string(),
    description: z.string(),
    buildings: z.array(BuildingSchema),
  })
  .meta({ id: 'RetreatCenter' });
export type RetreatCenter = z.infer<typeof RetreatCenterSchema>;

/** `GET /api/short-retreat-centers`: what a selector needs. */
export const ShortRetreatCenterSchema = z
  .object({ id: IdSchema, name: z.string(), branchId: IdSchema.nullable() })
  .meta({ id: 'ShortRetreatCenter' });
export type ShortRetreatCenter = z.infer<typeof ShortRetreatCenterSchema>;
